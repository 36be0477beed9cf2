import { LabelledSelect } from '../components/index.ts';

/** One of the list's filters: a labelled select whose first option ('' = everything) is `all`. */
export function FilterSelect({
  label,
  all,
  value,
  onChange,
  options,
}: {
  label: string;
  all: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; text: string }[];
}) {
  return <LabelledSelect label={label} first={all} options={options} value={value} onChange={onChange} />;
}

import { useId } from 'react';
import { field, SelectOptions } from '../components/index.ts';

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
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <select id={id} className={field.input} value={value} onChange={(e) => onChange(e.target.value)}>
        <SelectOptions first={all} options={options} />
      </select>
    </div>
  );
}

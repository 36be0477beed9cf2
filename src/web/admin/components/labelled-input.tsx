import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { SelectOptions } from './select-options.tsx';
import { field } from './styles.ts';

/** What the control's change event says (every form here keeps a field's text, not the event). */
type OnValue = { onChange?: (value: string) => void };
const valueOf = (onChange: OnValue['onChange']) => onChange && ((e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(e.target.value));

interface FrameProps {
  label: ReactNode;
  /** A line under the control that describes it. */
  hint?: ReactNode;
  /** The block's class (e.g. its width in a row of fields). */
  className?: string;
  /** The control's id; its own unless given. */
  id?: string;
}

/** The label of one row's field in a list of rows (a tier, a sheet): the column's name, and for screen readers the row's. */
export const rowLabel = (text: string, row: string) => (
  <>
    {text}
    <span className="sr-only"> ({row})</span>
  </>
);

/** The label over a control and the hint under it; `control` gets the id and the hint's id to point to. */
function Labelled({ label, hint, className, id: givenId, control }: FrameProps & { control: (id: string, describedBy: string | undefined) => ReactNode }) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div className={className}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      {control(id, hint ? `${id}-hint` : undefined)}
      {hint && (
        <p id={`${id}-hint`} className={field.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled input whose onChange gets the new text (its own class is `inputClassName`, the admin's field look by default). */
export function LabelledInput({
  label,
  hint,
  className,
  id,
  inputClassName = field.input,
  onChange,
  ...input
}: FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & OnValue & { inputClassName?: string }) {
  return (
    <Labelled
      {...{ label, hint, className, id }}
      control={(id, describedBy) => <input id={id} className={inputClassName} aria-describedby={describedBy} onChange={valueOf(onChange)} {...input} />}
    />
  );
}

/** A labelled select of `options`, after a `first` ('' = none chosen yet, or everything) when given. */
export function LabelledSelect({
  label,
  hint,
  className,
  id,
  first,
  options,
  onChange,
  ...select
}: FrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & OnValue & { first?: string; options: readonly { value: string; text: string }[] }) {
  return (
    <Labelled
      {...{ label, hint, className, id }}
      control={(id, describedBy) => (
        <select id={id} className={field.input} aria-describedby={describedBy} onChange={valueOf(onChange)} {...select}>
          <SelectOptions first={first} options={options} />
        </select>
      )}
    />
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';

const INPUT = 'mt-1 block min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-base';
const BUTTON =
  'inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-900 disabled:opacity-60';
export const FORM = 'space-y-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: ReactNode };

/** A labelled input of the login and first-admin forms; a `hint` below it is read with it. */
export function Field({ id, label, hint, ...input }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input id={id} {...input} aria-describedby={hint ? `${id}-hint` : undefined} className={INPUT} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** What is wrong with the form (announced), then its submit button. */
export function FormEnd({ problem, disabled, children }: { problem: string; disabled: boolean; children: ReactNode }) {
  return (
    <>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <button type="submit" disabled={disabled} className={BUTTON}>
        {children}
      </button>
    </>
  );
}

import type { ChangeEventHandler, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import * as m from '../i18n/messages.ts';

type ControlProps = InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>;

interface TextFieldProps extends ControlProps {
  id: string;
  label: string;
  /** Lines of a textarea; without it the field is an input. */
  rows?: number;
  /** Given (even ''), the line under the field that says what is wrong, read out when it changes. */
  error?: string;
}

/** A labelled text field of a storefront form: the label above, then the input or textarea. */
export function TextField({ id, label, rows, error, ...control }: TextFieldProps) {
  const errorId = `${id}-error`;
  const checked = error === undefined ? {} : { 'aria-invalid': error ? true : undefined, 'aria-describedby': errorId };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {rows ? <textarea id={id} rows={rows} {...control} /> : <input id={id} {...control} {...checked} />}
      {error !== undefined && (
        <p id={errorId} aria-live="polite" className="mt-1 min-h-5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The honeypot: off screen and out of the tab order, so only a bot fills it in. */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: ChangeEventHandler<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label htmlFor={id}>{m.honeypotLabel}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
    </div>
  );
}

/** Why the form was not sent, read out at once; an empty live region until then. */
export function FormError({ text }: { text: string }) {
  return (
    <p role="alert" className={text ? 'rounded-md bg-red-50 p-3 text-red-800' : 'sr-only'}>
      {text}
    </p>
  );
}

/** The form's button: it cannot send twice, and says it is busy while the form is being sent. */
export function SubmitButton({ sending, className, children }: { sending: boolean; className: string; children: ReactNode }) {
  return (
    <button type="submit" disabled={sending} aria-busy={sending} className={className}>
      {children}
    </button>
  );
}

import { useId, type ReactNode } from 'react';
import { btn, field } from '../styles.ts';

/** What the listing form gives each of its selling editors (options, price tiers, zones). */
export interface SectionProps {
  /** The schema's message when the last save was refused for these. */
  error?: string | null;
  disabled?: boolean;
  /** The section's id: the form moves the focus to it when its check fails. */
  id?: string;
}

interface EditorSectionProps extends SectionProps {
  legend: string;
  hint: ReactNode;
  /** The button under the rows that adds one, when the section has one. */
  add?: { label: string; onClick: () => void };
  /** Lets the section shrink below its content's width (a fieldset will not by default): the zones' image must fit a phone. */
  shrink?: boolean;
  children: ReactNode;
}

/** The frame of a selling editor: its legend and hint, its rows, an Add button, and the refused save's message (which then describes it). */
export function EditorSection({ id: sectionId, legend, hint, error, disabled, add, shrink, children }: EditorSectionProps) {
  const id = useId();
  return (
    <fieldset
      id={sectionId}
      tabIndex={-1}
      disabled={disabled}
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
      className={`${shrink ? 'min-w-0 ' : ''}rounded-md border border-stone-200 p-3 sm:col-span-2`}
    >
      <legend className="px-1 font-medium">{legend}</legend>
      <p id={`${id}-hint`} className={field.hint}>
        {hint}
      </p>
      {children}
      {add && (
        <button type="button" className={`${btn.secondary} mt-2`} onClick={add.onClick}>
          {add.label}
        </button>
      )}
      {error && (
        <p id={`${id}-error`} className={field.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { useId } from 'react';
import { btn, field } from '../styles.ts';
import { priceText } from './price-text.ts';
import type { ChoiceDraft, OptionDraft } from './selling-drafts.ts';

export interface OptionsEditorProps {
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
  /** The schema's message when the last save was refused for these. */
  error?: string | null;
  disabled?: boolean;
  /** The section's id: the form moves the focus to it when its check fails. */
  id?: string;
}

const NEW_CHOICE: ChoiceDraft = { label: '', surcharge: '0' };

/** Print options (Paper, Foil…), each with its choices and a surcharge per piece (₹0 allowed). */
export function OptionsEditor({ options, onChange, error, disabled, id: sectionId }: OptionsEditorProps) {
  const id = useId();
  const change = (index: number, next: OptionDraft) => onChange(options.map((o, i) => (i === index ? next : o)));
  const changeChoice = (option: OptionDraft, index: number, patch: Partial<ChoiceDraft>) => ({
    ...option,
    choices: option.choices.map((c, i) => (i === index ? { ...c, ...patch } : c)),
  });
  return (
    <fieldset
      id={sectionId}
      tabIndex={-1}
      disabled={disabled}
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
      className="rounded-md border border-stone-200 p-3 sm:col-span-2"
    >
      <legend className="px-1 font-medium">Options</legend>
      <p id={`${id}-hint`} className={field.hint}>
        E.g. Paper: Handmade +₹4, Glossy +₹0. The first choice is the one a visitor starts with.
      </p>
      <ul className="mt-2 space-y-3">
        {options.map((option, i) => {
          const n = i + 1;
          return (
            <li key={i} className="rounded-md bg-stone-50 p-2">
              <div className="flex flex-wrap items-end gap-2">
                <div className="min-w-40 flex-1">
                  <label htmlFor={`${id}-${i}-name`} className={field.label}>
                    Option name<span className="sr-only"> (option {n})</span>
                  </label>
                  <input
                    id={`${id}-${i}-name`}
                    className={field.input}
                    autoComplete="off"
                    maxLength={60}
                    placeholder="Paper"
                    value={option.name}
                    onChange={(e) => change(i, { ...option, name: e.target.value })}
                  />
                </div>
                <button type="button" className={btn.linkDanger} onClick={() => onChange(options.filter((_, j) => j !== i))}>
                  Remove option<span className="sr-only"> {n}</span>
                </button>
              </div>
              <ul className="mt-2 space-y-2 pl-3">
                {option.choices.map((choice, c) => {
                  const which = `(option ${n}, choice ${c + 1})`;
                  return (
                    <li key={c} className="flex flex-wrap items-end gap-2">
                      <div className="min-w-32 flex-[2]">
                        <label htmlFor={`${id}-${i}-${c}-label`} className={field.label}>
                          Choice<span className="sr-only"> {which}</span>
                        </label>
                        <input
                          id={`${id}-${i}-${c}-label`}
                          className={field.input}
                          autoComplete="off"
                          maxLength={60}
                          placeholder="Handmade"
                          value={choice.label}
                          onChange={(e) => change(i, changeChoice(option, c, { label: e.target.value }))}
                        />
                      </div>
                      <div className="min-w-24 flex-1">
                        <label htmlFor={`${id}-${i}-${c}-surcharge`} className={field.label}>
                          Surcharge (₹)<span className="sr-only"> {which}</span>
                        </label>
                        <input
                          id={`${id}-${i}-${c}-surcharge`}
                          className={field.input}
                          inputMode="decimal"
                          autoComplete="off"
                          value={choice.surcharge}
                          onChange={(e) => change(i, changeChoice(option, c, { surcharge: priceText(e.target.value) }))}
                        />
                      </div>
                      <button
                        type="button"
                        className={btn.linkDanger}
                        onClick={() => change(i, { ...option, choices: option.choices.filter((_, j) => j !== c) })}
                      >
                        Remove
                        <span className="sr-only">
                          {' '}
                          choice {c + 1} of option {n}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
              <button
                type="button"
                className={`${btn.secondary} mt-2`}
                onClick={() => change(i, { ...option, choices: [...option.choices, { ...NEW_CHOICE }] })}
              >
                Add choice<span className="sr-only"> to option {n}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className={`${btn.secondary} mt-2`} onClick={() => onChange([...options, { name: '', choices: [{ ...NEW_CHOICE }] }])}>
        Add option
      </button>
      {error && (
        <p id={`${id}-error`} className={field.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

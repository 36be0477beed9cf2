import { btn } from '../styles.ts';
import { LabelledInput, rowLabel } from '../labelled-input.tsx';
import { EditorSection, type SectionProps } from './editor-section.tsx';
import { priceText } from './price-text.ts';
import { hindiText, withHindi, type ChoiceDraft, type OptionDraft } from './selling-drafts.ts';

export interface OptionsEditorProps extends SectionProps {
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
}

const NEW_CHOICE: ChoiceDraft = { label: '', surcharge: '0' };

/** Print options (Paper, Foil…), each with its choices and a surcharge per piece (₹0 allowed). */
export function OptionsEditor({ options, onChange, ...section }: OptionsEditorProps) {
  const change = (index: number, next: OptionDraft) => onChange(options.map((o, i) => (i === index ? next : o)));
  const changeChoice = (option: OptionDraft, index: number, patch: Partial<ChoiceDraft>) => ({
    ...option,
    choices: option.choices.map((c, i) => (i === index ? { ...c, ...patch } : c)),
  });
  return (
    <EditorSection
      {...section}
      legend="Options"
      hint="E.g. Paper: Handmade +₹4, Glossy +₹0. The first choice is the one a visitor starts with."
      add={{ label: 'Add option', onClick: () => onChange([...options, { name: '', choices: [{ ...NEW_CHOICE }] }]) }}
    >
      <ul className="mt-2 space-y-3">
        {options.map((option, i) => {
          const n = i + 1;
          return (
            <li key={i} className="rounded-md bg-stone-50 p-2">
              <div className="flex flex-wrap items-end gap-2">
                <LabelledInput
                  className="min-w-40 flex-1"
                  label={rowLabel('Option name', `option ${n}`)}
                  autoComplete="off"
                  maxLength={60}
                  placeholder="Paper"
                  value={option.name}
                  onChange={(value) => change(i, { ...option, name: value })}
                />
                <LabelledInput
                  className="min-w-40 flex-1"
                  label={rowLabel('Hindi name (optional)', `option ${n}`)}
                  lang="hi"
                  autoComplete="off"
                  maxLength={60}
                  placeholder="कागज़"
                  value={hindiText(option, 'name')}
                  onChange={(value) => change(i, withHindi(option, 'name', value))}
                />
                <button type="button" className={btn.linkDanger} onClick={() => onChange(options.filter((_, j) => j !== i))}>
                  Remove option<span className="sr-only"> {n}</span>
                </button>
              </div>
              <ul className="mt-2 space-y-2 pl-3">
                {option.choices.map((choice, c) => {
                  const which = `(option ${n}, choice ${c + 1})`;
                  return (
                    <li key={c} className="flex flex-wrap items-end gap-2">
                      <LabelledInput
                        className="min-w-32 flex-[2]"
                        label={
                          <>
                            Choice<span className="sr-only"> {which}</span>
                          </>
                        }
                        autoComplete="off"
                        maxLength={60}
                        placeholder="Handmade"
                        value={choice.label}
                        onChange={(value) => change(i, changeChoice(option, c, { label: value }))}
                      />
                      <LabelledInput
                        className="min-w-32 flex-[2]"
                        label={
                          <>
                            Hindi name (optional)<span className="sr-only"> {which}</span>
                          </>
                        }
                        lang="hi"
                        autoComplete="off"
                        maxLength={60}
                        placeholder="हाथ का बना"
                        value={hindiText(choice, 'label')}
                        onChange={(value) => change(i, changeChoice(option, c, withHindi(choice, 'label', value)))}
                      />
                      <LabelledInput
                        className="min-w-24 flex-1"
                        label={
                          <>
                            Surcharge (₹)<span className="sr-only"> {which}</span>
                          </>
                        }
                        inputMode="decimal"
                        autoComplete="off"
                        value={choice.surcharge}
                        onChange={(value) => change(i, changeChoice(option, c, { surcharge: priceText(value) }))}
                      />
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
    </EditorSection>
  );
}

import { useState, type FormEvent } from 'react';
import { PRINTING_LIMITS, PRINTING_MESSAGES, PrintingSettingsInputSchema, type PrintingSettings } from '../../../contract/printing.ts';
import { btn, field, FormFooter, LabelledInput, rowLabel } from '../components/index.ts';
import { errorMessage } from '../lib/admin-api.ts';
import { useSavePrintingSettings, type PrintingForm as Values } from './printing-queries.ts';

const valuesOf = (s: PrintingSettings): Values => ({
  sheets: s.sheets.map((sheet) => ({ name: sheet.name, widthMm: String(sheet.widthMm), heightMm: String(sheet.heightMm), cost: sheet.cost })),
  marginMm: String(s.marginMm),
  wastagePercent: String(s.wastagePercent),
});

/** Digits and one decimal point, as a number field on a phone lets through. */
const decimalText = (text: string) => text.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');

/** The printing settings: the sheets as rows (name, size, cost), then margin and wastage; checked with the server's own schema. */
export function PrintingForm({ settings }: { settings: PrintingSettings }) {
  const save = useSavePrintingSettings();
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [problem, setProblem] = useState<string | null>(null);
  const setSheet = (index: number, patch: Partial<Values['sheets'][number]>) => {
    setValues((v) => ({ ...v, sheets: v.sheets.map((s, i) => (i === index ? { ...s, ...patch } : s)) }));
    setProblem(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = PrintingSettingsInputSchema.safeParse(values);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? PRINTING_MESSAGES.saveFailed);
    setProblem(null);
    save.mutate(values, { onError: (error) => setProblem(errorMessage(error, PRINTING_MESSAGES.saveFailed)) });
  };
  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl gap-6" aria-describedby={problem ? 'printing-problem' : undefined}>
      <fieldset className="rounded-md border border-stone-200 p-3">
        <legend className="px-1 font-medium">Sheets</legend>
        <p className={field.hint}>
          The paper the press takes, and what one sheet costs you to print on one side (paper and printing). Costs are yours alone: customers never see them.
        </p>
        <ul className="mt-2 space-y-3">
          {values.sheets.map((sheet, i) => (
            <li key={i} className="flex flex-wrap items-end gap-2 border-b border-stone-100 pb-3">
              <LabelledInput
                className="min-w-32 flex-[2]"
                label={rowLabel('Name', `sheet ${i + 1}`)}
                value={sheet.name}
                maxLength={PRINTING_LIMITS.name}
                onChange={(name) => setSheet(i, { name })}
              />
              <LabelledInput
                className="min-w-20 flex-1"
                label={rowLabel('Width (mm)', `sheet ${i + 1}`)}
                inputMode="decimal"
                value={sheet.widthMm}
                onChange={(v) => setSheet(i, { widthMm: decimalText(v) })}
              />
              <LabelledInput
                className="min-w-20 flex-1"
                label={rowLabel('Height (mm)', `sheet ${i + 1}`)}
                inputMode="decimal"
                value={sheet.heightMm}
                onChange={(v) => setSheet(i, { heightMm: decimalText(v) })}
              />
              <LabelledInput
                className="min-w-20 flex-1"
                label={rowLabel('Cost (₹)', `sheet ${i + 1}`)}
                inputMode="decimal"
                value={sheet.cost}
                onChange={(v) => setSheet(i, { cost: decimalText(v) })}
              />
              <button
                type="button"
                className={btn.linkDanger}
                disabled={values.sheets.length <= 1}
                onClick={() => setValues((v) => ({ ...v, sheets: v.sheets.filter((_, j) => j !== i) }))}
              >
                Remove<span className="sr-only"> sheet {i + 1}</span>
              </button>
            </li>
          ))}
        </ul>
        {values.sheets.length < PRINTING_LIMITS.sheets && (
          <button
            type="button"
            className={`${btn.secondary} mt-2`}
            onClick={() => setValues((v) => ({ ...v, sheets: [...v.sheets, { name: '', widthMm: '', heightMm: '', cost: '0' }] }))}
          >
            Add sheet
          </button>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledInput
          label="Margin (mm)"
          hint="The edge of the sheet the press cannot print on, on every side."
          inputMode="decimal"
          value={values.marginMm}
          onChange={(v) => setValues((old) => ({ ...old, marginMm: decimalText(v) }))}
        />
        <LabelledInput
          label="Wastage (%)"
          hint="Extra sheets for setting up the press, added to every job and rounded up."
          inputMode="decimal"
          value={values.wastagePercent}
          onChange={(v) => setValues((old) => ({ ...old, wastagePercent: decimalText(v) }))}
        />
      </div>
      <FormFooter problemId="printing-problem" problem={problem} saving={save.isPending} />
    </form>
  );
}

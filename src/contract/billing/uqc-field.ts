import { text } from '../fields.ts';
import { DEFAULT_UQC, UQC_UNITS, type Uqc } from './uqc.ts';

const UQC_MESSAGE = `Unit (UQC) must be one of ${UQC_UNITS.map((u) => u.code).join(', ')}.`;

/** The code in any case ("pcs"), or the list's own label ("PCS – pieces"), as a spreadsheet may hold it; blank is NOS. */
const uqcOf = (v: string): Uqc | null => {
  const typed = v.trim().toUpperCase();
  if (typed === '') return DEFAULT_UQC;
  return UQC_UNITS.find((u) => u.code === typed || u.label.toUpperCase() === typed)?.code ?? null;
};

/** A form's unit field (a listing's). */
export const uqcField = () =>
  text('uqc')
    .refine((v) => uqcOf(v) !== null, UQC_MESSAGE)
    .transform((v) => uqcOf(v)!);

import type { Listing } from '../../../../contract/catalogue.ts';
import { DEFAULT_BLEED_MM, PrintSizeSchema } from '../../../../contract/print-size.ts';

/**
 * The listing's print size (issue 29) as the form holds it: one value, the JSON text of what is typed
 * (numbers still text). Blank width and height is "no print size"; sent as the contract's shape and
 * checked by its schema before sending.
 */
export interface PrintDraft {
  widthMm: string;
  heightMm: string;
  bleedMm: string;
  sides: '1' | '2';
}

export const EMPTY_PRINT: PrintDraft = { widthMm: '', heightMm: '', bleedMm: String(DEFAULT_BLEED_MM), sides: '1' };

export function readPrint(text: string): PrintDraft {
  try {
    const parsed = JSON.parse(text || '{}') as Partial<PrintDraft>;
    return { ...EMPTY_PRINT, ...parsed };
  } catch {
    return EMPTY_PRINT;
  }
}

export const printOf = (l: Listing): string =>
  JSON.stringify(
    l.print
      ? { widthMm: String(l.print.widthMm), heightMm: String(l.print.heightMm), bleedMm: String(l.print.bleedMm), sides: String(l.print.sides) }
      : EMPTY_PRINT,
  );

const isBlank = (d: PrintDraft) => !d.widthMm.trim() && !d.heightMm.trim();
const numberOr = (text: string): number | string => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : text.trim());

/** What is sent: '' clears the size; otherwise numbers where they are numbers, the rest as typed for the schema to name. */
export function sendPrint(text: string): string {
  const d = readPrint(text);
  if (isBlank(d)) return '';
  return JSON.stringify({ widthMm: numberOr(d.widthMm), heightMm: numberOr(d.heightMm), bleedMm: numberOr(d.bleedMm || '0'), sides: Number(d.sides) });
}

/** The schema's message when the size cannot be sent, else null. */
export function checkPrint(text: string): string | null {
  const sent = sendPrint(text);
  if (!sent) return null;
  const parsed = PrintSizeSchema.safeParse(JSON.parse(sent));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the print size.');
}

import type { RecordProblem } from '../../../contract/quote-records.ts';
import { RECORD_LIMITS } from '../../../contract/quote-records.ts';
import type { RecordTexts } from '../../../contract/quote-record-texts.ts';
import { isPhotoZone, type PersonalField } from '../../../contract/selling.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { ZoneBox, ZoneFit } from './text-fit.ts';

/** One card: its row as the sheet numbers it (header = 1) and each zone's text (a photo zone: the photo's file name). */
interface SheetRecord {
  row: number;
  values: Record<string, string>;
}

export interface SheetRecords {
  records: SheetRecord[];
  problems: RecordProblem[];
}

export interface RecordsInput {
  fields: PersonalField[];
  /** Each text zone's box at the master picture's size, by key. */
  boxes: ReadonlyMap<string, ZoneBox>;
  /** Whether a text fits a box (text-fit.ts's zoneFitter). */
  fits: ZoneFit;
  texts: RecordTexts;
  /** The zone's name in the reader's language. */
  labelOf: (field: PersonalField) => string;
}

/** How a header names a zone: case, spaces and underscores ignored ("Roll No" = roll_no = "ROLLNO"). */
const headerKey = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_]+/g, '');

/** A cell as kept: one line of text, no control characters (PostgreSQL cannot keep a NUL), trimmed. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what goes
const cleanCell = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/** Which column holds which zone; a header naming no zone (S. No., a remark) is left alone. */
function columnsOf(header: string[], input: RecordsInput): Map<number, PersonalField> {
  const names = new Map<string, PersonalField>();
  for (const field of input.fields) {
    for (const name of [field.key, field.label, field.translations?.hi?.label]) {
      if (name && !names.has(headerKey(name))) names.set(headerKey(name), field);
    }
  }
  const columns = new Map<number, PersonalField>();
  header.forEach((cell, index) => {
    const field = names.get(headerKey(cell));
    if (!field) return;
    if ([...columns.values()].includes(field)) throw badRequest(input.texts.twoColumns(input.labelOf(field)));
    columns.set(index, field);
  });
  const missing = input.fields.filter((f) => f.required && ![...columns.values()].includes(f));
  if (columns.size === 0 || missing.length > 0) {
    throw badRequest(input.texts.noColumns((columns.size === 0 ? input.fields : missing).map(input.labelOf).join(', ')));
  }
  return columns;
}

/**
 * The sheet's rows as cards, with what is wrong with each: an empty required zone, a text too long
 * for its zone even shrunk to 70 %, a cell past RECORD_LIMITS.cellChars (cut there), a row the same as
 * an earlier one. Rows with problems are kept (the customer fixes and sends the sheet again); wholly
 * blank rows are skipped. A header that names no zone at all, or lacks a required one, is a 400.
 */
export function sheetRecords(cells: string[][], input: RecordsInput): SheetRecords {
  const columns = columnsOf(cells[0] ?? [], input);
  const { texts } = input;
  const records: SheetRecord[] = [];
  const problems: RecordProblem[] = [];
  const seen = new Map<string, number>();
  for (let index = 1; index < cells.length; index++) {
    const row = index + 1;
    const values: Record<string, string> = {};
    for (const [column, field] of columns) values[field.key] = cleanCell(cells[index]![column] ?? '');
    if (Object.values(values).every((v) => !v)) continue;
    for (const field of columns.values()) {
      const label = input.labelOf(field);
      const value = values[field.key]!;
      const problem = (text: string) => problems.push({ row, field: field.key, problem: text });
      if (!value) {
        if (field.required) problem(texts.empty(label));
      } else if ([...value].length > RECORD_LIMITS.cellChars) {
        values[field.key] = [...value].slice(0, RECORD_LIMITS.cellChars).join('');
        problem(texts.cellTooLong(label, RECORD_LIMITS.cellChars));
      } else if (!isPhotoZone(field)) {
        const box = input.boxes.get(field.key);
        if (box && !input.fits(value, box)) problem(texts.tooLong(label));
      }
    }
    const same = JSON.stringify(Object.values(values).map((v) => v.toLowerCase()));
    const first = seen.get(same);
    if (first) problems.push({ row, field: '', problem: texts.duplicate(first) });
    else seen.set(same, row);
    records.push({ row, values });
  }
  if (records.length === 0) throw badRequest(texts.noRows);
  return { records, problems };
}

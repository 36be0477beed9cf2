import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { badRequest } from '../../lib/http-errors.ts';

/**
 * CSV as Excel reads and writes it: UTF-8 with a byte-order mark (without it Excel shows ₹ and
 * Hindi as mojibake), CRLF line ends. Parsing and writing are csv-parse's and csv-stringify's
 * (quotes, commas and line breaks inside cells); nothing here splits text by hand.
 */

/** Excel runs a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * On export a cell that Excel would run is prefixed with an apostrophe; so is one that already
 * starts with an apostrophe followed by such a character or another apostrophe, so that the import's
 * one-apostrophe strip gives back exactly what was exported.
 */
export function guardFormula(cell: string): string {
  return FORMULA_START.test(cell) || /^'[=+\-@\t\r']/.test(cell) ? `'${cell}` : cell;
}

/** The import's half of guardFormula. */
export function unguardFormula(cell: string): string {
  return /^'[=+\-@\t\r']/.test(cell) ? cell.slice(1) : cell;
}

export function writeCsv(rows: readonly (readonly string[])[]): Buffer {
  return Buffer.from(stringify(rows as string[][], { bom: true, record_delimiter: 'windows' }), 'utf8');
}

const NOT_UTF8 = 'The file is not UTF-8 text. In Excel choose File → Save As → "CSV UTF-8 (Comma delimited)".';

/** UTF-8 (with or without its BOM) or UTF-16 with a BOM (Excel's "Unicode text"); anything else is refused, never guessed. */
export function decodeCsv(bytes: Buffer): string {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    // TextDecoder drops a UTF-8 BOM by itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(NOT_UTF8);
  }
}

/** Excel saves with ';' where the decimal comma is the habit, and "Unicode text" with tabs: the header line says which. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r|\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

/** Every record as its cells (rows may differ in length: the caller names such a row). */
export function readCsv(text: string, maxRows: number): string[][] {
  let records: string[][];
  try {
    records = parse(text, { delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: false, bom: true }) as string[][];
  } catch (err) {
    throw badRequest(`The file could not be read as CSV: ${(err as Error).message}`);
  }
  // The header plus the rows.
  if (records.length - 1 > maxRows) throw badRequest(`The file has more than ${maxRows} rows; split it into several files.`);
  return records;
}

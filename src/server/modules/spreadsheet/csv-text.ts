import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse, type Parser } from 'csv-parse';
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

/** What is parsed in one turn of the event loop: small enough that no other request waits for it. */
const CHUNK_CHARS = 64 * 1024;

/**
 * Every record as its cells (rows may differ in length: the caller names such a row). Blank lines
 * are records too, so the limit counts every line: parsing stops at the first record past it,
 * without reading the rest (a file of blank lines once took minutes and gigabytes to refuse).
 */
export async function readCsv(text: string, maxRows: number): Promise<string[][]> {
  // The header, the rows the limit allows, and one more to know it is passed.
  const parser = parse({ delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: false, bom: true, to: maxRows + 2 });
  feed(parser, text).catch((err: unknown) => parser.destroy(err as Error));
  const records: string[][] = [];
  try {
    for await (const record of parser) records.push(record as string[]);
  } catch (err) {
    throw badRequest(`The file could not be read as CSV: ${(err as Error).message}`);
  }
  // The header plus the rows.
  if (records.length - 1 > maxRows) throw badRequest(`The file has more than ${maxRows} rows; split it into several files.`);
  return records;
}

/** The text a chunk per turn of the event loop, until the parser has had enough (or failed). */
async function feed(parser: Parser, text: string): Promise<void> {
  let at = 0;
  while (at < text.length) {
    await nextTurn();
    if (parser.destroyed || parser.writableEnded) return;
    let end = Math.min(at + CHUNK_CHARS, text.length);
    // Never between the two halves of a surrogate pair (an emoji would become U+FFFD).
    if (end < text.length && /[\ud800-\udbff]/.test(text[end - 1]!)) end -= 1;
    parser.write(Buffer.from(text.slice(at, end), 'utf8'));
    at = end;
  }
  if (!parser.destroyed && !parser.writableEnded) parser.end();
}

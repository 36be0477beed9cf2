import { RECORD_LIMITS } from '../../../contract/quote-records.ts';
import type { RecordTexts } from '../../../contract/quote-record-texts.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { decodeCsv, readCsv } from '../spreadsheet/csv-text.ts';
import { NotAWorkbook, readXlsxCells } from './xlsx-cells.ts';

const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');

/**
 * A sheet's rows of cells, told apart by their bytes, never by the file's name: a zip that holds a
 * workbook is XLSX, UTF-8 or UTF-16 text is CSV; anything else (an old .xls, a PDF, a photo) is a
 * 400 in the quote's language, and so is more than RECORD_LIMITS.rows rows under the header.
 */
export async function readSheetCells(bytes: Buffer, texts: RecordTexts): Promise<string[][]> {
  const max = RECORD_LIMITS.rows;
  let rows: string[][];
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    try {
      rows = await readXlsxCells(bytes, max);
    } catch (err) {
      if (err instanceof NotAWorkbook) throw badRequest(texts.notASheet);
      throw err;
    }
  } else {
    let text: string;
    try {
      text = decodeCsv(bytes);
    } catch {
      throw badRequest(texts.notASheet);
    }
    // A PDF can be plain ASCII; most other files are not UTF-8 at all and are refused above.
    if (text.startsWith('%PDF-')) throw badRequest(texts.notASheet);
    try {
      rows = await readCsv(text, max);
    } catch (err) {
      // readCsv stops reading past the limit and says so; its other refusals are an unreadable file.
      throw badRequest(/more than \d+ rows/.test((err as Error).message) ? texts.tooManyRows(max) : texts.notASheet);
    }
  }
  while (rows.length > 0 && rows.at(-1)!.every((c) => !c.trim())) rows.pop();
  if (rows.length - 1 > max) throw badRequest(texts.tooManyRows(max));
  return rows;
}

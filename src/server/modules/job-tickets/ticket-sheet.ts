import { layOut } from '../../../contract/imposition.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { printJob, type PrintJob } from '../printing/print-job.ts';
import { impositionFor } from '../printing/printing.service.ts';
import { readPrinting } from '../printing/printing-settings.repository.ts';

/** The press sheet a job is printed on, and how the job fills it (the printing module's imposition). */
export interface TicketSheet {
  name: string;
  sheets: number;
  perSheet: number;
}

/** The job as the press sees it, or null while it has no print size (or no item): no layout to print. */
async function sizedJob(db: Database, quoteId: string): Promise<PrintJob | null> {
  try {
    return (await printJob(db, quoteId)).job;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 409) return null;
    throw err;
  }
}

/** The first sheet of the printing settings the piece fits on. */
async function firstSheetThatFits(db: Database, job: PrintJob): Promise<string | undefined> {
  const { sheets, marginMm } = await readPrinting(db);
  return sheets.find((sheet) => layOut(sheet, job.size, marginMm))?.name;
}

/**
 * The ticket's sheet: `sheetName` (an unknown one is a 400, one the piece does not fit a 409, both
 * saying why) or, without one, the first sheet of the settings the piece fits on. Null when the job
 * has no layout (no print size yet, or no sheet it fits): the ticket prints "—".
 */
export async function ticketSheet(db: Database, quoteId: string, sheetName: string | undefined): Promise<TicketSheet | null> {
  const job = await sizedJob(db, quoteId);
  if (!job) return null;
  const name = sheetName?.trim() || (await firstSheetThatFits(db, job));
  if (!name) return null;
  const { answer } = await impositionFor(db, quoteId, name);
  return { name: answer.sheet.name, sheets: answer.sheets, perSheet: answer.perSheet };
}

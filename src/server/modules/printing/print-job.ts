import type { PersonalField } from '../../../contract/selling.ts';
import type { PrintSize } from '../../../contract/print-size.ts';
import type { Database } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { isId } from '../../lib/ids.ts';
import { findListing } from '../listings/listings.repository.ts';
import { jobRowCount, jobRows, type JobRow } from './job-rows.ts';

export const PRINT_REFUSALS = {
  notApproved: 'The customer has not approved a proof of this job yet: the print file is made from the approved version.',
  noListing: 'This job’s item no longer exists, so its print size and design are unknown.',
  noSize: (title: string) => `Set the print size of “${title}” first (the listing form, Print size).`,
  pictureProof: (version: number) =>
    `The approved proof ${version} is a picture without a PDF: a print file is made from the shop’s drawn design or from a proof sent with its PDF.`,
  noPicture: 'The item has no picture to print.',
  noBack: 'A two-sided print needs a second picture on the item for the back.',
  pdfGone: 'The approved proof’s PDF is missing from the store.',
} as const;

/** A job as the press sees it: what is printed, how big, how many. */
export interface PrintJob {
  quoteId: string;
  orderNumber: string;
  title: string;
  quantity: number;
  /** The cards of a job with rows (0 for one design): what is printed, one each, so the sheets follow it. */
  rows: number;
  size: PrintSize;
}

/** What the approved version is drawn from. */
export type Artwork =
  | { kind: 'drawn'; pictures: string[]; fields: PersonalField[]; texts: Record<string, string> }
  | { kind: 'rows'; pictures: string[]; fields: PersonalField[]; rows: JobRow[] }
  | { kind: 'pdf'; key: string; version: number };

/** The quote's stored texts ([{key, label, text}]) by zone key. */
function readTexts(stored: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return {};
    const texts: Record<string, string> = {};
    for (const item of parsed as { key?: unknown; text?: unknown }[]) {
      if (typeof item?.key === 'string' && typeof item.text === 'string') texts[item.key] = item.text;
    }
    return texts;
  } catch {
    return {};
  }
}

async function quoteRow(db: Database, id: string) {
  if (!isId(id)) throw notFound('No such job.');
  const row = await db
    .selectFrom('quotes')
    .select(['id', 'listing_id', 'listing_title', 'quantity', 'texts', 'order_number', 'approved_at'])
    .where('id', '=', id.toLowerCase())
    .executeTakeFirst();
  if (!row) throw notFound('No such job.');
  return row;
}

/** The job's size and quantity (the layout needs no approval: the owner plans the paper before it). */
export async function printJob(db: Database, id: string) {
  const row = await quoteRow(db, id);
  const listing = row.listing_id ? await findListing(db, row.listing_id) : undefined;
  if (!listing) throw conflict(PRINT_REFUSALS.noListing);
  if (!listing.print) throw conflict(PRINT_REFUSALS.noSize(listing.title));
  const job: PrintJob = {
    quoteId: row.id,
    orderNumber: row.order_number ?? '',
    title: listing.title,
    quantity: Number(row.quantity),
    rows: await jobRowCount(db, row.id),
    size: listing.print,
  };
  return { job, listing, row };
}

/** The job and the version the customer approved; 409 with the reason while there is none to print. */
export async function approvedJob(db: Database, id: string): Promise<{ job: PrintJob; artwork: Artwork }> {
  const { job, listing, row } = await printJob(db, id);
  if (!row.approved_at) throw conflict(PRINT_REFUSALS.notApproved);
  const approved = await db
    .selectFrom('quote_proofs')
    .select(['version', 'file', 'attachment'])
    .where('quote_id', '=', row.id)
    .where('status', '=', 'approved')
    .orderBy('version', 'desc')
    .executeTakeFirst();
  // A job with rows prints every card from the item's design, whatever form its proofs took.
  const rows = job.rows > 0 ? await jobRows(db, row.id) : [];
  // No row: approved before proofs had rows, which was always the drawn design.
  if (rows.length === 0 && approved && approved.file !== null) {
    if (!approved.attachment) throw conflict(PRINT_REFUSALS.pictureProof(Number(approved.version)));
    return { job, artwork: { kind: 'pdf', key: approved.attachment, version: Number(approved.version) } };
  }
  if (listing.images.length === 0) throw conflict(PRINT_REFUSALS.noPicture);
  if (job.size.sides === 2 && listing.images.length < 2) throw conflict(PRINT_REFUSALS.noBack);
  const pictures = listing.images.slice(0, job.size.sides);
  if (rows.length > 0) return { job, artwork: { kind: 'rows', pictures, fields: listing.fields, rows } };
  return { job, artwork: { kind: 'drawn', pictures, fields: listing.fields, texts: readTexts(row.texts) } };
}

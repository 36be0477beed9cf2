import type { Database } from '../../db/database.ts';
import { AddressTurns } from '../../lib/address-turns.ts';
import { ByteLru } from '../../lib/byte-lru.ts';
import { isId } from '../../lib/ids.ts';
import { shopDrawingLine } from './drawing-line.ts';
import { modelFromJson } from './invoice-model.ts';

/** A bill's PDF drawn from its frozen model (VOID once voided); pdfkit is loaded on the first bill only. */
async function drawBill(row: { model: string; voided_at: string | null }): Promise<Buffer> {
  const { renderInvoicePdf } = await import('../billing/invoice-pdf.ts');
  return renderInvoicePdf(modelFromJson(row.model, row.voided_at !== null));
}

/**
 * Draws the bill as it stands and keeps the bytes, outside any transaction (a drawing takes 100–450 ms;
 * on SQLite a transaction held that long stops every write). Kept only where none is yet and the bill
 * is still as drawn: voiding clears the kept PDF in the same statement, so a drawing that started before
 * the bill was voided is never kept after it. Returns the bytes kept, or these if the bill changed meanwhile.
 */
export async function keepBillPdf(db: Database, id: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('invoices').select(['model', 'voided_at']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const pdf = await drawBill(row);
  const kept = await db
    .updateTable('invoices')
    .set({ pdf })
    .where('id', '=', id)
    .where('pdf', 'is', null)
    .where('voided_at', row.voided_at === null ? 'is' : 'is not', null)
    .executeTakeFirst();
  if (Number(kept.numUpdatedRows) > 0) return pdf;
  const other = await db.selectFrom('invoices').select('pdf').where('id', '=', id).executeTakeFirst();
  return other?.pdf ?? pdf;
}

/** A bill to download, without its PDF. */
export type BillFile = { id: string; number: string; voided_at: string | null };

export async function billFile(db: Database, id: string): Promise<BillFile | undefined> {
  if (!isId(id)) return undefined;
  return db.selectFrom('invoices').select(['id', 'number', 'voided_at']).where('id', '=', id.toLowerCase()).executeTakeFirst();
}

export const DOWNLOADS_WAITING = 'Your other bill downloads are still under way. Please wait for them, then try again.';
/**
 * One download of an address at a time, at most ten a second: a bill's own client needs no more, and
 * one asking on many connections takes no more than that from the shop's pages (a download costs the
 * server about as much as ten pages).
 */
const DOWNLOAD_TURNS = { inFlight: 1, waiting: 8, spacingMs: 100 };

/** The PDFs last downloaded, so that a bill asked for again and again is not read again each time (a bill with a logo is ~100 KB). */
const KEPT_IN_MEMORY_BYTES = 4 * 1024 * 1024;

interface Shop {
  downloads: AddressTurns;
  recent: ByteLru<Buffer>;
}
const shops = new WeakMap<Database, Shop>();

/**
 * A bill to download, found by `find` in the client's turn (`address`: addressKey of its IP), with its
 * PDF: the kept bytes, or for a bill not drawn yet its drawing in the shop's one line of drawings,
 * kept for every download after. Undefined when there is no such bill.
 */
export function downloadBill(db: Database, address: string, find: () => Promise<BillFile | undefined>): Promise<(BillFile & { pdf: Buffer }) | undefined> {
  let shop = shops.get(db);
  if (!shop) {
    shop = { downloads: new AddressTurns(DOWNLOAD_TURNS, DOWNLOADS_WAITING), recent: new ByteLru(KEPT_IN_MEMORY_BYTES) };
    shops.set(db, shop);
  }
  const { recent } = shop;
  const drawings = shopDrawingLine(db);
  return shop.downloads.run(address, async () => {
    const bill = await find();
    if (!bill) return undefined;
    // Once kept, a bill's PDF never changes until the bill is voided (then the VOID one is kept, once): by id and void time, bytes in memory are the bytes kept.
    const key = `${bill.id}:${bill.voided_at ?? 'standing'}`;
    let pdf = recent.get(key) ?? (await db.selectFrom('invoices').select('pdf').where('id', '=', bill.id).executeTakeFirst())?.pdf;
    pdf ??= await drawings.run(key, () => keepBillPdf(db, bill.id));
    if (!pdf) return undefined;
    recent.set(key, pdf);
    return { ...bill, pdf };
  });
}

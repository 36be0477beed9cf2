import { checkGstin } from '../../../contract/billing/gstin.ts';
import { findState } from '../../../contract/billing/gst-states.ts';
import { rateMillis } from '../../../contract/billing/gst-rate.ts';
import { INVOICE_MESSAGES as M, type InvoiceRequest } from '../../../contract/invoices.ts';
import { toPaise } from '../../../contract/money.ts';
import { TOKEN_PATTERN } from '../../../contract/quotes.ts';
import type { Database } from '../../db/database.ts';
import { isId, newId, nowIso } from '../../lib/ids.ts';
import type { MediaStore } from '../../media/media-store.ts';
import type { InvoiceModel } from '../billing/invoice-pdf.ts';
import { readBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import { paidOnQuotes } from '../billing-settings/paid-on-quote.ts';
import { linesForPrice, modelFromJson, modelToJson } from './invoice-model.ts';
import { nextInvoiceNumber } from './invoice-numbers.repository.ts';
import { latestInvoicesOf } from './quote-invoice.repository.ts';

export type InvoiceOutcome<T> = { status: 'done'; value: T } | { status: 'missing'; message: string } | { status: 'refused' | 'conflict'; message: string };

const refused = (message: string) => ({ status: 'refused' as const, message });
const conflict = (message: string) => ({ status: 'conflict' as const, message });

/** The site's logo (a stored JPEG or PNG original), for the bill; null without one. */
async function shopLogo(media: MediaStore, url: string): Promise<Buffer | null> {
  const name = /^\/media\/([0-9a-f]{32}\.(?:jpg|png))$/.exec(url)?.[1];
  if (!name) return null;
  const bytes = await media.read(name).catch(() => null);
  const isJpeg = bytes?.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
  const isPng = bytes?.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return isJpeg || isPng ? bytes! : null;
}

/** "Wedding card (Paper: Glossy, Foil: Gold)": the item with the options its price includes. */
function itemName(title: string, choicesJson: string): string {
  let choices: Record<string, string> = {};
  try {
    choices = JSON.parse(choicesJson) as Record<string, string>;
  } catch {
    // An unreadable record of choices leaves the title alone.
  }
  const options = Object.entries(choices).map(([k, v]) => `${k}: ${v}`);
  return options.length ? `${title} (${options.join(', ')})` : title;
}

/**
 * Makes the bill of a priced quote (issue 18, item 4): checks everything first, then numbers and
 * stores it in one transaction. One bill a job: a second is refused while the first stands; a void
 * bill keeps its number and a new bill takes the next one.
 */
export async function makeInvoice(
  db: Database,
  media: MediaStore,
  quoteId: string,
  input: InvoiceRequest,
  at: Date,
): Promise<InvoiceOutcome<{ id: string; number: string }>> {
  // Not an id (a NUL, which PostgreSQL refuses in a query): no such quote.
  const quote = isId(quoteId) ? await db.selectFrom('quotes').selectAll().where('id', '=', quoteId).executeTakeFirst() : undefined;
  if (!quote) return { status: 'missing', message: 'Quote not found' };
  if (quote.status === 'cancelled') return conflict(M.cancelled);
  if (quote.final_price === null) return conflict(M.notPriced);

  const saved = await db.selectFrom('billing_settings').select('id').where('id', '=', 1).executeTakeFirst();
  const settings = await readBillingSettings(db);
  const gst = settings.gstMode !== 'none';
  if (!saved || !findState(settings.state) || !settings.address || (gst && (!settings.gstin || !settings.legalName))) return conflict(M.settingsFirst);

  let customerGstin: string | null = null;
  if (input.customerGstin) {
    const checked = checkGstin(input.customerGstin);
    if (!checked.ok) return refused(checked.error);
    customerGstin = checked.gstin;
  }
  const customerState = input.state ? findState(input.state) : undefined;
  if (input.state && !customerState) return refused(M.state);

  const listing = quote.listing_id
    ? await db.selectFrom('listings').select(['hsn', 'gst_rate']).where('id', '=', quote.listing_id).executeTakeFirst()
    : undefined;
  const gstRate = listing?.gst_rate || null;
  if (settings.gstMode === 'regular' && (!gstRate || rateMillis(gstRate) === null)) return conflict(M.noRate(quote.listing_title));

  const site = await db.selectFrom('site_configs').select(['name', 'phone', 'logo']).orderBy('created_at').orderBy('id').executeTakeFirst();
  const paid = (await paidOnQuotes(db, [quote.id])).get(quote.id) ?? 0n;
  const item = {
    description: itemName(quote.listing_title, quote.choices),
    hsn: listing?.hsn || null,
    gstRate: settings.gstMode === 'regular' ? gstRate : null,
  };
  const model: InvoiceModel = {
    mode: settings.gstMode,
    shop: {
      name: site?.name || settings.legalName,
      legalName: settings.legalName || null,
      address: settings.address,
      state: settings.state,
      gstin: settings.gstin || null,
      phone: site?.phone || null,
      logoPng: site ? await shopLogo(media, site.logo) : null,
    },
    number: '',
    date: at,
    customer: {
      name: input.customerName || quote.name,
      phone: quote.phone || null,
      gstin: customerGstin,
      address: input.address || null,
      state: customerState?.name ?? null,
    },
    ...linesForPrice({
      mode: settings.gstMode,
      item,
      quantity: quote.quantity,
      pricePaise: toPaise(quote.final_price),
      shopState: settings.state,
      customerState: customerState?.name,
      customerGstin,
    }),
    advanceReceivedPaise: paid,
  };

  return db
    .transaction()
    .execute(async (trx) => {
      // The counter first: a second bill of the same job at once waits here, then sees the first one.
      const { number, financialYear } = await nextInvoiceNumber(trx, settings.numberPrefix, at);
      const standing = await trx.selectFrom('invoices').select('number').where('quote_id', '=', quote.id).where('voided_at', 'is', null).executeTakeFirst();
      if (standing) {
        // Thrown, so the counter's step is rolled back with it: numbers stay consecutive.
        throw new StandingBill(standing.number);
      }
      const id = newId();
      await trx
        .insertInto('invoices')
        .values({
          id,
          number,
          quote_id: quote.id,
          financial_year: financialYear,
          model: modelToJson({ ...model, number }),
          voided_at: null,
          created_at: at.toISOString(),
        })
        .execute();
      return { status: 'done' as const, value: { id, number } };
    })
    .catch((err: unknown) => {
      if (err instanceof StandingBill) return conflict(M.alreadyBilled(err.number));
      throw err;
    });
}

class StandingBill extends Error {
  constructor(readonly number: string) {
    super(number);
  }
}

/** Voids a bill: it keeps its number, and its PDF says VOID from now on. */
export async function voidInvoice(db: Database, id: string, reason: string): Promise<InvoiceOutcome<{ number: string }>> {
  const bill = await findInvoiceRow(db, id);
  if (!bill) return { status: 'missing', message: M.notFound };
  const done = await db
    .updateTable('invoices')
    .set({ voided_at: nowIso(), void_reason: reason })
    .where('id', '=', bill.id)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) return conflict(M.alreadyVoid(bill.number));
  return { status: 'done', value: { number: bill.number } };
}

export async function findInvoiceRow(db: Database, id: string) {
  if (!isId(id)) return undefined;
  return db.selectFrom('invoices').selectAll().where('id', '=', id.toLowerCase()).executeTakeFirst();
}

/** A bill as PDF bytes, drawn from its frozen model (pdfkit is loaded on the first bill only). */
export async function invoicePdf(row: { model: string; voided_at: string | null; number: string }): Promise<{ number: string; pdf: Buffer }> {
  const { renderInvoicePdf } = await import('../billing/invoice-pdf.ts');
  return { number: row.number, pdf: await renderInvoicePdf(modelFromJson(row.model, row.voided_at !== null)) };
}

/** The file name of a bill: its number with "/" made "-" ("INV-26-27-0042.pdf"). */
export const invoiceFileName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

/** The customer's bill: the latest bill of the quote whose token this is; none for another quote's token. */
export async function invoiceOfToken(db: Database, token: string) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const quote = await db.selectFrom('quotes').select(['id', 'token']).where('token', '=', token).executeTakeFirst();
  if (!quote) return undefined;
  const latest = (await latestInvoicesOf(db, [quote])).get(quote.id);
  return latest && findInvoiceRow(db, latest.id);
}

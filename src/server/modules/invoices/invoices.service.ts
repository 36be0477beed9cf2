import { sql } from 'kysely';
import { checkGstin } from '../../../contract/billing/gstin.ts';
import { findState } from '../../../contract/billing/gst-states.ts';
import { rateMillis } from '../../../contract/billing/gst-rate.ts';
import { firstSet } from '../../../contract/billing/item-tax.ts';
import { shopPlace } from '../../../contract/billing/shop-place.ts';
import { DEFAULT_UQC } from '../../../contract/billing/uqc.ts';
import { INVOICE_MESSAGES as M, isBillableStage, type InvoiceRequest } from '../../../contract/invoices.ts';
import { toPaise } from '../../../contract/money.ts';
import { oneLine } from '../../../contract/one-line.ts';
import type { QuoteStage } from '../../../contract/quote-stages.ts';
import { TOKEN_PATTERN } from '../../../contract/quotes.ts';
import type { Database } from '../../db/database.ts';
import { isId, newId, nowIso } from '../../lib/ids.ts';
import type { MediaStore } from '../../media/media-store.ts';
import type { InvoiceModel } from '../billing/invoice-contents.ts';
import { readBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import { heldFromOf } from '../quotes/quote-stages.repository.ts';
import { paidOnQuotes } from '../billing-settings/paid-on-quote.ts';
import { keepBillPdf, type BillFile } from './bill-pdfs.ts';
import { linesForPrice, modelToJson } from './invoice-model.ts';
import { nextInvoiceNumber } from './invoice-numbers.repository.ts';

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
  return oneLine(options.length ? `${title} (${options.join(', ')})` : title);
}

/**
 * Makes the bill of a priced quote (issue 18, item 4): checks everything first, then numbers and
 * stores it in one transaction, then draws its PDF and keeps it (issue 27). One bill a job: a second
 * is refused while the first stands; a void bill keeps its number and a new bill takes the next one.
 * The texts it prints are each on one line, as the accountant's CSV and a UPI app read them.
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
  const stage = quote.status as QuoteStage;
  if (!isBillableStage(stage, stage === 'on_hold' ? await heldFromOf(db, quote.id) : undefined)) return conflict(M.notApproved(stage));

  const saved = await db.selectFrom('billing_settings').select('id').where('id', '=', 1).executeTakeFirst();
  const settings = await readBillingSettings(db);
  const site = await db.selectFrom('site_configs').select(['name', 'phone', 'logo', 'address']).orderBy('created_at').orderBy('id').executeTakeFirst();
  // Left blank in billing settings, the address and state are the shop's configuration's and its GSTIN's (issue 28).
  const place = shopPlace(settings, site?.address);
  const shopAddress = oneLine(place.address);
  const gst = settings.gstMode !== 'none';
  if (!saved || !place.state || !shopAddress || (gst && (!settings.gstin || !settings.legalName))) return conflict(M.settingsFirst);

  let customerGstin: string | null = null;
  if (input.customerGstin) {
    const checked = checkGstin(input.customerGstin);
    if (!checked.ok) return refused(checked.error);
    customerGstin = checked.gstin;
  }
  const customerState = input.state ? findState(input.state) : undefined;
  if (input.state && !customerState) return refused(M.state);

  // The listing's own code and rate win, then its category's, then the shop's defaults (issue 28).
  const listing = quote.listing_id
    ? await db
        .selectFrom('listings')
        .leftJoin('categories', 'categories.id', 'listings.category_id')
        .select(['listings.hsn', 'listings.gst_rate', 'listings.uqc', 'categories.hsn as category_hsn', 'categories.gst_rate as category_gst_rate'])
        .where('listings.id', '=', quote.listing_id)
        .executeTakeFirst()
    : undefined;
  const gstRate = firstSet(listing?.gst_rate, listing?.category_gst_rate, settings.defaultGstRate);
  if (settings.gstMode === 'regular' && (!gstRate || rateMillis(gstRate) === null)) return conflict(M.noRate(quote.listing_title));

  const paid = (await paidOnQuotes(db, [quote.id])).get(quote.id) ?? 0n;
  const item = {
    description: itemName(quote.listing_title, quote.choices),
    hsn: firstSet(listing?.hsn, listing?.category_hsn, settings.defaultHsn),
    gstRate: settings.gstMode === 'regular' ? gstRate : null,
    // Kept on the bill: a later change of the listing's unit leaves an issued bill as it was.
    uqc: listing?.uqc || DEFAULT_UQC,
  };
  const model: InvoiceModel = {
    mode: settings.gstMode,
    shop: {
      name: oneLine(site?.name || settings.legalName),
      legalName: oneLine(settings.legalName) || null,
      address: shopAddress,
      state: place.state,
      gstin: settings.gstin || null,
      phone: oneLine(site?.phone) || null,
      logoPng: site ? await shopLogo(media, site.logo) : null,
    },
    number: '',
    date: at,
    customer: {
      name: oneLine(input.customerName || quote.name),
      phone: oneLine(quote.phone) || null,
      gstin: customerGstin,
      address: oneLine(input.address) || null,
      state: customerState?.name ?? null,
    },
    ...linesForPrice({
      mode: settings.gstMode,
      item,
      quantity: quote.quantity,
      pricePaise: toPaise(quote.final_price),
      shopState: place.state,
      customerState: customerState?.name,
      customerGstin,
    }),
    advanceReceivedPaise: paid,
  };

  const made = await db
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
  // After the commit: the numbering transaction is not held open while the bill is drawn. A drawing
  // that fails leaves the bill without a kept PDF, drawn again on its first download.
  if (made.status === 'done') await keepBillPdf(db, made.value.id).catch(() => undefined);
  return made;
}

class StandingBill extends Error {
  constructor(readonly number: string) {
    super(number);
  }
}

/**
 * Voids a bill: it keeps its number, and its PDF says VOID from now on. The kept PDF goes in the same
 * statement (never a void bill answered with its old PDF), and the VOID one is drawn and kept after.
 */
export async function voidInvoice(db: Database, id: string, reason: string): Promise<InvoiceOutcome<{ number: string }>> {
  const bill = await findInvoiceRow(db, id);
  if (!bill) return { status: 'missing', message: M.notFound };
  const done = await db
    .updateTable('invoices')
    .set({ voided_at: nowIso(), void_reason: reason, pdf: null })
    .where('id', '=', bill.id)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) return conflict(M.alreadyVoid(bill.number));
  await keepBillPdf(db, bill.id).catch(() => undefined);
  return { status: 'done', value: { number: bill.number } };
}

/** A bill's row without its PDF. */
export async function findInvoiceRow(db: Database, id: string) {
  if (!isId(id)) return undefined;
  return db
    .selectFrom('invoices')
    .select(['id', 'number', 'quote_id', 'financial_year', 'model', 'voided_at', 'void_reason', 'created_at'])
    .where('id', '=', id.toLowerCase())
    .executeTakeFirst();
}

/** The file name of a bill: its number with "/" made "-" ("INV-26-27-0042.pdf"). */
export const invoiceFileName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

/**
 * The customer's bill: the latest bill of the quote whose token this is, as latestInvoicesOf picks it
 * (the standing one, else the last voided), in one query; none for another quote's token.
 */
export async function invoiceOfToken(db: Database, token: string): Promise<BillFile | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return db
    .selectFrom('invoices')
    .innerJoin('quotes', 'quotes.id', 'invoices.quote_id')
    .select(['invoices.id', 'invoices.number', 'invoices.voided_at'])
    .where('quotes.token', '=', token)
    .orderBy(sql`case when invoices.voided_at is null then 0 else 1 end`)
    .orderBy('invoices.created_at', 'desc')
    .orderBy('invoices.number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

import { rateMillis } from '../../../contract/billing/gst-rate.ts';
import { firstSet } from '../../../contract/billing/item-tax.ts';
import { layOut } from '../../../contract/imposition.ts';
import { JOB_COST_REASONS as R, percentOf, signedRupees, type JobCost } from '../../../contract/job-costs.ts';
import { toPaise } from '../../../contract/money.ts';
import type { Database } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { isId } from '../../lib/ids.ts';
import { readBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import { linesForPrice } from '../invoices/invoice-model.ts';
import { printJob } from '../printing/print-job.ts';
import { impositionFor } from '../printing/printing.service.ts';
import { readPrinting } from '../printing/printing-settings.repository.ts';

/** Within one state the bill's amounts are the same whichever it is: the price without GST needs no address. */
const ANY_STATE = '27';

interface PrintedSheets {
  name: string;
  count: number;
  sides: number;
  eachPaise: number;
}

/** A 409 of the printing module (no print size, no item, a sheet too small) is a reason here, not a failure. */
async function orReason<T>(reasons: string[], work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 409) {
      reasons.push(err.message);
      return null;
    }
    throw err;
  }
}

/** The sheets the job takes on the named sheet (an unknown name stays a 400), else on the first it fits. */
async function printedSheets(db: Database, quoteId: string, sheetName: string | undefined, reasons: string[]): Promise<PrintedSheets | null> {
  const sized = await orReason(reasons, () => printJob(db, quoteId));
  if (!sized) return null;
  const { sheets, marginMm } = await readPrinting(db);
  const name = sheetName?.trim() || sheets.find((sheet) => layOut(sheet, sized.job.size, marginMm))?.name;
  if (!name) {
    reasons.push(R.noSheet);
    return null;
  }
  const laid = await orReason(reasons, () => impositionFor(db, quoteId, name));
  if (!laid) return null;
  return { name: laid.sheet.name, count: laid.answer.sheets, sides: laid.job.size.sides, eachPaise: laid.sheet.costPaise };
}

/** The quoted price less the GST in it, worked back exactly as the bill does; null (with the reason) when it cannot be. */
async function priceWithoutGst(db: Database, quote: { finalPrice: string | null; quantity: number }, rates: (string | null | undefined)[], reasons: string[]) {
  if (quote.finalPrice === null) {
    reasons.push(R.noPrice);
    return null;
  }
  const pricePaise = toPaise(quote.finalPrice);
  const settings = await readBillingSettings(db);
  const gstRate = settings.gstMode === 'regular' ? firstSet(...rates, settings.defaultGstRate) : null;
  if (settings.gstMode === 'regular' && (!gstRate || rateMillis(gstRate) === null)) {
    reasons.push(R.noRate);
    return null;
  }
  const { lines } = linesForPrice({
    mode: settings.gstMode,
    item: { description: 'job', gstRate },
    quantity: quote.quantity,
    pricePaise,
    shopState: ANY_STATE,
  });
  // The bill's taxable value: what is left of the price once its GST (and the paisa of round off) is out.
  return lines.reduce((sum, line) => sum + line.unitPaise * BigInt(line.quantity), 0n);
}

/**
 * What the job costs the shop (sheets × sheet cost × sides + quantity × finishing) and its margin
 * against the price without GST, all in integer paise. Each part that lacks data is null with its reason.
 */
export async function jobCost(db: Database, quoteId: string, sheetName: string | undefined): Promise<JobCost> {
  const quote = isId(quoteId)
    ? await db.selectFrom('quotes').select(['id', 'listing_id', 'quantity', 'final_price']).where('id', '=', quoteId.toLowerCase()).executeTakeFirst()
    : undefined;
  if (!quote) throw notFound('No such job.');
  const listing = quote.listing_id
    ? await db
        .selectFrom('listings')
        .leftJoin('categories', 'categories.id', 'listings.category_id')
        .select(['listings.finishing_paise', 'listings.gst_rate', 'categories.gst_rate as category_gst_rate'])
        .where('listings.id', '=', quote.listing_id)
        .executeTakeFirst()
    : undefined;
  const reasons: string[] = [];
  const quantity = Number(quote.quantity);

  const printed = await printedSheets(db, quote.id, sheetName, reasons);
  if (printed && printed.eachPaise <= 0) reasons.push(R.noSheetCost(printed.name));
  const sheetsPaise = printed && printed.eachPaise > 0 ? BigInt(printed.count * printed.sides) * BigInt(printed.eachPaise) : null;
  // No item left: printJob has said so already.
  const finishingEach = listing ? BigInt(listing.finishing_paise) : null;
  const finishingPaise = finishingEach === null ? null : BigInt(quantity) * finishingEach;
  const totalPaise = sheetsPaise !== null && finishingPaise !== null ? sheetsPaise + finishingPaise : null;

  const pricePaise = await priceWithoutGst(db, { finalPrice: quote.final_price, quantity }, [listing?.gst_rate, listing?.category_gst_rate], reasons);
  const marginPaise = pricePaise !== null && totalPaise !== null ? pricePaise - totalPaise : null;
  if (marginPaise !== null && pricePaise === 0n) reasons.push(R.freePrice);

  const rupees = (paise: bigint | null) => (paise === null ? null : signedRupees(paise));
  return {
    sheet: printed?.name ?? null,
    sheets:
      printed && sheetsPaise !== null
        ? { count: printed.count, each: signedRupees(BigInt(printed.eachPaise)), sides: printed.sides, total: signedRupees(sheetsPaise) }
        : null,
    finishing: finishingEach === null ? null : { quantity, each: signedRupees(finishingEach), total: signedRupees(finishingPaise!) },
    total: rupees(totalPaise),
    priceWithoutGst: rupees(pricePaise),
    margin: rupees(marginPaise),
    marginPercent: marginPaise !== null && pricePaise ? percentOf(marginPaise, pricePaise) : null,
    reasons,
  };
}

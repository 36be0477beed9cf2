import { rateMillis, rateText } from '../../../contract/billing/gst-rate.ts';
import { DEFAULT_UQC } from '../../../contract/billing/uqc.ts';
import type { MonthBill } from '../invoices/bills-of-month.ts';
import { amountsOf } from '../invoices/invoice-model.ts';

/** A line of a tax invoice as the return counts it, in paise. */
export interface TaxedLine {
  hsn: string;
  description: string;
  uqc: string;
  quantity: number;
  millis: bigint;
  txval: bigint;
  iamt: bigint;
  camt: bigint;
  samt: bigint;
}

/** What the return needs of one standing tax invoice. */
export interface BillFacts {
  number: string;
  /** DD-MM-YYYY on an Indian clock. */
  idt: string;
  ctin: string | null;
  pos: string;
  interState: boolean;
  /** The bill's total as printed, round off included: the invoice value. */
  valPaise: bigint;
  lines: TaxedLine[];
}

const IST_OFFSET_MS = 330 * 60_000;

/** "2026-11-03T20:00:00.000Z" → "04-11-2026", the day in India. */
function indianDate(iso: string): string {
  const day = new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 10);
  return `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
}

/** Whether a bill is a tax invoice the return reports line by line (a bill of supply or a plain bill is not). */
export const isTaxInvoice = (bill: MonthBill) => !bill.voided && bill.model.mode === 'regular';

/**
 * The bill's lines with their taxes as the bill printed them (`amountsOf`, the PDF's and the CSV's
 * amounts), so the return agrees with every bill to the paisa. A line without an HSN/SAC code takes
 * `defaultHsn`; null when there is none to take.
 */
export function factsOf(bill: MonthBill, defaultHsn: string): BillFacts | null {
  const a = amountsOf(bill.model);
  const lines: TaxedLine[] = [];
  for (const line of a.lines) {
    const hsn = line.hsn?.trim() || defaultHsn.trim();
    if (!hsn) return null;
    const sum = (kind: string) => line.taxes.filter((t) => t.kind === kind).reduce((s, t) => s + t.paise, 0n);
    lines.push({
      hsn,
      description: line.description,
      uqc: line.uqc || DEFAULT_UQC,
      quantity: line.quantity,
      // A tax invoice's line always has a rate (billAmounts refuses one without); "18.0" and "18" are one rate.
      millis: rateMillis(line.gstRate ?? '0') ?? 0n,
      txval: line.taxablePaise,
      iamt: sum('IGST'),
      camt: sum('CGST'),
      samt: sum('SGST'),
    });
  }
  return {
    number: bill.number,
    idt: indianDate(bill.createdAt),
    ctin: bill.model.customer.gstin || null,
    pos: a.placeOfSupply.code,
    interState: a.interState,
    valPaise: a.grandTotalPaise,
    lines,
  };
}

/** The rate as the portal's number: 18000n → 18, 2500n → 2.5. */
export const rateNumber = (millis: bigint) => Number(rateText(millis));

/** Taxes and taxable value summed over lines. */
export interface Sums {
  txval: bigint;
  iamt: bigint;
  camt: bigint;
  samt: bigint;
}
export const noSums = (): Sums => ({ txval: 0n, iamt: 0n, camt: 0n, samt: 0n });
export function addTo(sums: Sums, line: Sums): void {
  sums.txval += line.txval;
  sums.iamt += line.iamt;
  sums.camt += line.camt;
  sums.samt += line.samt;
}

/** The bill's lines summed per rate, in the order the rates first appear. */
export function byRate(lines: readonly TaxedLine[]): Array<{ millis: bigint } & Sums> {
  const rates = new Map<bigint, { millis: bigint } & Sums>();
  for (const line of lines) {
    const at = rates.get(line.millis) ?? { millis: line.millis, ...noSums() };
    addTo(at, line);
    rates.set(line.millis, at);
  }
  return [...rates.values()];
}

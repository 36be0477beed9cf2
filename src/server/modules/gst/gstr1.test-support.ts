import fc from 'fast-check';
import { gstinCheckCharacter } from '../../../contract/billing/gstin.ts';
import { toPaise } from '../../../contract/money.ts';
import type { Gstr1 } from '../../../contract/gstr1.ts';
import type { InvoiceModel } from '../billing/invoice-pdf.ts';
import { amountsOf, linesForPrice } from '../invoices/invoice-model.ts';
import type { MonthBill } from '../invoices/bills-of-month.ts';

export const SHOP_GSTIN = `27AAPFU0939F1Z${gstinCheckCharacter('27AAPFU0939F1Z')}`;

/** A valid GSTIN of a customer registered in the state of this code. */
export const customerGstin = (code: string, pan = 'AABCU9603R') => `${code}${pan}1Z${gstinCheckCharacter(`${code}${pan}1Z`)}`;

export interface BillSpec {
  pricePaise: bigint;
  quantity: number;
  rate: string;
  hsn: string | null;
  uqc: string;
  description: string;
  /** A GSTIN for a registered customer, else the state (or none: the shop's own). */
  gstin: string | null;
  state: string | null;
  voided: boolean;
  mode?: InvoiceModel['mode'];
}

/** A bill's frozen model as makeInvoice builds it (linesForPrice: the quoted price includes GST). */
export function modelOf(spec: BillSpec, number: string, at: Date): InvoiceModel {
  const mode = spec.mode ?? 'regular';
  const item = { description: spec.description, hsn: spec.hsn, gstRate: mode === 'regular' ? spec.rate : null, uqc: spec.uqc };
  const priced = linesForPrice({
    mode,
    item,
    quantity: spec.quantity,
    pricePaise: spec.pricePaise,
    shopState: 'Maharashtra',
    customerState: spec.state,
    customerGstin: spec.gstin,
  });
  return {
    mode,
    shop: { name: 'Shri Ganesh Prints', address: 'Pune', state: 'Maharashtra', gstin: SHOP_GSTIN },
    number,
    date: at,
    customer: { name: 'Asha', gstin: spec.gstin, state: spec.state },
    ...priced,
    advanceReceivedPaise: 0n,
  };
}

const GSTINS = ['29', '07', '33', '27'].map((code) => customerGstin(code));
const STATES = [null, 'Maharashtra', 'Karnataka', 'Delhi', 'Tamil Nadu', 'Ladakh'];
const DESCRIPTIONS = [
  'Wedding card (Paper: Glossy)',
  'शादी का कार्ड (कागज़: चमकदार)',
  '<script>alert(1)</script>',
  "'; DROP TABLE invoices; --",
  'ID card\u0000',
];

/** One random bill: prices up to ₹3,00,000 (across the B2C Large line), the five common rates, goods and a service. */
export const billSpec = (): fc.Arbitrary<BillSpec> =>
  fc.record({
    pricePaise: fc.oneof(fc.bigInt({ min: 1n, max: 50_000_00n }), fc.bigInt({ min: 90_000_00n, max: 3_00_000_00n })),
    quantity: fc.integer({ min: 1, max: 5000 }),
    rate: fc.constantFrom('0', '5', '12', '18', '28'),
    hsn: fc.constantFrom('4909', '4911', '998912', '48201000'),
    uqc: fc.constantFrom('NOS', 'PCS', 'BOX'),
    description: fc.constantFrom(...DESCRIPTIONS),
    gstin: fc.option(fc.constantFrom(...GSTINS), { freq: 3 }),
    state: fc.constantFrom(...STATES),
    voided: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  });

/** Numbers as the shop gives them: consecutive through the year, the prefix changed part way (`switchAt`). */
export function numbered(specs: readonly BillSpec[], first: number, switchAt: number, createdAt: (i: number) => string): MonthBill[] {
  return specs.map((spec, i) => {
    const number = `${i < switchAt ? 'INV' : 'SGP'}/26-27/${String(first + i).padStart(4, '0')}`;
    const at = createdAt(i);
    return { number, createdAt: at, model: modelOf(spec, number, new Date(at)), voided: spec.voided };
  });
}

/** Rupees as the file writes them, back to paise; a number with more than two decimals fails. */
export function paiseOf(n: number | undefined): bigint {
  if (n === undefined) return 0n;
  const text = String(n);
  if (!/^\d+(\.\d{1,2})?$/.test(text)) throw new Error(`not an amount of rupees: ${text}`);
  return toPaise(text);
}

interface Totals {
  txval: bigint;
  iamt: bigint;
  camt: bigint;
  samt: bigint;
}
const add = (t: Totals, x: { txval: number; iamt?: number; camt?: number; samt?: number }) => {
  t.txval += paiseOf(x.txval);
  t.iamt += paiseOf(x.iamt);
  t.camt += paiseOf(x.camt);
  t.samt += paiseOf(x.samt);
};
const zero = (): Totals => ({ txval: 0n, iamt: 0n, camt: 0n, samt: 0n });

/** The standing tax invoices' taxable value and taxes, as their bills print them. */
export function billTotals(bills: readonly MonthBill[]): Totals {
  const t = zero();
  for (const b of bills.filter((x) => !x.voided && x.model.mode === 'regular')) {
    const a = amountsOf(b.model);
    t.txval += a.taxablePaise;
    t.iamt += a.igstPaise;
    t.camt += a.cgstPaise;
    t.samt += a.sgstPaise;
  }
  return t;
}

/** B2B + B2CL + B2CS, and the HSN summary's two halves, each summed in paise. */
export function fileTotals(file: Gstr1): { sections: Totals; hsn: Totals } {
  const sections = zero();
  for (const c of file.b2b ?? []) for (const inv of c.inv) for (const item of inv.itms) add(sections, item.itm_det);
  for (const s of file.b2cl ?? []) for (const inv of s.inv) for (const item of inv.itms) add(sections, item.itm_det);
  for (const row of file.b2cs ?? []) add(sections, row);
  const hsn = zero();
  for (const row of [...(file.hsn?.data ?? []), ...(file.hsn?.hsn_b2b ?? []), ...(file.hsn?.hsn_b2c ?? [])]) add(hsn, row);
  return { sections, hsn };
}

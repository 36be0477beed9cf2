import { b2clThresholdPaise, GSTR1_HASH, GSTR1_VERSION, returnPeriod, rupees, type Gstr1, type Gstr1B2csRow, type Gstr1Item } from '../../../contract/gstr1.ts';
import type { MonthBill } from '../invoices/bills-of-month.ts';
import { addTo, byRate, factsOf, isTaxInvoice, noSums, rateNumber, type BillFacts, type Sums, type TaxedLine } from './gstr1-bills.ts';
import { documentRanges } from './gstr1-docs.ts';
import { hsnRows } from './gstr1-hsn.ts';

export interface Gstr1Input {
  /** The shop's GSTIN, under which the return is filed. */
  gstin: string;
  /** "2026-11". */
  month: string;
  /** The month's bills in number order, voided ones too. */
  bills: readonly MonthBill[];
  /** The billing settings' default HSN/SAC, for a line that has none. */
  defaultHsn: string;
}

/** The file, or the numbers of the bills a line of which has no HSN/SAC code to report under. */
export type Gstr1Outcome = { ok: true; file: Gstr1 } | { ok: false; withoutHsn: string[] };

/** The return period from which the HSN summary is split into B2B and B2C (before it, one `data` table). */
const HSN_SPLIT_FROM = '2025-05';

/** The offline tool's item number: rate × 100 + 1 (18 % → 1801); a rate with a third decimal is numbered in order. */
const itemNumber = (millis: bigint, index: number) => (millis % 10n === 0n ? Number(millis / 10n) + 1 : index + 1);

/** A bill's items, one per rate. Within its state CGST and SGST, across states IGST (as the tool writes them). */
function itemsOf(lines: readonly TaxedLine[], interState: boolean): Gstr1Item[] {
  return byRate(lines).map((r, i) => ({
    num: itemNumber(r.millis, i),
    itm_det: {
      txval: rupees(r.txval),
      rt: rateNumber(r.millis),
      ...(interState ? { iamt: rupees(r.iamt) } : { camt: rupees(r.camt), samt: rupees(r.samt) }),
      csamt: 0,
    },
  }));
}

/** Appends to the list kept under `key`, keeping the keys in the order they first appear. */
function push<T>(groups: Map<string, T[]>, key: string, value: T) {
  groups.set(key, [...(groups.get(key) ?? []), value]);
}

/** Small sales to unregistered buyers, one row per place of supply, rate and supply type. */
function b2csRows(bills: readonly BillFacts[]): Gstr1B2csRow[] {
  const rows = new Map<string, { pos: string; millis: bigint; inter: boolean } & Sums>();
  for (const bill of bills) {
    for (const line of bill.lines) {
      const inter = bill.interState;
      const key = `${bill.pos}|${String(line.millis).padStart(12, '0')}|${inter ? 'INTER' : 'INTRA'}`;
      const row = rows.get(key) ?? { pos: bill.pos, millis: line.millis, inter, ...noSums() };
      addTo(row, line);
      rows.set(key, row);
    }
  }
  return [...rows.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, r]) => ({
      sply_ty: r.inter ? 'INTER' : 'INTRA',
      rt: rateNumber(r.millis),
      typ: 'OE',
      pos: r.pos,
      txval: rupees(r.txval),
      ...(r.inter ? { iamt: rupees(r.iamt) } : { camt: rupees(r.camt), samt: rupees(r.samt) }),
      csamt: 0,
    }));
}

/**
 * The month's GSTR-1 from its bills (issue 31, item 3): tax invoices to a GSTIN in B2B, inter-state
 * ones to others above the B2C (Large) threshold in B2CL, the rest summed in B2CS; the HSN summary
 * split between the two; every bill number in the documents issued. Voided bills, bills of supply and
 * plain bills are counted in the documents only. Amounts are summed in paise and written once.
 */
export function buildGstr1(input: Gstr1Input): Gstr1Outcome {
  const facts: BillFacts[] = [];
  const withoutHsn: string[] = [];
  for (const bill of input.bills.filter(isTaxInvoice)) {
    const f = factsOf(bill, input.defaultHsn);
    if (f) facts.push(f);
    else withoutHsn.push(bill.number);
  }
  if (withoutHsn.length) return { ok: false, withoutHsn };

  const threshold = b2clThresholdPaise(input.month);
  const registered = facts.filter((f) => f.ctin);
  const large = facts.filter((f) => !f.ctin && f.interState && f.valPaise > threshold);
  const small = facts.filter((f) => !f.ctin && !large.includes(f));

  const byCustomer = new Map<string, Array<NonNullable<Gstr1['b2b']>[number]['inv'][number]>>();
  for (const f of registered)
    push(byCustomer, f.ctin!, {
      inum: f.number,
      idt: f.idt,
      val: rupees(f.valPaise),
      pos: f.pos,
      rchrg: 'N',
      inv_typ: 'R',
      itms: itemsOf(f.lines, f.interState),
    });
  const byState = new Map<string, Array<NonNullable<Gstr1['b2cl']>[number]['inv'][number]>>();
  for (const f of large) push(byState, f.pos, { inum: f.number, idt: f.idt, val: rupees(f.valPaise), itms: itemsOf(f.lines, true) });

  const docs = documentRanges(input.bills);
  const hsnB2b = hsnRows(registered);
  const hsnB2c = hsnRows([...large, ...small]);
  const file: Gstr1 = { gstin: input.gstin, fp: returnPeriod(input.month), version: GSTR1_VERSION, hash: GSTR1_HASH };
  if (byCustomer.size) file.b2b = [...byCustomer].map(([ctin, inv]) => ({ ctin, inv }));
  if (byState.size) file.b2cl = [...byState].map(([pos, inv]) => ({ pos, inv }));
  const b2cs = b2csRows(small);
  if (b2cs.length) file.b2cs = b2cs;
  if (docs.length) file.doc_issue = { doc_det: [{ doc_num: 1, doc_typ: 'Invoices for outward supply', docs }] };
  if (input.month < HSN_SPLIT_FROM) {
    const all = hsnRows(facts);
    if (all.length) file.hsn = { data: all };
  } else if (hsnB2b.length || hsnB2c.length) file.hsn = { ...(hsnB2b.length ? { hsn_b2b: hsnB2b } : {}), ...(hsnB2c.length ? { hsn_b2c: hsnB2c } : {}) };
  return { ok: true, file };
}

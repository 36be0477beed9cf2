import { findState } from './gst-states.ts';
import { GST_RATE_MESSAGE, rateMillis, rateText } from './gst-rate.ts';

/** regular: a tax invoice; composition: a bill of supply, no tax collected; none: a plain bill. */
export type GstMode = 'regular' | 'composition' | 'none';

export interface BillLineInput {
  description: string;
  hsn?: string | null;
  quantity: number;
  /** The price of one piece with its options, in paise. */
  unitPaise: bigint;
  /** Percent as text; needed only for a tax invoice. */
  gstRate?: string | null;
  /** The GST unit (UQC) the quantity counts in, as the listing had it when the bill was made; absent reads as NOS. */
  uqc?: string | null;
}

interface TaxAmount {
  kind: 'CGST' | 'SGST' | 'IGST';
  /** Percent as text: the half rate for CGST and SGST ("9" of "18"). */
  rate: string;
  paise: bigint;
}

interface BillLine extends BillLineInput {
  taxablePaise: bigint;
  taxes: TaxAmount[];
  totalPaise: bigint;
}

export interface BillAmounts {
  placeOfSupply: { code: string; name: string };
  interState: boolean;
  lines: BillLine[];
  /** Summed by tax and rate, in the order they first appear: what the bill prints under the lines. */
  taxes: TaxAmount[];
  taxablePaise: bigint;
  cgstPaise: bigint;
  sgstPaise: bigint;
  igstPaise: bigint;
  totalPaise: bigint;
}

export interface BillInput {
  mode: GstMode;
  /**
   * The shop's state and the customer's (codes or names). Without the customer's state, a registered
   * customer's is the one in their GSTIN; without either, the sale is within the shop's state.
   */
  shopState: string;
  customerState?: string | null;
  customerGstin?: string | null;
  lines: BillLineInput[];
  /**
   * Bills made before CGST and SGST were worked out separately: the line's tax was split with CGST
   * taking the odd paisa. Kept so that those bills still add up as they were printed.
   */
  cgstTakesOddPaisa?: boolean;
}

/** Half up to the paisa: taxable × rate% with the rate in thousandths of a percent. */
function taxOf(taxablePaise: bigint, millis: bigint): bigint {
  return (2n * taxablePaise * millis + 100_000n) / 200_000n;
}

/** Half up to the paisa: taxable × half of rate%, so that CGST and SGST come out the same. */
function halfTaxOf(taxablePaise: bigint, millis: bigint): bigint {
  return (taxablePaise * millis + 100_000n) / 200_000n;
}

/**
 * The bill's amounts. Tax is worked out per line and rounded half up to the paisa, as the bill prints it.
 * Within the state CGST and SGST are each the taxable value at half the rate, so they are always equal
 * (an accountant and the GST return refuse two halves a paisa apart); across states it is IGST at the
 * full rate.
 */
export function billAmounts(input: BillInput): { ok: true; bill: BillAmounts } | { ok: false; error: string } {
  const shop = findState(input.shopState);
  if (!shop) return { ok: false, error: `Unknown state "${input.shopState}" for the shop.` };
  const customerState = input.customerState || input.customerGstin?.slice(0, 2);
  const customer = customerState ? findState(customerState) : shop;
  if (!customer) return { ok: false, error: `Unknown state "${customerState ?? ''}" for the customer.` };
  if (input.lines.length === 0) return { ok: false, error: 'A bill needs at least one line.' };
  const interState = customer.code !== shop.code;
  const lines: BillLine[] = [];
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      return { ok: false, error: `Quantity of "${line.description}" must be a whole number from 1.` };
    if (line.unitPaise < 0n) return { ok: false, error: `Price of "${line.description}" cannot be below zero.` };
    const taxablePaise = line.unitPaise * BigInt(line.quantity);
    const taxes: TaxAmount[] = [];
    if (input.mode === 'regular') {
      const millis = line.gstRate == null ? null : rateMillis(line.gstRate);
      if (millis === null) return { ok: false, error: `${line.description}: ${line.gstRate == null ? 'no GST rate is set.' : GST_RATE_MESSAGE}` };
      if (interState) taxes.push({ kind: 'IGST', rate: rateText(millis), paise: taxOf(taxablePaise, millis) });
      else {
        const half = halfRate(millis);
        const tax = taxOf(taxablePaise, millis);
        const [cgst, sgst] = input.cgstTakesOddPaisa ? [tax - tax / 2n, tax / 2n] : [halfTaxOf(taxablePaise, millis), halfTaxOf(taxablePaise, millis)];
        taxes.push({ kind: 'CGST', rate: half, paise: cgst }, { kind: 'SGST', rate: half, paise: sgst });
      }
    }
    lines.push({ ...line, taxablePaise, taxes, totalPaise: taxablePaise + taxes.reduce((sum, t) => sum + t.paise, 0n) });
  }
  const taxes: TaxAmount[] = [];
  for (const t of lines.flatMap((l) => l.taxes)) {
    const same = taxes.find((s) => s.kind === t.kind && s.rate === t.rate);
    if (same) same.paise += t.paise;
    else taxes.push({ ...t });
  }
  const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
  const ofKind = (kind: TaxAmount['kind']) => sum(taxes.filter((t) => t.kind === kind).map((t) => t.paise));
  return {
    ok: true,
    bill: {
      placeOfSupply: customer,
      interState,
      lines,
      taxes,
      taxablePaise: sum(lines.map((l) => l.taxablePaise)),
      cgstPaise: ofKind('CGST'),
      sgstPaise: ofKind('SGST'),
      igstPaise: ofKind('IGST'),
      totalPaise: sum(lines.map((l) => l.totalPaise)),
    },
  };
}

/** Half a rate, exactly: "9" of "18", "0.125" of "0.25", "0.0625" of "0.125". */
function halfRate(millis: bigint): string {
  if (millis % 2n === 0n) return rateText(millis / 2n);
  const tenThousandths = millis * 5n; // half, in ten-thousandths of a percent
  const fraction = String(tenThousandths % 10_000n)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${tenThousandths / 10_000n}.${fraction}` : String(tenThousandths / 10_000n);
}

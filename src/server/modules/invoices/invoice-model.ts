import { billAmounts, type BillAmounts, type BillLineInput, type GstMode } from '../../../contract/billing/gst-lines.ts';
import { rateMillis } from '../../../contract/billing/gst-rate.ts';
import { DEFAULT_UQC } from '../../../contract/billing/uqc.ts';
import { invoiceAmounts, type InvoiceModel } from '../billing/invoice-contents.ts';

/** The model as stored in invoices.model: paise as decimal text, the date as ISO text, the logo as base64. */
interface StoredModel extends Omit<InvoiceModel, 'date' | 'lines' | 'advanceReceivedPaise' | 'roundOffPaise' | 'shop' | 'void'> {
  shop: Omit<InvoiceModel['shop'], 'logoPng'> & { logo?: string | null };
  date: string;
  lines: Array<Omit<BillLineInput, 'unitPaise'> & { unitPaise: string }>;
  advanceReceivedPaise: string;
  roundOffPaise?: string;
}

export function modelToJson(model: InvoiceModel): string {
  const { logoPng, ...shop } = model.shop;
  const { void: _void, ...rest } = model;
  const stored: StoredModel = {
    ...rest,
    shop: { ...shop, logo: logoPng ? Buffer.from(logoPng).toString('base64') : null },
    date: model.date.toISOString(),
    lines: model.lines.map((l) => ({ ...l, unitPaise: String(l.unitPaise) })),
    advanceReceivedPaise: String(model.advanceReceivedPaise),
    roundOffPaise: String(model.roundOffPaise ?? 0n),
  };
  return JSON.stringify(stored);
}

export function modelFromJson(json: string, voided: boolean): InvoiceModel {
  const stored = JSON.parse(json) as StoredModel;
  const { logo, ...shop } = stored.shop;
  return {
    ...stored,
    shop: { ...shop, logoPng: logo ? Buffer.from(logo, 'base64') : null },
    date: new Date(stored.date),
    // Bills made before units were kept count in numbers.
    lines: stored.lines.map((l) => ({ ...l, uqc: l.uqc ?? DEFAULT_UQC, unitPaise: BigInt(l.unitPaise) })),
    advanceReceivedPaise: BigInt(stored.advanceReceivedPaise),
    roundOffPaise: BigInt(stored.roundOffPaise ?? '0'),
    void: voided,
  };
}

/** The bill's amounts as the PDF prints them (the CSV uses the same): the round off, and the total with it. */
export function amountsOf(model: InvoiceModel): BillAmounts & { roundOffPaise: bigint; grandTotalPaise: bigint } {
  const bill = invoiceAmounts(model);
  const roundOffPaise = model.roundOffPaise ?? 0n;
  return { ...bill, roundOffPaise, grandTotalPaise: bill.totalPaise + roundOffPaise };
}

/** `quantity` pieces worth `taxablePaise` in whole paise: one line, or two when it does not divide (the second a paisa dearer a piece). */
function splitLines(item: Omit<BillLineInput, 'quantity' | 'unitPaise'>, quantity: number, taxablePaise: bigint): BillLineInput[] {
  const q = BigInt(quantity);
  const unit = taxablePaise / q;
  const dearer = Number(taxablePaise % q);
  if (dearer === 0) return [{ ...item, quantity, unitPaise: unit }];
  return [
    { ...item, quantity: quantity - dearer, unitPaise: unit },
    { ...item, quantity: dearer, unitPaise: unit + 1n },
  ];
}

interface LinesInput {
  mode: GstMode;
  item: Omit<BillLineInput, 'quantity' | 'unitPaise'>;
  quantity: number;
  /** The quoted final price: what the customer pays, tax included. */
  pricePaise: bigint;
  shopState: string;
  customerState?: string | null;
  customerGstin?: string | null;
}

type PricedLines = { lines: BillLineInput[]; roundOffPaise: bigint; equalHalves: true };

/**
 * The bill's lines for a quoted price that includes GST: the taxable value is worked back from the
 * price, and the values near price ÷ (1 + rate) are tried for the one whose total (taxable value plus
 * CGST and SGST, each rounded at half the rate, or IGST) is nearest the price; the paisa or two it may
 * miss by is the bill's round off, so the bill always comes to the price quoted. Without GST the price
 * is the taxable value.
 */
export function linesForPrice(input: LinesInput): PricedLines {
  const millis = input.mode === 'regular' && input.item.gstRate ? rateMillis(input.item.gstRate) : null;
  if (millis === null) return { lines: splitLines(input.item, input.quantity, input.pricePaise), roundOffPaise: 0n, equalHalves: true };
  const guess = (input.pricePaise * 100_000n) / (100_000n + millis);
  const abs = (v: bigint) => (v < 0n ? -v : v);
  let best: PricedLines | undefined;
  for (let d = 0n; d <= 4n; d++) {
    for (const taxable of d === 0n ? [guess] : [guess + d, guess - d]) {
      if (taxable < 0n) continue;
      const lines = splitLines(input.item, input.quantity, taxable);
      const result = billAmounts({
        mode: input.mode,
        shopState: input.shopState,
        customerState: input.customerState,
        customerGstin: input.customerGstin,
        lines,
      });
      if (!result.ok) continue;
      const roundOffPaise = input.pricePaise - result.bill.totalPaise;
      if (!best || abs(roundOffPaise) < abs(best.roundOffPaise)) best = { lines, roundOffPaise, equalHalves: true };
      if (roundOffPaise === 0n) return best;
    }
  }
  return best ?? { lines: splitLines(input.item, input.quantity, input.pricePaise), roundOffPaise: 0n, equalHalves: true };
}

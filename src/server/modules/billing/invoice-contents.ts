import { billAmounts, type BillAmounts, type BillLineInput, type GstMode } from '../../../contract/billing/gst-lines.ts';

/** Everything a bill prints, already decided: the number is given, never drawn here. */
export interface InvoiceModel {
  mode: GstMode;
  shop: {
    name: string;
    /** The registered name when it differs from the shop's sign. */
    legalName?: string | null;
    address: string;
    /** A GST state code or name. */
    state: string;
    gstin?: string | null;
    phone?: string | null;
    logoPng?: Uint8Array | null;
  };
  number: string;
  date: Date;
  customer: { name: string; phone?: string | null; gstin?: string | null; address?: string | null; state?: string | null };
  lines: BillLineInput[];
  advanceReceivedPaise: bigint;
  /** Paise added to the lines' total so that the bill comes to the price quoted (tax included); printed as "Round off". */
  roundOffPaise?: bigint;
  /** Set on bills whose CGST and SGST are each worked out at half the rate; older bills split the tax instead. */
  equalHalves?: boolean;
  void?: boolean;
}

/** The bill's lines, taxes and total as worked out from its model (the PDF, the CSV and the GST return print these). */
export function invoiceAmounts(model: InvoiceModel): BillAmounts {
  const result = billAmounts({
    mode: model.mode,
    shopState: model.shop.state,
    customerState: model.customer.state,
    customerGstin: model.customer.gstin,
    lines: model.lines,
    cgstTakesOddPaisa: !model.equalHalves,
  });
  if (!result.ok) throw new Error(result.error);
  return result.bill;
}

/** How a bill is set on the page: A4, one ink, a muted grey for labels, rules between rows. */
export const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const INK = '#111111';
export const MUTED = '#555555';
export const RULE = '#999999';

type Font = 'regular' | 'bold';
type WriteOptions = PDFKit.Mixins.TextOptions & { size?: number; font?: Font; color?: string };
/** Writes text at a place and answers where the text ended (its bottom). */
export type Write = (text: string, x: number, y: number, options?: WriteOptions) => number;

/** The bill's one way of writing text: 9 pt regular in ink unless told otherwise. */
export function penOf(doc: PDFKit.PDFDocument): Write {
  return (text, x, y, options = {}) => {
    const { size = 9, font = 'regular', color = INK, ...rest } = options;
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, x, y, { lineGap: 1, ...rest });
    return doc.y;
  };
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** ₹1,23,456.50 from paise, formatted from exact decimal text (no float). */
export function inr(paise: bigint): string {
  const sign = paise < 0n ? '-' : '';
  const abs = paise < 0n ? -paise : paise;
  return rupees.format(`${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}` as unknown as number);
}

import fs from 'node:fs';
import { RECORD_LIMITS } from '../../../contract/quote-records.ts';

/**
 * Whether a row's text fits its zone: set on one line, as large as the zone's height allows, and
 * shrunk to fit its width down to RECORD_LIMITS.smallestScale of that size (the print file sets text
 * the same way: printing/drawn-piece.ts). Measured with the shipped font's shaped advances (pdfkit's
 * fontkit, Devanagari conjuncts included), never by drawing: 2,000 rows cost milliseconds.
 */
let measurer: PDFKit.PDFDocument | undefined;

/** pdfkit is loaded on the first sheet of names, never at start: a shop that only serves pages never loads it (decision 031). */
async function fontAtSizeOne(): Promise<PDFKit.PDFDocument> {
  if (!measurer) {
    const [{ default: PDFDocument }, { invoiceFontFile }] = await Promise.all([import('pdfkit'), import('../billing/invoice-pdf.ts')]);
    // A document never written out: only its font's metrics are used.
    measurer = new PDFDocument({ autoFirstPage: false });
    measurer.registerFont('text', fs.readFileSync(invoiceFontFile('400Regular')));
  }
  return measurer.font('text').fontSize(1);
}

/** The zone's box in any unit (the master picture's pixels): only its proportions matter. */
export interface ZoneBox {
  width: number;
  height: number;
}

export type ZoneFit = (text: string, box: ZoneBox) => boolean;

export async function zoneFitter(): Promise<ZoneFit> {
  const doc = await fontAtSizeOne();
  return (text, box) => {
    const width = doc.widthOfString(text);
    const natural = box.height / doc.currentLineHeight();
    return width * natural * RECORD_LIMITS.smallestScale <= box.width;
  };
}

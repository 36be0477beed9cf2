import { cmyk, PDFDocument, type PDFPage } from 'pdf-lib';
import type { PrintSize } from '../../../contract/print-size.ts';
import { pt } from './points.ts';

/** Room around the bleed for the crop marks: a gap, then the mark. */
const MARK_ROOM_MM = 10;
const MARK_GAP_MM = 2;
const MARK_LENGTH_MM = 6;
/** Hairline marks in registration colour (all four inks), so every plate carries them. */
const MARK = { thickness: 0.25, color: cmyk(1, 1, 1, 1) };

/** The PDF boxes of a print page, in points from its bottom-left corner. */
function printBoxes(size: PrintSize) {
  const room = pt(MARK_ROOM_MM);
  const bleed = pt(size.bleedMm);
  const trim = { width: pt(size.widthMm), height: pt(size.heightMm) };
  return {
    media: { x: 0, y: 0, width: trim.width + 2 * (bleed + room), height: trim.height + 2 * (bleed + room) },
    bleed: { x: room, y: room, width: trim.width + 2 * bleed, height: trim.height + 2 * bleed },
    trim: { x: room + bleed, y: room + bleed, ...trim },
  };
}

/** Marks on the trim lines, outside the bleed, at each corner: what the cutter lines the blade up on. */
function cropMarks(page: PDFPage, trim: { x: number; y: number; width: number; height: number }, bleed: number): void {
  const start = Math.max(bleed, 0) + pt(MARK_GAP_MM);
  const end = start + pt(MARK_LENGTH_MM);
  for (const x of [trim.x, trim.x + trim.width]) {
    page.drawLine({ start: { x, y: trim.y - start }, end: { x, y: trim.y - end }, ...MARK });
    page.drawLine({ start: { x, y: trim.y + trim.height + start }, end: { x, y: trim.y + trim.height + end }, ...MARK });
  }
  for (const y of [trim.y, trim.y + trim.height]) {
    page.drawLine({ start: { x: trim.x - start, y }, end: { x: trim.x - end, y }, ...MARK });
    page.drawLine({ start: { x: trim.x + trim.width + start, y }, end: { x: trim.x + trim.width + end, y }, ...MARK });
  }
}

/**
 * print.pdf: each side of the piece (of each row, in order) on a page of its own, MediaBox = trim + bleed + room for marks,
 * BleedBox = trim + bleed, TrimBox = trim (PDF/X's boxes, which preflight and imposition read), the
 * piece embedded as it is (its text stays text, its fonts stay embedded), crop marks outside the bleed.
 */
export async function printFile(piece: Uint8Array, size: PrintSize, title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('To the press');
  const boxes = printBoxes(size);
  // Every page: a side each for one design, a side of each row in order for a job with rows.
  const source = await PDFDocument.load(piece, { updateMetadata: false });
  const pages = await doc.embedPdf(source, source.getPageIndices());
  for (const side of pages) {
    const page = doc.addPage([boxes.media.width, boxes.media.height]);
    page.setBleedBox(boxes.bleed.x, boxes.bleed.y, boxes.bleed.width, boxes.bleed.height);
    page.setTrimBox(boxes.trim.x, boxes.trim.y, boxes.trim.width, boxes.trim.height);
    page.drawPage(side, { x: boxes.bleed.x, y: boxes.bleed.y, width: boxes.bleed.width, height: boxes.bleed.height });
    cropMarks(page, boxes.trim, pt(size.bleedMm));
  }
  // No object streams: PDF/X-1a (PDF 1.4) and older RIPs read only classic cross-reference tables.
  return doc.save({ useObjectStreams: false });
}

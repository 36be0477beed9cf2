import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { PrintSize } from '../../../contract/print-size.ts';
import { conflict } from '../../lib/http-errors.ts';
import { pt } from './points.ts';

export const SENT_PDF_UNREADABLE = 'The approved proof’s PDF cannot be read (damaged, or protected by a password): send the proof again as a plain PDF.';

type Box = { x: number; y: number; width: number; height: number };
const near = (a: number, b: number) => Math.abs(a - b) < pt(0.5);
const sameBox = (a: Box, b: Box) => near(a.x, b.x) && near(a.y, b.y) && near(a.width, b.width) && near(a.height, b.height);

/**
 * Where the sent page's trim is: its TrimBox when it sets one; else the page less the bleed when the
 * page is the piece with its bleed; else the whole page (a file made at the trimmed size).
 */
function trimOf(page: PDFPage, size: PrintSize): Box {
  const media = page.getMediaBox();
  const trim = page.getTrimBox();
  if (!sameBox(trim, media)) return trim;
  const bleed = pt(size.bleedMm);
  if (size.bleedMm > 0 && near(media.width, pt(size.widthMm) + 2 * bleed) && near(media.height, pt(size.heightMm) + 2 * bleed)) {
    return { x: media.x + bleed, y: media.y + bleed, width: media.width - 2 * bleed, height: media.height - 2 * bleed };
  }
  return media;
}

/**
 * The owner's approved PDF as the piece: its first page the front (and its second the back, for two
 * sides), each scaled so its trim covers ours, on a page that is exactly our piece with its bleed.
 * Embedded, not rasterised: its text stays text.
 */
export async function sentPdfPiece(bytes: Buffer, size: PrintSize): Promise<Uint8Array> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false }).catch(() => {
    throw conflict(SENT_PDF_UNREADABLE);
  });
  if (source.isEncrypted) throw conflict(SENT_PDF_UNREADABLE);
  const pages = source.getPages();
  if (pages.length === 0) throw conflict(SENT_PDF_UNREADABLE);
  if (size.sides === 2 && pages.length < 2) throw conflict('A two-sided print needs the approved PDF to have a second page for the back.');
  const piece = await PDFDocument.create({ updateMetadata: false });
  const bleed = pt(size.bleedMm);
  const trimW = pt(size.widthMm);
  const trimH = pt(size.heightMm);
  for (const page of pages.slice(0, size.sides)) {
    const trim = trimOf(page, size);
    const scale = Math.max(trimW / trim.width, trimH / trim.height);
    // The sent page as far as our bleed reaches, centred on its trim: the rest is cut off by the form's box.
    const reach = { width: (trimW + 2 * bleed) / scale, height: (trimH + 2 * bleed) / scale };
    const left = trim.x + trim.width / 2 - reach.width / 2;
    const bottom = trim.y + trim.height / 2 - reach.height / 2;
    const embedded = await piece.embedPage(page, { left, bottom, right: left + reach.width, top: bottom + reach.height }).catch(() => {
      throw conflict(SENT_PDF_UNREADABLE);
    });
    const out = piece.addPage([trimW + 2 * bleed, trimH + 2 * bleed]);
    out.drawPage(embedded, { x: 0, y: 0, xScale: scale, yScale: scale });
  }
  // pdf-lib copies the pages' contents only now: a page it cannot copy (none, or damaged) fails here.
  return piece.save({ useObjectStreams: false }).catch(() => {
    throw conflict(SENT_PDF_UNREADABLE);
  });
}

import fs from 'node:fs';
import { degrees, PDFDocument } from 'pdf-lib';
import PDFKit from 'pdfkit';
import type { Layout } from '../../../contract/imposition.ts';
import type { PrintSize } from '../../../contract/print-size.ts';
import { invoiceFontFile } from '../billing/invoice-pdf.ts';
import { pt } from './points.ts';
import { cardSlugs } from './sheet-slugs.ts';

export interface SheetJob {
  sheet: { name: string; widthMm: number; heightMm: number };
  size: PrintSize;
  layout: Layout;
  orderNumber: string;
  sheets: number;
  /** A job with rows: each card's number, in the order the piece's pages hold them (one page per side each). */
  rows?: number[];
}

/** The sheets drawn: one layout for one design (the press repeats it), every card once for a job with rows. */
const drawnSheets = (job: SheetJob): number => (job.rows ? Math.max(1, Math.ceil(job.rows.length / job.layout.perSheet)) : 1);

/** The cards on a sheet of a job with rows, filled across then down in the rows' order. */
const cardsOn = (job: SheetJob, sheet: number): number[] => (job.rows ? job.rows.slice(sheet * job.layout.perSheet, (sheet + 1) * job.layout.perSheet) : []);

const MARK_GAP_MM = 1;
const MARK_LENGTH_MM = 4;
const LABEL_PT = 6;

/** The trim lines of the block, in mm from the sheet's left (xs) and top (ys): every one gets a mark. */
function trimLines(job: SheetJob): { xs: number[]; ys: number[] } {
  const { layout, size } = job;
  const w = layout.rotated ? size.heightMm : size.widthMm;
  const h = layout.rotated ? size.widthMm : size.heightMm;
  const step = { x: w + 2 * size.bleedMm, y: h + 2 * size.bleedMm };
  const lines = (from: number, count: number, pitch: number, trim: number) =>
    [...Array(count).keys()].flatMap((i) => [from + i * pitch + size.bleedMm, from + i * pitch + size.bleedMm + trim]);
  return { xs: lines(layout.left, layout.across, step.x, w), ys: lines(layout.top, layout.down, step.y, h) };
}

/** The sheet's furniture, drawn first: cut marks in the margins around the block, and the job's label. */
async function furniture(job: SheetJob, sides: number): Promise<Buffer> {
  const count = drawnSheets(job);
  const W = pt(job.sheet.widthMm);
  const H = pt(job.sheet.heightMm);
  const doc = new PDFKit({ size: [W, H], margin: 0, autoFirstPage: false, info: { Title: `${job.orderNumber} ${job.sheet.name}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('label', fs.readFileSync(invoiceFontFile('400Regular')));
  const { layout } = job;
  const block = {
    left: layout.left,
    top: layout.top,
    right: layout.left + layout.across * layout.pieces[0]!.width,
    bottom: layout.top + layout.down * layout.pieces[0]!.height,
  };
  for (let page = 0; page < count * sides; page++) {
    const side = page % sides;
    const cards = cardsOn(job, Math.floor(page / sides));
    doc.addPage({ size: [W, H], margin: 0 });
    // The back is printed after turning the sheet over left to right: its marks mirror the front's.
    const { xs, ys } = trimLines(job);
    const mirror = (x: number) => (side === 1 ? job.sheet.widthMm - x : x);
    doc.lineWidth(0.25).strokeColor('black');
    const mark = (x1: number, y1: number, x2: number, y2: number) => doc.moveTo(pt(x1), pt(y1)).lineTo(pt(x2), pt(y2)).stroke();
    const reach = (room: number) => Math.min(MARK_LENGTH_MM, room - MARK_GAP_MM);
    for (const x of xs.map(mirror)) {
      if (reach(block.top) > 0) mark(x, block.top - MARK_GAP_MM, x, block.top - MARK_GAP_MM - reach(block.top));
      const below = job.sheet.heightMm - block.bottom;
      if (reach(below) > 0) mark(x, block.bottom + MARK_GAP_MM, x, block.bottom + MARK_GAP_MM + reach(below));
    }
    const [leftEdge, rightEdge] = side === 1 ? [job.sheet.widthMm - block.right, job.sheet.widthMm - block.left] : [block.left, block.right];
    for (const y of ys) {
      if (reach(leftEdge) > 0) mark(leftEdge - MARK_GAP_MM, y, leftEdge - MARK_GAP_MM - reach(leftEdge), y);
      const right = job.sheet.widthMm - rightEdge;
      if (reach(right) > 0) mark(rightEdge + MARK_GAP_MM, y, rightEdge + MARK_GAP_MM + reach(right), y);
    }
    const label = [
      job.orderNumber || 'No order number',
      `${job.sheet.name} (${job.sheet.widthMm} × ${job.sheet.heightMm} mm)`,
      `${layout.across} × ${layout.down} = ${layout.perSheet} a sheet${layout.rotated ? ', turned' : ''}`,
      `${job.sheets} sheets`,
      job.rows ? `sheet ${Math.floor(page / sides) + 1} of ${count}: cards ${cards[0]}–${cards.at(-1)}` : '',
      sides === 2 ? (side === 0 ? 'front' : 'back') : '',
    ]
      .filter(Boolean)
      .join('  ·  ');
    // In the bottom margin, below the marks' ends when there is room, else against the sheet's edge.
    const labelHeightMm = (LABEL_PT * 1.7 * 25.4) / 72;
    const topMm = Math.min(block.bottom + MARK_GAP_MM + MARK_LENGTH_MM + 1, job.sheet.heightMm - labelHeightMm - 0.5);
    doc
      .font('label')
      .fontSize(LABEL_PT)
      .fillColor('black')
      .text(label, pt(Math.max(block.left, 3)), pt(topMm), { lineBreak: false });
  }
  doc.end();
  return done;
}

/**
 * imposition.pdf: the sheet at its size, the pieces (with bleed, embedded from the piece, text still
 * text) placed as the layout says, turned a quarter when it says so; for two sides a second page
 * with the backs, mirrored so each backs its front when the sheet is turned over left to right.
 */
export async function imposedSheet(piece: Uint8Array, job: SheetJob): Promise<Uint8Array> {
  const sides = job.size.sides;
  const doc = await PDFDocument.load(await furniture(job, sides), { updateMetadata: false });
  doc.setCreator('To the press');
  const source = await PDFDocument.load(piece, { updateMetadata: false });
  const embedded = await doc.embedPdf(source, source.getPageIndices());
  const slugPdf = job.rows
    ? await PDFDocument.load(
        await cardSlugs(
          job,
          [...Array(drawnSheets(job)).keys()].map((n) => cardsOn(job, n)),
        ),
      )
    : undefined;
  const overlays = slugPdf ? await doc.embedPdf(slugPdf, slugPdf.getPageIndices()) : [];
  const H = pt(job.sheet.heightMm);
  for (let index = 0; index < drawnSheets(job) * sides; index++) {
    const side = index % sides;
    const sheet = Math.floor(index / sides);
    const page = doc.getPage(index);
    for (const [slot, p] of job.layout.pieces.entries()) {
      const card = sheet * job.layout.perSheet + slot;
      if (job.rows && card >= job.rows.length) break;
      const art = embedded[job.rows ? card * sides + side : side]!;
      const left = side === 1 ? job.sheet.widthMm - p.x - p.width : p.x;
      const x = pt(left);
      const y = H - pt(p.y + p.height);
      if (!job.layout.rotated) page.drawPage(art, { x, y, width: pt(p.width), height: pt(p.height) });
      // Turned a quarter anticlockwise about its bottom-left corner: shifted right by its new width.
      else page.drawPage(art, { x: x + pt(p.width), y, width: pt(p.height), height: pt(p.width), rotate: degrees(90) });
    }
    // Over the pieces, on the front: each card's number in its bleed.
    const slugs = side === 0 ? overlays[sheet] : undefined;
    if (slugs) page.drawPage(slugs, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  }
  // No object streams: PDF/X-1a (PDF 1.4) and older RIPs read only classic cross-reference tables.
  return doc.save({ useObjectStreams: false });
}

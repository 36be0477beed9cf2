import fs from 'node:fs';
import PDFKit from 'pdfkit';
import type { Layout } from '../../../contract/imposition.ts';
import type { PrintSize } from '../../../contract/print-size.ts';
import { invoiceFontFile } from '../billing/invoice-pdf.ts';
import { pt } from './points.ts';

interface SlugJob {
  sheet: { widthMm: number; heightMm: number };
  size: PrintSize;
  layout: Layout;
  orderNumber: string;
}

const SLUG_PT = 4.5;
/** Below this the bleed cannot hold a legible number: the sheet's label still says which cards it carries. */
const SMALLEST_PT = 2.5;

/**
 * The slugs of a job with rows (issue 30, item 4): an overlay per sheet, laid over the pieces, with
 * each card's order number and number in its own bottom bleed, outside the trim, small. Cut off with
 * the bleed, it is what the cutter reads on the top sheet to check a stack before the last cut.
 */
export async function cardSlugs(job: SlugJob, cardsBySheet: number[][]): Promise<Buffer> {
  const W = pt(job.sheet.widthMm);
  const H = pt(job.sheet.heightMm);
  const doc = new PDFKit({ size: [W, H], margin: 0, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('slug', fs.readFileSync(invoiceFontFile('400Regular')));
  const bleed = pt(job.size.bleedMm);
  const size = Math.min(SLUG_PT, bleed * 0.7);
  for (const cards of cardsBySheet) {
    doc.addPage({ size: [W, H], margin: 0 });
    if (size < SMALLEST_PT) continue;
    doc.font('slug').fontSize(size).fillColor('black');
    for (const [slot, card] of cards.entries()) {
      const p = job.layout.pieces[slot]!;
      const text = `${job.orderNumber} · ${card}`.replace(/^ · /, '');
      const width = doc.widthOfString(text);
      const x = pt(p.x + p.width / 2) - width / 2;
      // Centred in the band between the trim and the bleed's edge.
      const y = pt(p.y + p.height) - bleed / 2 - doc.currentLineHeight() / 2;
      doc.text(text, x, y, { lineBreak: false });
    }
  }
  doc.end();
  return done;
}

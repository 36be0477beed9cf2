import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import type { PersonalField } from '../../../contract/selling.ts';
import type { PrintSize } from '../../../contract/print-size.ts';
import { loadSharp } from '../../media/sharp-loader.ts';
import { invoiceFontFile } from '../billing/invoice-pdf.ts';
import { extractInTypedOrder } from '../billing/logical-text.ts';
import { pt } from './points.ts';

/**
 * The shop's drawn design at its printed size, as the customer approved it (issue 29, item 2): one
 * page per side, each exactly the piece with its bleed. The master picture (the listing's original)
 * covers the page; the customer's texts are set in their zones as real text in the shipped Noto Sans
 * Devanagari (embedded, subset, shaped, and extractable in typed order: logical-text.ts).
 */
export interface DrawnPiece {
  size: PrintSize;
  /** The picture of each side, front first (any format sharp reads). */
  pictures: Buffer[];
  fields: PersonalField[];
  texts: Record<string, string>;
  title: string;
}

/** The fontkit font pdfkit parsed for the first piece, kept: parsing it again is most of a drawing. */
let parsedFont: PDFKit.Mixins.PDFFontSource | undefined;

/** Flattened on white (print has no transparency to show through) and as JPEG, which pdfkit embeds as it is. */
export async function printablePicture(data: Buffer): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  const out = await sharp(data)
    .rotate()
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: out.data, width: out.info.width, height: out.info.height };
}

/** Where a picture lands when it covers the box: centred, the overhang cut by the page's edge. */
export function cover(picture: { width: number; height: number }, box: { width: number; height: number }) {
  const scale = Math.max(box.width / picture.width, box.height / picture.height);
  const width = picture.width * scale;
  const height = picture.height * scale;
  return { x: (box.width - width) / 2, y: (box.height - height) / 2, width, height };
}

/** A document of pages the piece's size (trim + bleed) with the shipped font registered as 'text'. */
export function pieceDocument(size: PrintSize, title: string) {
  const page = { width: pt(size.widthMm + 2 * size.bleedMm), height: pt(size.heightMm + 2 * size.bleedMm) };
  const doc = new PDFDocument({ size: [page.width, page.height], margin: 0, autoFirstPage: false, info: { Title: title }, lang: 'hi-IN' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('text', parsedFont ?? fs.readFileSync(invoiceFontFile('400Regular')));
  const embedded = (doc.font('text') as unknown as { _font: { font: PDFKit.Mixins.PDFFontSource } })._font;
  extractInTypedOrder(embedded);
  parsedFont ??= embedded.font;
  return { doc, page, finished };
}

/** One page per side; text where the listing's zones are, at the largest size that fits each zone on one line. */
export async function drawPiece(piece: DrawnPiece): Promise<Buffer> {
  const { doc, page, finished } = pieceDocument(piece.size, piece.title);

  for (const [side, data] of piece.pictures.entries()) {
    doc.addPage({ size: [page.width, page.height], margin: 0 });
    const picture = await printablePicture(data);
    const at = cover(picture, page);
    doc.image(picture.jpeg, at.x, at.y, { width: at.width, height: at.height });
    // The zones are drawn on the front picture (the one the customer typed on).
    if (side === 0) for (const field of piece.fields) setText(doc, field, piece.texts[field.key] ?? '', at);
  }
  doc.end();
  return finished;
}

export function setText(doc: PDFKit.PDFDocument, field: PersonalField, typed: string, picture: { x: number; y: number; width: number; height: number }): void {
  const text = typed.trim();
  if (!text) return;
  const zone = {
    x: picture.x + field.x * picture.width,
    y: picture.y + field.y * picture.height,
    width: field.w * picture.width,
    height: field.h * picture.height,
  };
  doc.font('text').fontSize(1);
  const widthAt1 = doc.widthOfString(text);
  const heightAt1 = doc.currentLineHeight();
  const size = Math.min(zone.width / widthAt1, zone.height / heightAt1);
  doc.fontSize(size).fillColor(field.colour);
  const width = doc.widthOfString(text);
  const spare = zone.width - width;
  const x = zone.x + (field.align === 'left' ? 0 : field.align === 'right' ? spare : spare / 2);
  const y = zone.y + (zone.height - doc.currentLineHeight()) / 2;
  doc.text(text, x, y, { lineBreak: false });
}

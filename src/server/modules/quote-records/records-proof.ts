import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { isPhotoZone, type PersonalField } from '../../../contract/selling.ts';
import { loadSharp } from '../../media/sharp-loader.ts';
import { invoiceFontFile } from '../billing/invoice-pdf.ts';
import { extractInTypedOrder } from '../billing/logical-text.ts';
import { cover, setText } from '../printing/drawn-piece.ts';

/** A4 in points, with a margin the office printer keeps clear. */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 28;
const GAP = 10;
const LABEL = 13;
const CARDS_PER_PAGE = 10;
/** Proof resolution: sharp enough to check a face and a name, light enough for 2,000 cards. */
const PICTURE_SIDE = 900;
const PHOTO_SIDE = 360;

interface ProofCard {
  row: number;
  texts: Record<string, string>;
  /** The row's photo (the private store's WebP), read only when its card is drawn. */
  photo: (() => Promise<Buffer | undefined>) | null;
}

export interface RecordsProof {
  title: string;
  /** Watermarked across every card, as the picture proofs are. */
  shopName: string;
  rowLabel: (row: number) => string;
  /** The card's master picture (any format sharp reads); its shape is the card's. */
  picture: Buffer | undefined;
  /** Width over height of the card: its print size's, else its picture's. */
  aspect: number | undefined;
  fields: PersonalField[];
  cards: AsyncIterable<ProofCard>;
}

type Box = { x: number; y: number; width: number; height: number };
/** pdfkit's embedded image (its types leave `openImage` out): placed again without embedding again. */
type PdfImage = { width: number; height: number };

/** Ten to a page, 2 × 5 or 5 × 2, whichever draws the card larger. */
function cardGrid(aspect: number) {
  const layouts = [
    { cols: 2, rows: 5 },
    { cols: 5, rows: 2 },
  ].map(({ cols, rows }) => {
    const cellW = (A4.width - 2 * MARGIN - (cols - 1) * GAP) / cols;
    const cellH = (A4.height - 2 * MARGIN - (rows - 1) * GAP) / rows - LABEL;
    const width = Math.min(cellW, cellH * aspect);
    return { cols, rows, cellW, cellH, width, height: width / aspect };
  });
  return layouts.reduce((a, b) => (b.width > a.width ? b : a));
}

async function jpegOf(data: Buffer, side: number): Promise<Buffer | undefined> {
  const sharp = await loadSharp();
  try {
    return await sharp(data)
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    // A photo that no longer reads leaves its zone empty rather than failing the whole proof.
    return undefined;
  }
}

/**
 * The proof of every card (issue 30, item 3): each drawn as the print file draws the piece (the
 * picture covering the card, texts as real shaped text in their zones, the photo in its zone), the
 * shop's name faint across it, its row number under it, ten to an A4 page. Cards come one at a time
 * and each photo is read, shrunk and placed before the next is read: 2,000 rows never sit in memory.
 */
export async function drawRecordsProof(proof: RecordsProof): Promise<Buffer> {
  const doc = new PDFDocument({ size: [A4.width, A4.height], margin: 0, autoFirstPage: false, info: { Title: proof.title }, lang: 'hi-IN' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('text', fs.readFileSync(invoiceFontFile('400Regular')));
  extractInTypedOrder((doc.font('text') as unknown as { _font: unknown })._font);

  const jpeg = proof.picture && (await jpegOf(proof.picture, PICTURE_SIDE));
  // Embedded once and placed on every card.
  const picture = jpeg ? (doc as unknown as { openImage(src: Buffer): PdfImage }).openImage(jpeg) : undefined;
  const grid = cardGrid(proof.aspect ?? (picture ? picture.width / picture.height : 1));
  const photoZone = proof.fields.find(isPhotoZone);
  let index = 0;
  for await (const card of proof.cards) {
    const slot = index % CARDS_PER_PAGE;
    if (slot === 0) doc.addPage({ size: [A4.width, A4.height], margin: 0 });
    const col = slot % grid.cols;
    const line = Math.floor(slot / grid.cols);
    const box: Box = {
      x: MARGIN + col * (grid.cellW + GAP) + (grid.cellW - grid.width) / 2,
      y: MARGIN + line * (grid.cellH + LABEL + GAP),
      width: grid.width,
      height: grid.height,
    };
    await drawCard(doc, proof, box, card, picture, photoZone);
    doc.font('text').fontSize(8).fillColor('#444444').fillOpacity(1);
    doc.text(proof.rowLabel(card.row), box.x, box.y + box.height + 3, { width: box.width, align: 'center', lineBreak: false });
    index += 1;
  }
  if (index === 0) doc.addPage({ size: [A4.width, A4.height], margin: 0 });
  doc.end();
  return finished;
}

async function drawCard(
  doc: PDFKit.PDFDocument,
  proof: RecordsProof,
  box: Box,
  card: ProofCard,
  picture: PdfImage | undefined,
  photoZone: PersonalField | undefined,
) {
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  const at = picture ? cover(picture, box) : { x: 0, y: 0, width: box.width, height: box.height };
  const onCard = { ...at, x: box.x + at.x, y: box.y + at.y };
  if (picture) doc.image(picture as unknown as Buffer, onCard.x, onCard.y, { width: onCard.width, height: onCard.height });
  else doc.rect(box.x, box.y, box.width, box.height).fill('#ffffff');
  for (const field of proof.fields) if (!isPhotoZone(field)) setText(doc, field, card.texts[field.key] ?? '', onCard);
  if (photoZone && card.photo) {
    const bytes = await card.photo();
    const photo = bytes && (await jpegOf(bytes, PHOTO_SIDE));
    const zone = {
      x: onCard.x + photoZone.x * onCard.width,
      y: onCard.y + photoZone.y * onCard.height,
      width: photoZone.w * onCard.width,
      height: photoZone.h * onCard.height,
    };
    if (photo) doc.image(photo, zone.x, zone.y, { fit: [zone.width, zone.height], align: 'center', valign: 'center' });
  }
  watermark(doc, proof.shopName, box);
  doc.restore();
  doc.lineWidth(0.5).strokeColor('#999999').strokeOpacity(1).rect(box.x, box.y, box.width, box.height).stroke();
}

/** The shop's name faint and slanted across the card: a proof to check, not a card to print. */
function watermark(doc: PDFKit.PDFDocument, name: string, box: Box) {
  const text = name.trim();
  if (!text) return;
  const diagonal = Math.hypot(box.width, box.height);
  doc.font('text').fontSize(1);
  const size = Math.min((diagonal * 0.7) / doc.widthOfString(text), box.height / 5);
  doc.fontSize(size);
  const width = doc.widthOfString(text);
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  doc.save();
  doc.rotate((-Math.atan2(box.height, box.width) * 180) / Math.PI, { origin: [centre.x, centre.y] });
  doc.fillColor('#000000').fillOpacity(0.16);
  doc.text(text, centre.x - width / 2, centre.y - doc.currentLineHeight() / 2, { lineBreak: false });
  doc.restore();
}

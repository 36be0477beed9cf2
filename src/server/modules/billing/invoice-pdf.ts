import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { amountInWords } from '../../../contract/billing/amount-in-words.ts';
import { findState } from '../../../contract/billing/gst-states.ts';
import { billAmounts, type BillLineInput, type GstMode } from '../../../contract/billing/gst-lines.ts';
import { DEFAULT_UQC } from '../../../contract/billing/uqc.ts';
import { extractInTypedOrder } from './logical-text.ts';

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

const TITLES: Record<GstMode, string> = { regular: 'Tax Invoice', composition: 'Bill of Supply', none: 'Bill' };
/** Section 10 of the CGST Act: verbatim on a composition dealer's bill. */
const COMPOSITION_LINE = 'composition taxable person, not eligible to collect tax on supplies';

/** The shipped Noto Sans Devanagari TTF of a weight, from its npm package. */
export const invoiceFontFile = (weight: '400Regular' | '700Bold') =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-devanagari/package.json')),
    weight,
    `NotoSansDevanagari_${weight}.ttf`,
  );
// Noto Sans Devanagari carries Latin, digits and ₹ too: one family draws the whole bill.
const fontFiles = () => ({ regular: fs.readFileSync(invoiceFontFile('400Regular')), bold: fs.readFileSync(invoiceFontFile('700Bold')) });
/**
 * The fonts as pdfkit parsed them for the first bill (fontkit objects, which pdfkit takes as a font
 * source), kept for every bill after: parsing a font again and its Devanagari shaping tables with it
 * was most of a bill's drawing. Each document still embeds its own subset.
 */
let parsedFonts: { regular: PDFKit.Mixins.PDFFontSource; bold: PDFKit.Mixins.PDFFontSource } | undefined;
/** The fontkit font inside pdfkit's embedded font. */
const parsedFont = (embedded: unknown) => (embedded as { font: PDFKit.Mixins.PDFFontSource }).font;
/** Lets the server answer the requests waiting while a bill is drawn (a drawing takes a few hundred ms). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** ₹1,23,456.50 from paise, formatted from exact decimal text (no float). */
function inr(paise: bigint): string {
  const sign = paise < 0n ? '-' : '';
  const abs = paise < 0n ? -paise : paise;
  return rupees.format(`${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}` as unknown as number);
}
const day = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#999999';

/** The bill as PDF bytes: A4, real text in the shop's shipped font, Devanagari shaped. */
export async function renderInvoicePdf(model: InvoiceModel): Promise<Buffer> {
  const amounts = billAmounts({
    mode: model.mode,
    shopState: model.shop.state,
    customerState: model.customer.state,
    customerGstin: model.customer.gstin,
    lines: model.lines,
    cgstTakesOddPaisa: !model.equalHalves,
  });
  if (!amounts.ok) throw new Error(amounts.error);
  // Rule 46: a tax invoice carries the supplier's GSTIN.
  if (model.mode === 'regular' && !model.shop.gstin)
    throw new Error('A tax invoice needs the shop’s GSTIN: set it in billing settings, or choose another GST mode.');
  const bill = amounts.bill;
  const shopStateName = findState(model.shop.state)?.name ?? model.shop.state;

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${TITLES[model.mode]} ${model.number}`, Author: model.shop.name, Producer: model.shop.name, Creator: model.shop.name },
    lang: 'en-IN',
    // Pages are kept until the end, so that VOID can be stamped across each.
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { regular, bold } = parsedFonts ?? fontFiles();
  doc.registerFont('bold', bold);
  doc.registerFont('regular', regular);
  const embedded = (name: string) => (doc.font(name) as unknown as { _font: unknown })._font;
  for (const name of ['bold', 'regular']) extractInTypedOrder(embedded(name));
  parsedFonts ??= { regular: parsedFont(embedded('regular')), bold: parsedFont(embedded('bold')) };
  await nextTurn();

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const width = right - left;
  const write = (
    text: string,
    x: number,
    y: number,
    options: PDFKit.Mixins.TextOptions & { size?: number; font?: 'regular' | 'bold'; color?: string } = {},
  ) => {
    const { size = 9, font = 'regular', color = INK, ...rest } = options;
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, x, y, { lineGap: 1, ...rest });
    return doc.y;
  };

  // Seller, left; title, number and date, right.
  let y = PAGE.margin;
  let textLeft = left;
  if (model.shop.logoPng) {
    doc.image(Buffer.from(model.shop.logoPng), left, y, { fit: [56, 56] });
    textLeft = left + 66;
  }
  const sellerWidth = width * 0.48 - (textLeft - left);
  let sellerY = write(model.shop.name, textLeft, y, { size: 15, font: 'bold', width: sellerWidth });
  if (model.shop.legalName && model.shop.legalName !== model.shop.name) sellerY = write(model.shop.legalName, textLeft, sellerY, { width: sellerWidth });
  sellerY = write(model.shop.address, textLeft, sellerY, { width: sellerWidth, color: MUTED });
  sellerY = write(`State: ${shopStateName}`, textLeft, sellerY, { width: sellerWidth, color: MUTED });
  if (model.shop.phone) sellerY = write(`Phone: ${model.shop.phone}`, textLeft, sellerY, { width: sellerWidth, color: MUTED });
  if (model.shop.gstin) sellerY = write(`GSTIN: ${model.shop.gstin}`, textLeft, sellerY, { width: sellerWidth, font: 'bold' });
  if (model.shop.logoPng) sellerY = Math.max(sellerY, y + 56);

  const titleX = left + width * 0.5;
  const titleWidth = right - titleX;
  let titleY = write(model.void ? `${TITLES[model.mode]} — VOID` : TITLES[model.mode], titleX, y, {
    size: 16,
    font: 'bold',
    width: titleWidth,
    align: 'right',
  });
  if (model.mode === 'composition') titleY = write(COMPOSITION_LINE, titleX, titleY, { size: 7.5, width: titleWidth, align: 'right', color: MUTED });
  titleY = write(`No. ${model.number}`, titleX, titleY + 4, { width: titleWidth, align: 'right', font: 'bold', size: 10 });
  titleY = write(`Date: ${day.format(model.date)}`, titleX, titleY, { width: titleWidth, align: 'right' });
  if (model.mode === 'regular') titleY = write('Reverse charge: No', titleX, titleY, { width: titleWidth, align: 'right', color: MUTED });

  y = Math.max(sellerY, titleY) + 10;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.8).strokeColor(RULE).stroke();
  y += 8;

  await nextTurn();

  // Buyer, and the place of supply.
  const c = model.customer;
  let buyerY = write('Bill to', left, y, { size: 8, color: MUTED });
  buyerY = write(c.name, left, buyerY, { size: 11, font: 'bold', width: width * 0.55 });
  if (c.phone) buyerY = write(`Phone: ${c.phone}`, left, buyerY, { width: width * 0.55 });
  if (c.address) buyerY = write(c.address, left, buyerY, { width: width * 0.55, color: MUTED });
  if (c.gstin) buyerY = write(`GSTIN: ${c.gstin}`, left, buyerY, { width: width * 0.55, font: 'bold' });
  const placeY = write('Place of supply', titleX, y, { size: 8, color: MUTED, width: titleWidth, align: 'right' });
  write(`${bill.placeOfSupply.name} (${bill.placeOfSupply.code})`, titleX, placeY, { width: titleWidth, align: 'right', font: 'bold' });
  y = Math.max(buyerY, placeY + 14) + 12;

  await nextTurn();

  // The lines.
  const taxed = model.mode === 'regular';
  const columns = [
    { title: '#', width: 20, align: 'left' as const },
    { title: 'Item', width: 0, align: 'left' as const },
    { title: 'HSN', width: 50, align: 'left' as const },
    { title: 'Qty', width: 44, align: 'right' as const },
    { title: 'Unit', width: 32, align: 'left' as const },
    { title: 'Unit price', width: 72, align: 'right' as const },
    ...(taxed ? [{ title: 'GST', width: 40, align: 'right' as const }] : []),
    { title: 'Taxable value', width: 84, align: 'right' as const },
  ];
  columns[1]!.width = width - columns.reduce((sum, col) => sum + col.width, 0);
  const drawRow = (cells: string[], rowY: number, font: 'regular' | 'bold' = 'regular') => {
    let x = left;
    let bottom = rowY;
    cells.forEach((cell, i) => {
      const col = columns[i]!;
      bottom = Math.max(bottom, write(cell, x + 2, rowY, { width: col.width - 4, align: col.align, font }));
      x += col.width;
    });
    return bottom;
  };
  const header = () => {
    doc.rect(left, y - 3, width, 17).fill('#eeeeee');
    y = drawRow(
      columns.map((col) => col.title),
      y,
      'bold',
    );
    y += 4;
  };
  header();
  bill.lines.forEach((line, i) => {
    const cells = [
      String(i + 1),
      line.description,
      line.hsn ?? '',
      line.quantity.toLocaleString('en-IN'),
      line.uqc || DEFAULT_UQC,
      inr(line.unitPaise),
      ...(taxed ? [`${line.gstRate}%`] : []),
      inr(line.taxablePaise),
    ];
    if (
      y +
        doc
          .font('regular')
          .fontSize(9)
          .heightOfString(line.description, { width: columns[1]!.width - 4 }) >
      PAGE.height - PAGE.margin - 40
    ) {
      doc.addPage();
      y = write(`${TITLES[model.mode]} ${model.number} (continued)`, left, PAGE.margin, { color: MUTED }) + 8;
      header();
    }
    y = drawRow(cells, y) + 4;
    doc
      .moveTo(left, y - 2)
      .lineTo(right, y - 2)
      .lineWidth(0.3)
      .strokeColor(RULE)
      .stroke();
  });

  await nextTurn();

  // Totals, right; words, left.
  const total = bill.totalPaise + (model.roundOffPaise ?? 0n);
  const sums: [string, bigint, boolean?][] = [
    ['Taxable value', bill.taxablePaise],
    ...bill.taxes.map((t): [string, bigint] => [`${t.kind} @ ${t.rate}%`, t.paise]),
    ...(model.roundOffPaise ? [['Round off', model.roundOffPaise] as [string, bigint]] : []),
    ['Total', total, true],
    ['Advance received', model.advanceReceivedPaise],
    ['Balance due', total - model.advanceReceivedPaise, true],
  ];
  const needed = sums.length * 14 + 90;
  if (y + needed > PAGE.height - PAGE.margin) {
    doc.addPage();
    y = PAGE.margin;
  }
  y += 6;
  const labelX = left + width * 0.5;
  const totalsTop = y;
  for (const [label, paise, strong] of sums) {
    const font = strong ? 'bold' : 'regular';
    write(label, labelX, y, { width: width * 0.3, font });
    y = write(inr(paise), labelX + width * 0.3, y, { width: width * 0.2, align: 'right', font }) + 2;
  }
  let wordsY = write('Total in words', left, totalsTop, { size: 8, color: MUTED, width: width * 0.46 });
  wordsY = write(amountInWords(total), left, wordsY, { width: width * 0.46, font: 'bold' });
  y = Math.max(y, wordsY) + 28;
  write(`For ${model.shop.legalName || model.shop.name}`, labelX, y, { width: width * 0.5, align: 'right' });
  write('Authorised signatory', labelX, y + 34, { width: width * 0.5, align: 'right', color: MUTED, size: 8 });

  if (model.void) {
    const range = doc.bufferedPageRange();
    for (let page = range.start; page < range.start + range.count; page++) {
      doc.switchToPage(page);
      doc.save();
      doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] }).fillOpacity(0.25);
      write('VOID', 0, PAGE.height / 2 - 80, { size: 120, font: 'bold', color: '#cc0000', width: PAGE.width, align: 'center' });
      doc.restore();
    }
  }
  await nextTurn();
  doc.end();
  return finished;
}

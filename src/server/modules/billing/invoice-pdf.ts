import PDFDocument from 'pdfkit';
import { findState } from '../../../contract/billing/gst-states.ts';
import type { GstMode } from '../../../contract/billing/gst-lines.ts';
import { invoiceAmounts, type InvoiceModel } from './invoice-contents.ts';
import { drawLines, drawTotals } from './invoice-pdf-table.ts';
import { MUTED, PAGE, penOf, RULE } from './invoice-pen.ts';
import { pdfBytes } from './pdf-bytes.ts';
import { useShopFonts } from './pdf-fonts.ts';

// Where they were first written: the bill's model and its font file are still asked for here.
export type { InvoiceModel } from './invoice-contents.ts';
export { invoiceFontFile } from './pdf-fonts.ts';

const TITLES: Record<GstMode, string> = { regular: 'Tax Invoice', composition: 'Bill of Supply', none: 'Bill' };
/** Section 10 of the CGST Act: verbatim on a composition dealer's bill. */
const COMPOSITION_LINE = 'composition taxable person, not eligible to collect tax on supplies';

/** Lets the server answer the requests waiting while a bill is drawn (a drawing takes a few hundred ms). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const day = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });

/** The bill as PDF bytes: A4, real text in the shop's shipped font, Devanagari shaped. */
export async function renderInvoicePdf(model: InvoiceModel): Promise<Buffer> {
  const bill = invoiceAmounts(model);
  // Rule 46: a tax invoice carries the supplier's GSTIN.
  if (model.mode === 'regular' && !model.shop.gstin)
    throw new Error('A tax invoice needs the shop’s GSTIN: set it in billing settings, or choose another GST mode.');
  const shopStateName = findState(model.shop.state)?.name ?? model.shop.state;

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${TITLES[model.mode]} ${model.number}`, Author: model.shop.name, Producer: model.shop.name, Creator: model.shop.name },
    lang: 'en-IN',
    // Pages are kept until the end, so that VOID can be stamped across each.
    bufferPages: true,
  });
  const finished = pdfBytes(doc);

  useShopFonts(doc);
  await nextTurn();

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const width = right - left;
  const write = penOf(doc);

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

  const body = { doc, write, left, right, continued: `${TITLES[model.mode]} ${model.number} (continued)` };
  y = drawLines(body, model, bill, y);
  await nextTurn();
  drawTotals(body, model, bill, y);

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

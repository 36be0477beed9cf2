import PDFDocument from 'pdfkit';
import { formatDay, formatIstDateTime } from '../../../contract/ist-time.ts';
import { useShopFonts } from '../billing/pdf-fonts.ts';
import { pdfBytes } from '../billing/pdf-bytes.ts';
import { qrRuns } from '../billing/upi-qr.ts';
import type { TicketSheet } from './ticket-sheet.ts';

/** Everything a job ticket prints, already read and decided. */
export interface JobTicket {
  shopName: string;
  /** The order number, or the job's short id before it has one. */
  orderNumber: string;
  customer: { name: string; phone: string };
  item: string;
  /** The item's Hindi title, when the owner wrote one. */
  itemHi: string | null;
  choices: [string, string][];
  texts: { label: string; text: string }[];
  quantity: number;
  sheet: TicketSheet | null;
  /** 1 or 2 from the item's print size; null while it has none. */
  sides: number | null;
  dueOn: string | null;
  late: boolean;
  approval: { version: number; at: string };
  /** The approved proof as JPEG, or null when there is no picture to show. */
  picture: Buffer | null;
  /** The job's screen, what the QR code opens. */
  jobUrl: string;
  printedAt: Date;
}

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
// Black only, no greys lighter than a copier keeps: the ticket is printed in black and white.
const INK = '#000000';
const QR_SIDE = 118;
const LABEL_WIDTH = 104;

type Font = 'regular' | 'bold';
type WriteOptions = PDFKit.Mixins.TextOptions & { size?: number; font?: Font };

/** Lets the server answer the requests waiting while a ticket is drawn. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** "Proof 2, approved 27 Nov 2026, 4:05 pm IST". */
const approvalLine = (approval: JobTicket['approval']) => `Proof ${approval.version}, approved ${formatIstDateTime(approval.at)}`;

/** The QR code as filled squares (vector: sharp on any printer), `side` points wide with its quiet zone. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number): void {
  const { size, runs } = qrRuns(text);
  const unit = side / size;
  doc.save();
  doc.rect(x, y, side, side).fill('#ffffff');
  for (const run of runs) doc.rect(x + run.x * unit, y + run.y * unit, run.length * unit, unit);
  doc.fill(INK);
  doc.restore();
}

/** The rows of facts under the heading: label, value, and whether the value is the one to see first. */
function factsOf(t: JobTicket): [string, string, boolean?][] {
  const sheet = t.sheet;
  return [
    ['Customer', t.customer.name, true],
    ['Phone', t.customer.phone, true],
    ['Item', t.itemHi ? `${t.item}\n${t.itemHi}` : t.item],
    ['Options', t.choices.length ? t.choices.map(([name, label]) => `${name}: ${label}`).join('\n') : 'None'],
    ['Quantity', t.quantity.toLocaleString('en-IN'), true],
    ['Sheet', sheet ? sheet.name : '—', true],
    ['Sheets', sheet ? sheet.sheets.toLocaleString('en-IN') : '—', true],
    ['Pieces a sheet', sheet ? sheet.perSheet.toLocaleString('en-IN') : '—', true],
    ['Sides', t.sides === 2 ? '2 (both sides)' : t.sides === 1 ? '1 (one side)' : '—', true],
    ['Customer’s texts', t.texts.length ? t.texts.map((x) => `${x.label}: ${x.text}`).join('\n') : 'None'],
    ['Approved', approvalLine(t.approval)],
  ];
}

/** The job ticket as PDF bytes: A4 portrait, black on white, real text in the shipped font (Hindi shaped). */
export async function renderJobTicket(t: JobTicket): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    // A low bottom margin for pdfkit alone, so the footer line under the page's own margin starts no new page.
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 12 },
    info: { Title: `Job ticket ${t.orderNumber}`, Author: t.shopName, Creator: t.shopName, Producer: t.shopName },
    lang: 'en-IN',
  });
  const finished = pdfBytes(doc);
  useShopFonts(doc);
  await nextTurn();

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const bottom = PAGE.height - PAGE.margin;
  const write = (text: string, x: number, y: number, { size = 11, font = 'regular', ...rest }: WriteOptions = {}) => {
    doc
      .font(font)
      .fontSize(size)
      .fillColor(INK)
      .text(text, x, y, { lineGap: 1, ...rest });
    return doc.y;
  };
  const rule = (y: number, weight = 1) => doc.moveTo(left, y).lineTo(right, y).lineWidth(weight).strokeColor(INK).stroke();

  // The number the shop calls the job by, as big as fits; the QR code beside it opens the job's screen.
  const qrX = right - QR_SIDE;
  const headWidth = qrX - left - 14;
  let y = write(`${t.shopName ? `${t.shopName} · ` : ''}Job ticket`, left, PAGE.margin, { size: 11, width: headWidth });
  y = write(t.orderNumber, left, y + 2, { size: 34, font: 'bold', width: headWidth });
  const due = t.dueOn ? `Due ${formatDay(t.dueOn)}${t.late ? ' · LATE' : ''}` : 'No due date';
  y = write(due, left, y + 4, { size: 18, font: 'bold', width: headWidth });
  drawQr(doc, t.jobUrl, qrX, PAGE.margin, QR_SIDE);
  const captionY = write('Scan: the job on the phone', qrX, PAGE.margin + QR_SIDE + 1, { size: 8, width: QR_SIDE, align: 'center' });
  y = Math.max(y, captionY) + 8;
  rule(y, 2);
  y += 8;
  await nextTurn();

  const valueX = left + LABEL_WIDTH;
  const valueWidth = right - valueX;
  for (const [label, value, strong] of factsOf(t)) {
    write(label, left, y + (strong ? 2 : 0), { size: 10, width: LABEL_WIDTH - 8 });
    y = write(value, valueX, y, { size: strong ? 14 : 11, font: strong ? 'bold' : 'regular', width: valueWidth }) + 4;
    rule(y - 2, 0.4);
  }
  await nextTurn();

  // The approved proof in the room left (a page of its own when too little is left to see it).
  const footer = `Printed ${formatIstDateTime(t.printedAt.toISOString())} · ${t.jobUrl}`;
  const footerHeight = 14;
  if (bottom - footerHeight - y < 200) {
    doc.addPage();
    y = write(`${t.orderNumber} (continued)`, left, PAGE.margin, { size: 11, font: 'bold' }) + 6;
  }
  y = write(`The approved proof (proof ${t.approval.version})`, left, y + 4, { size: 10, font: 'bold' }) + 4;
  const box = { x: left, y, width: right - left, height: bottom - footerHeight - y - 6 };
  if (t.picture) {
    doc.image(t.picture, box.x, box.y, { fit: [box.width, box.height], align: 'center', valign: 'center' });
  } else {
    doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.6).dash(4, { space: 4 }).strokeColor(INK).stroke().undash();
    write('No picture of the approved proof to show.', box.x, box.y + box.height / 2 - 8, { width: box.width, align: 'center' });
  }
  write(footer, left, bottom - footerHeight + 4, { size: 8, width: right - left, lineBreak: false, ellipsis: true });
  await nextTurn();
  doc.end();
  return finished;
}

import PDFDocument from 'pdfkit';
import type { StatementRow } from '../../../contract/customers.ts';
import { formatDay } from '../../../contract/ist-time.ts';
import { formatRupees } from '../../../contract/money.ts';
import type { Lang } from '../../../contract/translations.ts';
import { useShopFonts } from '../billing/pdf-fonts.ts';
import { statementWords } from './statement-words.ts';

/** Everything a statement prints, already worked out (statement.service.ts). */
export interface Statement {
  shopName: string;
  lang: Lang;
  customer: { name: string; phone: string; gstin: string | null };
  from: string;
  to: string;
  /** Exact decimal text, signed. */
  broughtForward: string;
  rows: StatementRow[];
  closing: string;
  /** A closing balance below zero in its parts: paid ahead on jobs not yet billed, and the rest in credit ("0" otherwise). */
  ahead: { onJobs: string; credit: string };
  /** 0–30, 31–60, 61–90, over 90 days, as of today. */
  ageing: [string, string, string, string];
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const INK = '#000000';
// Date, particulars, debit, credit, balance: the money columns wide enough for ₹12,34,56,789.50.
const COLUMNS = [70, 189, 80, 80, 96];

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Money as the statement shows it; a zero stays blank, as in a passbook. */
const cell = (amount: string) => (/^-?0(\.0+)?$/.test(amount) ? '' : formatRupees(amount));

/** The customer's statement of account as PDF bytes: A4, real text in the shipped font (Hindi shaped, extractable). */
export async function renderStatement(s: Statement): Promise<Buffer> {
  const w = statementWords(s.lang);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 20 },
    info: { Title: `${w.title} · ${s.customer.name}`, Author: s.shopName, Creator: s.shopName, Producer: s.shopName },
    lang: s.lang === 'hi' ? 'hi-IN' : 'en-IN',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  useShopFonts(doc);
  await nextTurn();

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const bottom = PAGE.height - PAGE.margin;
  const write = (text: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions & { size?: number; bold?: boolean } = {}) => {
    const { size = 10, bold = false, ...rest } = opts;
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(INK)
      .text(text, x, y, { lineGap: 1, ...rest });
    return doc.y;
  };
  const rule = (y: number, weight = 0.5) => doc.moveTo(left, y).lineTo(right, y).lineWidth(weight).strokeColor(INK).stroke();

  /** One row of the table; returns the y under it. */
  const row = (cells: string[], y: number, bold = false) => {
    let x = left;
    let under = y;
    cells.forEach((text, i) => {
      const width = COLUMNS[i]! - 6;
      under = Math.max(under, write(text, x, y, { width, bold, size: 9, align: i >= 2 ? 'right' : 'left' }));
      x += COLUMNS[i]!;
    });
    return under + 3;
  };
  const header = (y: number) => {
    const c = w.columns;
    const under = row([c.date, c.particulars, c.debit, c.credit, c.balance], y, true);
    rule(under, 1);
    return under + 3;
  };

  let y = write(s.shopName, left, PAGE.margin, { size: 12, bold: true });
  y = write(w.title, left, y + 2, { size: 18, bold: true });
  y = write(`${w.customer}: ${s.customer.name}`, left, y + 6, { size: 11 });
  y = write(`${w.phone}: ${s.customer.phone}${s.customer.gstin ? ` · ${w.gstin}: ${s.customer.gstin}` : ''}`, left, y + 1, { size: 10 });
  y = write(w.period(s.from, s.to), left, y + 1, { size: 10 });
  y = header(y + 10);
  y = row([formatDay(s.from), w.broughtForward, '', '', formatRupees(s.broughtForward)], y);
  let page = 1;
  /** Numbers this page at its foot and starts the next. */
  const turnPage = () => {
    write(w.page(page), left, bottom, { size: 8, width: right - left, align: 'right' });
    doc.addPage();
    page += 1;
  };
  for (const [i, r] of s.rows.entries()) {
    if (y > bottom - 60) {
      turnPage();
      y = header(PAGE.margin);
    }
    const particulars = r.ref ? `${w.kinds[r.kind]} · ${r.ref}` : w.kinds[r.kind];
    y = row([formatDay(r.date), particulars, cell(r.debit), cell(r.credit), formatRupees(r.balance)], y);
    if (i % 50 === 49) await nextTurn();
  }
  if (!s.rows.length) y = write(w.none, left, y + 2, { size: 9 }) + 3;
  rule(y, 1);
  // Below zero: an advance on work not yet billed and credit are told apart, a line each (both may show).
  const closingLines = s.closing.startsWith('-')
    ? [
        { label: w.advance, amount: s.ahead.onJobs },
        { label: w.inCredit, amount: s.ahead.credit },
      ].filter((l) => cell(l.amount))
    : [{ label: w.closing, amount: s.closing }];
  // Its lines together, above the page's number (a line of 13 pt is under 20 pt high).
  if (y + 6 + 20 * closingLines.length > bottom) {
    turnPage();
    y = PAGE.margin;
  }
  for (const { label, amount } of closingLines) {
    y = write(`${label}: ${formatRupees(amount)}`, left, y + 6, { size: 13, bold: true, width: right - left, align: 'right' });
  }
  if (y > bottom - 60) {
    turnPage();
    y = PAGE.margin;
  }
  y = write(w.ageing, left, y + 12, { size: 10, bold: true });
  const line = w.buckets.map((label, i) => `${label}: ${formatRupees(s.ageing[i]!)}`).join('   ');
  write(line, left, y + 2, { size: 9, width: right - left });
  write(w.page(page), left, bottom, { size: 8, width: right - left, align: 'right' });
  doc.end();
  return finished;
}

import { amountInWords } from '../../../contract/billing/amount-in-words.ts';
import type { BillAmounts } from '../../../contract/billing/gst-lines.ts';
import { DEFAULT_UQC } from '../../../contract/billing/uqc.ts';
import type { InvoiceModel } from './invoice-contents.ts';
import { inr, MUTED, PAGE, RULE, type Write } from './invoice-pen.ts';

/** Where the bill's body is drawn: the document, its pen, the text column's edges, and what a continued page is headed. */
export interface BillPage {
  doc: PDFKit.PDFDocument;
  write: Write;
  left: number;
  right: number;
  continued: string;
}

/** The lines as a table from `top`, its header again on each page it runs onto; answers where it ended. */
export function drawLines(page: BillPage, model: InvoiceModel, bill: BillAmounts, top: number): number {
  const { doc, write, left, right } = page;
  const width = right - left;
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
  let y = top;
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
      y = write(page.continued, left, PAGE.margin, { color: MUTED }) + 8;
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
  return y;
}

/** Totals on the right and the total in words on the left, from `top` (on a new page when they would not fit), then the signature. */
export function drawTotals(page: BillPage, model: InvoiceModel, bill: BillAmounts, top: number): void {
  const { doc, write, left, right } = page;
  const width = right - left;
  const total = bill.totalPaise + (model.roundOffPaise ?? 0n);
  const sums: [string, bigint, boolean?][] = [
    ['Taxable value', bill.taxablePaise],
    ...bill.taxes.map((t): [string, bigint] => [`${t.kind} @ ${t.rate}%`, t.paise]),
    ...(model.roundOffPaise ? [['Round off', model.roundOffPaise] as [string, bigint]] : []),
    ['Total', total, true],
    ['Advance received', model.advanceReceivedPaise],
    ['Balance due', total - model.advanceReceivedPaise, true],
  ];
  let y = top;
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
}

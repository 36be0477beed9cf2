/**
 * One fresh process's first bill: loading pdfkit and the fonts (as the server's first bill does, by
 * `await import`) and drawing a two-line GST bill with a Devanagari name. Prints the milliseconds.
 */
import { performance } from 'node:perf_hooks';

/** What the run prints, one JSON line. */
export interface FirstBill {
  ms: number;
  bytes: number;
}

const started = performance.now();
const { renderInvoicePdf } = await import('../src/server/modules/billing/invoice-pdf.ts');
const pdf = await renderInvoicePdf({
  mode: 'regular',
  shop: { name: 'Shri Ganesh Prints', legalName: 'Shri Ganesh Printers LLP', address: '12 Station Road, Pune', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' },
  number: 'INV/26-27/0001',
  date: new Date(),
  customer: { name: 'श्री क्षितिज पाटील', phone: '98220 12345', gstin: '29AABCU9603R1ZJ', address: 'MG Road, Bengaluru' },
  lines: [
    { description: 'Wedding card (Paper: Glossy, Foil: Gold)', hsn: '4909', quantity: 299, unitPaise: 1398n, gstRate: '18' },
    { description: 'Wedding card (Paper: Glossy, Foil: Gold)', hsn: '4909', quantity: 1, unitPaise: 1399n, gstRate: '18' },
  ],
  advanceReceivedPaise: 200_000n,
});
if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('not a PDF');
const result: FirstBill = { ms: Math.round((performance.now() - started) * 10) / 10, bytes: pdf.length };
console.log(JSON.stringify(result));

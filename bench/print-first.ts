/**
 * Issue 29's figures in one fresh process: the print file of a 5×7 in card (127 × 178 mm, 3 mm bleed)
 * with Devanagari names on a 1200×1600 master picture, then the imposed SRA3 sheet of it (4 up), as
 * the server draws them (pdfkit and pdf-lib loaded on first use). Prints one JSON line: the
 * milliseconds of each and the process's peak RSS.
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';

/** What the run prints, one JSON line. */
export interface FirstPrint {
  printMs: number;
  sheetMs: number;
  peakRssMb: number;
}

const size = { widthMm: 127, heightMm: 178, bleedMm: 3, sides: 1 as const };
const picture = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r: 140, g: 30, b: 20 } } })
  .jpeg()
  .toBuffer();
const fields = [
  { key: 'names', label: 'Names', x: 0.12, y: 0.05, w: 0.76, h: 0.11, align: 'center' as const, colour: '#fdf0d5' },
  { key: 'date', label: 'Date', x: 0.12, y: 0.86, w: 0.76, h: 0.05, align: 'center' as const, colour: '#fdf0d5' },
];
const texts = { names: 'श्रुति & क्षितिज अग्रवाल', date: '29 नवंबर 2026 · गोंदिया' };
const ms = (from: number) => Math.round((performance.now() - from) * 10) / 10;

let started = performance.now();
const { drawPiece } = await import('../src/server/modules/printing/drawn-piece.ts');
const { printFile } = await import('../src/server/modules/printing/print-file.ts');
const piece = await drawPiece({ size, pictures: [picture], fields, texts, title: 'Bench card' });
const print = await printFile(piece, size, 'Bench card');
const printMs = ms(started);

started = performance.now();
const { imposedSheet } = await import('../src/server/modules/printing/imposed-sheet.ts');
const { layOut } = await import('../src/contract/imposition.ts');
const sheet = { name: 'SRA3', widthMm: 320, heightMm: 450 };
const layout = layOut(sheet, size, 5)!;
const imposed = await imposedSheet(await drawPiece({ size, pictures: [picture], fields, texts, title: 'Bench card' }), {
  sheet,
  size,
  layout,
  orderNumber: 'SGP-2026-27-0001',
  sheets: 132,
});
const sheetMs = ms(started);

for (const pdf of [print, imposed]) if (Buffer.from(pdf.subarray(0, 5)).toString() !== '%PDF-') throw new Error('not a PDF');
const result: FirstPrint = { printMs, sheetMs, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) };
console.log(JSON.stringify(result));

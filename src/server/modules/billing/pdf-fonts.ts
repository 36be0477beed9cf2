import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { extractInTypedOrder } from './logical-text.ts';

type FontSource = PDFKit.Mixins.PDFFontSource;

/** The shipped Noto Sans Devanagari TTF of a weight, from its npm package. */
export const invoiceFontFile = (weight: '400Regular' | '700Bold') =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-devanagari/package.json')),
    weight,
    `NotoSansDevanagari_${weight}.ttf`,
  );

/**
 * The fonts as pdfkit parsed them for the first document, kept for every one after: parsing a font
 * and its Devanagari shaping tables again was most of a drawing. Each document embeds its own subset.
 */
let parsed: { regular: FontSource; bold: FontSource } | undefined;

/**
 * Registers the shipped Noto Sans Devanagari (it carries Latin, digits and ₹ too) as `regular` and
 * `bold`, its glyphs mapped to the letters as typed, so Hindi names are shaped and copy, search and
 * extract as written (logical-text.ts).
 */
export function useShopFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = parsed ?? { regular: fs.readFileSync(invoiceFontFile('400Regular')), bold: fs.readFileSync(invoiceFontFile('700Bold')) };
  doc.registerFont('bold', bold);
  doc.registerFont('regular', regular);
  const embedded = (name: string) => (doc.font(name) as unknown as { _font: { font: FontSource } })._font;
  for (const name of ['bold', 'regular']) extractInTypedOrder(embedded(name));
  parsed ??= { regular: embedded('regular').font, bold: embedded('bold').font };
}

import fs from 'node:fs';
import fc from 'fast-check';
import * as hb from 'harfbuzzjs';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { invoiceFontFile } from './pdf-fonts.ts';
import { lettersPerGlyph } from './logical-text.ts';

type Weight = '400Regular' | '700Bold';

interface LaidOut {
  glyphs: { id: number; codePoints: number[]; advanceWidth: number }[];
  positions: { xAdvance: number; xOffset: number; yOffset: number }[];
}

/** The font object pdfkit itself draws with: its layout is what lands in the PDF. */
function pdfkitFont(weight: Weight): { layout(text: string): LaidOut } {
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.registerFont('f', invoiceFontFile(weight));
  return (doc.font('f') as unknown as { _font: { layout(text: string): LaidOut } })._font;
}

function harfbuzz(weight: Weight) {
  const data = fs.readFileSync(invoiceFontFile(weight));
  const font = new hb.Font(new hb.Face(new hb.Blob(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength))));
  return (text: string) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    return { glyphs: buffer.getGlyphInfos().map((g) => g.codepoint), positions: buffer.getGlyphPositions() };
  };
}

// Conjuncts (क्ष, श्र, द्व, त्र), reph (र्), the vowel sign ि drawn before its consonant, ृ, ँ, nukta-free
// names people put on cards, and the Latin, digits and ₹ a bill carries in the same font.
const NAMES = [
  'श्री क्षितिज शर्मा',
  'कार्तिकेय द्विवेदी',
  'सिद्धार्थ & प्रियंका',
  'त्र्यंबक अर्जुन',
  'श्रृंखला ठाकुर',
  'कुँवर पुष्पा',
  'श्रीमती कृष्णा क्षीरसागर',
  'सर्वश्रेष्ठ शिक्षिका पुरस्कार',
  'ज्ञानेश्वर हर्षवर्धन',
  'Rupees ₹1,23,456.50 GSTIN 27AAPFU0939F1ZV',
];

describe('Devanagari in the bill', () => {
  // pdfkit shapes with fontkit's Indic shaper; HarfBuzz (what browsers and the card previews use) is the reference.
  it.each<Weight>(['400Regular', '700Bold'])('pdfkit draws the same glyphs, at the same places, as HarfBuzz (%s)', (weight) => {
    const font = pdfkitFont(weight);
    const shape = harfbuzz(weight);
    for (const text of NAMES) {
      const ours = font.layout(text);
      const reference = shape(text);
      expect({ text, glyphs: ours.glyphs.map((g) => g.id) }).toEqual({ text, glyphs: reference.glyphs });
      expect(ours.positions.map((p) => [p.xAdvance, p.xOffset, p.yOffset])).toEqual(reference.positions.map((p) => [p.xAdvance, p.xOffset, p.yOffset]));
    }
  });

  it('shapes: श्र is one glyph, ि comes first in "कि", र् moves after the consonant it sits on', () => {
    const font = pdfkitFont('400Regular');
    const cps = (text: string) => font.layout(text).glyphs.map((g) => String.fromCodePoint(...g.codePoints));
    expect(cps('श्री')).toEqual(['श्र', 'ी']);
    expect(cps('कि')).toEqual(['ि', 'क']);
    expect(cps('शर्मा')).toEqual(['श', 'म', 'ा', 'र्']);
  });

  it('gives each glyph letters so that, read left to right, they are the typed text', () => {
    const font = pdfkitFont('400Regular');
    for (const text of [...NAMES, 'किकि र्कर रर्क', 'कि', 'र्क', 'abc']) {
      const letters = lettersPerGlyph(text, font.layout(text).glyphs);
      expect(letters.map((l) => String.fromCodePoint(...l)).join('')).toBe(text);
    }
    // Any well-formed words: consonants joined by virama, a reph, a vowel sign, a nasal sign.
    const consonant = fc.constantFrom(...'कखगघचछजझटठडढणतथदधनपफबभमयरलवशषसह');
    const syllable = fc
      .tuple(
        fc.boolean(),
        fc.array(consonant, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('', 'ा', 'ि', 'ी', 'ु', 'ू', 'ृ', 'े', 'ै', 'ो', 'ौ'),
        fc.constantFrom('', 'ं', 'ँ'),
      )
      .map(([reph, cs, vowel, nasal]) => (reph ? 'र्' : '') + cs.join('्') + vowel + nasal);
    const words = fc
      .array(
        fc.array(syllable, { minLength: 1, maxLength: 4 }).map((s) => s.join('')),
        { minLength: 1, maxLength: 4 },
      )
      .map((w) => w.join(' '));
    fc.assert(
      fc.property(words, (text) => {
        const letters = lettersPerGlyph(text, font.layout(text).glyphs);
        // A glyph left without a letter (ौ is drawn as two) carries a zero-width joiner, which readers drop.
        expect(
          letters
            .map((l) => String.fromCodePoint(...l))
            .join('')
            .replaceAll('\u200d', ''),
        ).toBe(text);
      }),
      { numRuns: 300 },
    );
    const of = (text: string) => lettersPerGlyph(text, font.layout(text).glyphs).map((l) => String.fromCodePoint(...l));
    expect(of('कि')).toEqual(['क', 'ि']);
    expect(of('शर्मा')).toEqual(['श', 'र', '्', 'मा']);
    expect(of('श्री')).toEqual(['श्र', 'ी']); // already in order: each glyph keeps its own letters
    // fontkit keeps one glyph object per glyph id, with the letters it first met it with: after "कै", the
    // top of ौ still says ै. Letters are matched to the text, so the result does not depend on that.
    for (const text of ['कौं', 'कै कौं गौरव मोहन', 'कौं']) expect(of(text).join('').replaceAll('\u200d', '')).toBe(text);
  });
});

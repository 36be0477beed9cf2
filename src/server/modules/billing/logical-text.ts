/**
 * Devanagari is drawn in a different order from the one it is typed in: in "कि" the vowel sign ि stands
 * left of क, a reph (र्) sits on top of the consonant after it, conjuncts (क्ष, श्र) are one glyph for
 * three letters. pdfkit shapes correctly (fontkit's Indic shaper gives the same glyphs as HarfBuzz, see
 * the test), but maps each glyph to its own letters, so a PDF reader that reads the glyphs left to right
 * copies "िक" for "कि". Here each glyph of a reordered cluster stands for a piece of the cluster's text in
 * the typed order ("क्षि" drawn as [ि][क्ष] reads "क" + "्षि"), so reading left to right gives the typed
 * text: copy, search and text extraction all see "श्री क्षितिज". What is drawn stays pdfkit's placement
 * of the shaped glyphs.
 *
 * This reaches into pdfkit's embedded font (its layout, subset, widths and ToUnicode table): pdfkit is
 * pinned, and the tests extract the text back to catch a change.
 */

interface Glyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

interface Position {
  xAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

/** The parts of pdfkit's EmbeddedFont this uses. */
interface EmbeddedFont {
  layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: Position[] };
  encode(text: string, features?: unknown): [string[], Position[]];
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  unicode: number[][];
  widths: number[];
  scale: number;
}

/** A letter for a glyph left without one: readers skip it (pdf.js) or copy nothing visible. */
const ZERO_WIDTH_JOINER = 0x200d;

/**
 * Where in the text each glyph's letters start: the earliest letters not yet taken that match them; -1
 * for a glyph whose letters are not in the text (the font draws ौ as ा and ै: those two match nothing).
 */
function sourceIndexes(codePoints: number[], glyphs: Glyph[]): { at: number[]; taken: boolean[] } {
  const taken = new Array<boolean>(codePoints.length).fill(false);
  const at = glyphs.map((glyph) => {
    const own = glyph.codePoints;
    const i = own.length === 0 ? -1 : codePoints.findIndex((_, k) => own.every((c, j) => codePoints[k + j] === c && !taken[k + j]));
    for (let j = 0; i >= 0 && j < own.length; j++) taken[i + j] = true;
    return i;
  });
  return { at, taken };
}

/** For each glyph, left to right, the letters it stands for so that, read in that order, they give the typed text. */
export function lettersPerGlyph(text: string, glyphs: Glyph[]): number[][] {
  const codePoints = Array.from(text, (c) => c.codePointAt(0)!);
  const { at, taken } = sourceIndexes(codePoints, glyphs);
  // The smallest start of any glyph after each one.
  const laterMin = at.map((_, i) => Math.min(Infinity, ...at.slice(i + 1).filter((a) => a >= 0)));
  const letters: number[][] = [];
  let next = 0;
  for (let start = 0; start < glyphs.length;) {
    // A cluster ends where its glyphs cover a run of letters that no later glyph reaches back into.
    let high = next;
    let end = start;
    let inOrder = true;
    for (let last = -1; end < glyphs.length; end++) {
      const a = at[end]!;
      if (a < 0 || a < last) inOrder = false;
      if (a >= 0) high = Math.max(high, a + glyphs[end]!.codePoints.length);
      last = Math.max(last, a);
      // Letters no glyph matched are drawn by the unmatched glyphs around them.
      while (high < codePoints.length && !taken[high]) high++;
      if (end + 1 >= glyphs.length || (laterMin[end]! >= high && at[end + 1]! >= 0)) break;
    }
    if (end + 1 >= glyphs.length) high = codePoints.length;
    const cluster = glyphs.slice(start, end + 1);
    const typed = codePoints.slice(next, high);
    if (
      inOrder &&
      cluster.every((g, k) => at[start + k] === next + cluster.slice(0, k).reduce((n, p) => n + p.codePoints.length, 0)) &&
      high - next === cluster.reduce((n, g) => n + g.codePoints.length, 0)
    )
      letters.push(...cluster.map((g) => g.codePoints));
    else {
      // Each glyph takes as many letters as it draws (one at least), in the typed order; the last takes the rest.
      let from = 0;
      cluster.forEach((g, k) => {
        const size = k === cluster.length - 1 ? typed.length - from : Math.max(1, g.codePoints.length);
        const piece = typed.slice(from, (from += size));
        letters.push(piece.length ? piece : [ZERO_WIDTH_JOINER]);
      });
    }
    next = high;
    start = end + 1;
  }
  return letters;
}

const NONSPACING_MARK = /\p{Mn}/u;

/**
 * pdf.js (Firefox's viewer) takes a glyph whose text holds a nonspacing mark (्, ु, ं…) for a zero-width
 * accent and does not look at its position: at the start of a word or line that puts the space or line
 * break after it ("त्र् यंबक"). So a word's first glyph keeps only the letters before its first such
 * mark and hands the rest to the next glyph.
 */
function leadWithoutMarks(letters: number[][]): void {
  const isSpace = (l: number[] | undefined) => l?.length === 1 && /\s/.test(String.fromCodePoint(l[0]!));
  letters.forEach((own, i) => {
    const next = letters[i + 1];
    if ((i > 0 && !isSpace(letters[i - 1])) || !next || isSpace(next)) return;
    const cut = own.findIndex((c) => NONSPACING_MARK.test(String.fromCodePoint(c)));
    if (cut < 1) return;
    letters[i + 1] = [...own.slice(cut), ...next];
    letters[i] = own.slice(0, cut);
  });
}

const patched = new WeakSet<object>();

/** Makes the font pdfkit is drawing with (doc.font(...) first) give its text in the typed order. */
export function extractInTypedOrder(font: unknown): void {
  const f = font as EmbeddedFont;
  if (patched.has(f)) return;
  patched.add(f);
  // A glyph id that stands for other letters than its own gets an extra character code of its own.
  const extraCodes = new Map<string, number>();
  f.encode = function (this: EmbeddedFont, text, features) {
    const { glyphs, positions: laid } = this.layout(text, features);
    const letters = lettersPerGlyph(text, glyphs);
    leadWithoutMarks(letters);
    // A mark moved sideways (e above a consonant) is placed by moving the pen, not by an absolute
    // position as pdfkit would: readers then see one unbroken run of text instead of a gap.
    const positions = laid.map((p) => ({ ...p }));
    positions.forEach((p, i) => {
      if (i === 0 || !p.xOffset || p.yOffset) return;
      positions[i - 1]!.xAdvance += p.xOffset;
      p.xAdvance -= p.xOffset;
      p.xOffset = 0;
    });
    const codes = glyphs.map((glyph, i) => {
      const own = letters[i]!;
      let code: number;
      if (own.join() === glyph.codePoints.join()) {
        code = this.subset.includeGlyph(glyph.id);
        this.unicode[code] ??= glyph.codePoints;
      } else {
        const key = `${glyph.id}:${own.join()}`;
        code = extraCodes.get(key) ?? this.subset.glyphs.push(glyph.id) - 1;
        extraCodes.set(key, code);
        this.unicode[code] = own;
      }
      this.widths[code] ??= glyph.advanceWidth * this.scale;
      return code.toString(16).padStart(4, '0');
    });
    return [codes, positions];
  };
}

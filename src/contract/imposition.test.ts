import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layOut, sheetsNeeded } from './imposition.ts';

const SRA3 = { widthMm: 320, heightMm: 450 };
const counts = (layout: ReturnType<typeof layOut>) =>
  layout && { across: layout.across, down: layout.down, rotated: layout.rotated, perSheet: layout.perSheet };

describe('laying pieces out on a sheet', () => {
  it('puts 21 visiting cards (89×51 + 3 mm bleed) on SRA3 with 5 mm margins, upright', () => {
    expect(counts(layOut(SRA3, { widthMm: 89, heightMm: 51, bleedMm: 3 }, 5))).toEqual({ across: 3, down: 7, rotated: false, perSheet: 21 });
  });

  it('puts four 5×7 in cards (127×178) on SRA3', () => {
    expect(counts(layOut(SRA3, { widthMm: 127, heightMm: 178, bleedMm: 3 }, 5))).toEqual({ across: 2, down: 2, rotated: false, perSheet: 4 });
  });

  it('turns the pieces when that fits more', () => {
    // 100×60 (106×66 with bleed) on A4 inside 5 mm: upright 1 × 4 = 4, turned 3 × 2 = 6.
    expect(counts(layOut({ widthMm: 210, heightMm: 297 }, { widthMm: 100, heightMm: 60, bleedMm: 3 }, 5))).toEqual({
      across: 3,
      down: 2,
      rotated: true,
      perSheet: 6,
    });
  });

  it('answers null for a piece bigger than the sheet inside its margins', () => {
    expect(layOut({ widthMm: 210, heightMm: 297 }, { widthMm: 297, heightMm: 420, bleedMm: 3 }, 5)).toBeNull();
    // Fits the paper, not the printable area.
    expect(layOut({ widthMm: 210, heightMm: 297 }, { widthMm: 200, heightMm: 290, bleedMm: 3 }, 5)).toBeNull();
  });

  it('centres the block: an ID card (85.6×54) gets exact tenths', () => {
    const layout = layOut(SRA3, { widthMm: 85.6, heightMm: 54, bleedMm: 3 }, 5)!;
    expect(counts(layout)).toEqual({ across: 3, down: 7, rotated: false, perSheet: 21 });
    expect(layout.pieces[0]).toEqual({ x: 22.6, y: 15, width: 91.6, height: 60 });
  });

  it('never overlaps pieces nor lets one into the margins', () => {
    const mm = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((t) => t / 10);
    fc.assert(
      fc.property(mm(100, 700), mm(100, 1000), mm(40, 300), mm(40, 300), mm(0, 5), mm(0, 20), (sw, sh, pw, ph, bleed, margin) => {
        const layout = layOut({ widthMm: sw, heightMm: sh }, { widthMm: pw, heightMm: ph, bleedMm: bleed }, margin);
        if (!layout) return;
        const eps = 1e-9;
        expect(layout.pieces).toHaveLength(layout.perSheet);
        for (const p of layout.pieces) {
          expect(p.x).toBeGreaterThanOrEqual(margin - eps);
          expect(p.y).toBeGreaterThanOrEqual(margin - eps);
          expect(p.x + p.width).toBeLessThanOrEqual(sw - margin + eps);
          expect(p.y + p.height).toBeLessThanOrEqual(sh - margin + eps);
          expect([p.width, p.height].sort()).toEqual([pw + 2 * bleed, ph + 2 * bleed].map((v) => Math.round(v * 10) / 10).sort());
        }
        let overlaps = 0;
        for (let i = 0; i < layout.pieces.length; i++) {
          for (let j = i + 1; j < layout.pieces.length; j++) {
            const a = layout.pieces[i]!;
            const b = layout.pieces[j]!;
            if (!(a.x + a.width <= b.x + eps || b.x + b.width <= a.x + eps || a.y + a.height <= b.y + eps || b.y + b.height <= a.y + eps)) overlaps++;
          }
        }
        expect(overlaps).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('sheets to print', () => {
  it('are the quantity over the pieces a sheet, plus the wastage, rounded up', () => {
    expect(sheetsNeeded(500, 21, 5)).toBe(26); // 24 sheets, 25.2 with wastage
    expect(sheetsNeeded(400, 4, 5)).toBe(105);
    expect(sheetsNeeded(420, 21, 0)).toBe(20);
    expect(sheetsNeeded(1, 21, 5)).toBe(2);
    expect(sheetsNeeded(100, 4, 2.5)).toBe(26); // 25 × 1.025 = 25.625
    expect(sheetsNeeded(0, 4, 5)).toBe(0);
  });
});

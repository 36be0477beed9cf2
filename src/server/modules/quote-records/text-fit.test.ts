import { describe, expect, it } from 'vitest';
import { zoneFitter } from './text-fit.ts';

const fitsZone = await zoneFitter();

// An ID card's name zone: 60 % of an 85.6 mm card wide, 9 % of its 54 mm high.
const NAME_ZONE = { width: 0.6 * 856, height: 0.09 * 540 };

describe('fitsZone', () => {
  it('takes a name that fits at its natural size', () => {
    expect(fitsZone('Asha Patil', NAME_ZONE)).toBe(true);
    expect(fitsZone('आशा पाटिल', NAME_ZONE)).toBe(true);
  });

  it('takes a name that fits once shrunk to 70 %, refuses one that would need less', () => {
    const box = { width: 1000, height: 100 };
    // Find, for this font, the longest run of "M" that fits shrunk and check the next does not.
    let n = 1;
    while (fitsZone('M'.repeat(n + 1), box)) n += 1;
    expect(n).toBeGreaterThan(1);
    expect(fitsZone('M'.repeat(n + 1), box)).toBe(false);
    // At the natural size alone (no shrinking), fewer would fit.
    expect(fitsZone('M'.repeat(n), { width: box.width * 0.7, height: box.height })).toBe(false);
  });

  it('measures Devanagari names with their conjuncts', () => {
    const box = { width: 300, height: 50 };
    expect(fitsZone('श्रीमती क्षमा त्रिपाठी', NAME_ZONE)).toBe(true);
    expect(fitsZone('श्रीमती क्षमा त्रिपाठी '.repeat(6), box)).toBe(false);
  });
});

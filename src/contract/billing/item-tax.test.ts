import { describe, expect, it } from 'vitest';
import { firstSet, hsnProblem } from './item-tax.ts';

describe("an item's HSN or SAC code", () => {
  // The GST portal refuses a 5- or 7-digit code: one on the bill makes the return fail.
  it.each(['4911', '491110', '49111000', '998912', '9989 12', ''])('takes %j', (code) => expect(hsnProblem(code)).toBeNull());
  it.each(['491', '49111', '4911101', '491110001', '49II'])('refuses %j', (code) => expect(hsnProblem(code)).not.toBeNull());
});

describe('the code or rate a bill uses', () => {
  it("is the listing's, else its category's, else the shop's", () => {
    expect(firstSet('12', '5', '18')).toBe('12');
    expect(firstSet('', '5', '18')).toBe('5');
    expect(firstSet(null, ' ', '18')).toBe('18');
    expect(firstSet('', '', '')).toBeNull();
  });
});

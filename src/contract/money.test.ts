import { describe, expect, it } from 'vitest';
import { comparePrices, formatRupees, hasDiscount, toPaise } from './money.ts';
import { normalizePrice } from './price-text.ts';

describe('money', () => {
  // The last one is beyond float precision for paise: still exact.
  it.each([
    ['0', '₹0'],
    ['123456', '₹1,23,456'],
    ['499.5', '₹499.50'],
    ['12.05', '₹12.05'],
    ['9999999999.99', '₹9,99,99,99,999.99'],
  ])('formats %s as %s (Indian grouping, exactly, at any size)', (price, shown) => expect(formatRupees(price)).toBe(shown));

  it.each<[string, string | null]>([
    ['0499.', '499'],
    ['.5', '0.5'],
    [' 1499.50 ', '1499.50'],
    ...['', '.', 'abc', '1.2.3', '1e3', '-5', '12.345', '99999999999'].map((bad): [string, null] => [bad, null]),
  ])('normalizes the typed price %j to %j (null: not a price)', (typed, stored) => expect(normalizePrice(typed)).toBe(stored));

  it('compares in paise, never in floats', () => {
    expect(toPaise('0.1') + toPaise('0.2')).toBe(toPaise('0.3'));
    // A balance or a reversal below zero: the paise are below zero with the rupees.
    expect([toPaise('-2475.50'), toPaise('-0.50'), toPaise('-500'), toPaise('2475.5')]).toEqual([-247550n, -50n, -50000n, 247550n]);
    expect([comparePrices('100', '99.99'), comparePrices('100.00', '100')]).toEqual([1, 0]);
    expect([hasDiscount('500', '450'), hasDiscount('500', '500'), hasDiscount('500', null)]).toEqual([true, false, false]);
  });
});

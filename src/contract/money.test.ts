import { describe, expect, it } from 'vitest';
import { comparePrices, formatRupees, hasDiscount, normalizePrice, toPaise } from './money.ts';

describe('money', () => {
  it('formats rupees with Indian grouping, exactly, at any size', () => {
    expect(formatRupees('0')).toBe('₹0');
    expect(formatRupees('123456')).toBe('₹1,23,456');
    expect(formatRupees('499.5')).toBe('₹499.50');
    expect(formatRupees('12.05')).toBe('₹12.05');
    // Beyond float precision for paise: still exact.
    expect(formatRupees('9999999999.99')).toBe('₹9,99,99,99,999.99');
  });

  it('normalizes typed prices and refuses what is not one', () => {
    expect(normalizePrice('0499.')).toBe('499');
    expect(normalizePrice('.5')).toBe('0.5');
    expect(normalizePrice(' 1499.50 ')).toBe('1499.50');
    for (const bad of ['', '.', 'abc', '1.2.3', '1e3', '-5', '12.345', '99999999999']) expect(normalizePrice(bad)).toBeNull();
  });

  it('compares in paise, never in floats', () => {
    expect(toPaise('0.1') + toPaise('0.2')).toBe(toPaise('0.3'));
    expect(comparePrices('100', '99.99')).toBe(1);
    expect(comparePrices('100.00', '100')).toBe(0);
    expect(hasDiscount('500', '450')).toBe(true);
    expect(hasDiscount('500', '500')).toBe(false);
    expect(hasDiscount('500', null)).toBe(false);
  });
});

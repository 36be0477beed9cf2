import { describe, expect, it } from 'vitest';
import { defaultOrderPrefix, orderYearOf, formatOrderNumber, ORDER_NUMBER_MAX, ORDER_PREFIX_PATTERN } from './order-numbers.ts';

describe('order numbers', () => {
  it('counts the financial year from 1 April in India, not in UTC', () => {
    expect(orderYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27'); // 23:59 on 31 March in India
    expect(orderYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28'); // 00:00 on 1 April in India
    expect(orderYearOf(new Date('2026-12-31T20:00:00.000Z'))).toBe('2026-27'); // already 1 January in India
    expect(orderYearOf(new Date('2099-06-01T00:00:00.000Z'))).toBe('2099-00');
  });

  it('makes a prefix from the shop name, or ORD when the name has no Latin letters', () => {
    expect(defaultOrderPrefix('Shree Ganesh Printers')).toBe('SGP');
    expect(defaultOrderPrefix('A & B Prints and Cards')).toBe('ABP');
    expect(defaultOrderPrefix('printify')).toBe('PRI');
    expect(defaultOrderPrefix('श्री गणेश प्रिंटर्स')).toBe('ORD');
    expect(defaultOrderPrefix('')).toBe('ORD');
    expect(defaultOrderPrefix(undefined)).toBe('ORD');
    expect(defaultOrderPrefix('<script>alert(1)</script> Press')).toBe('SA1');
  });

  it('keeps within a GST invoice serial: 16 characters of letters, digits and dashes, up to 9,999 orders a year', () => {
    for (const name of ['Shree Ganesh Printers', 'printify', 'X', '', 'श्री']) {
      const prefix = defaultOrderPrefix(name);
      expect(prefix).toMatch(ORDER_PREFIX_PATTERN);
      const longest = formatOrderNumber(prefix, '2026-27', 9999);
      expect(longest.length).toBeLessThanOrEqual(ORDER_NUMBER_MAX);
      expect(longest).toMatch(/^[A-Z0-9/-]+$/);
    }
    expect(formatOrderNumber('SGP', '2026-27', 42)).toBe('SGP-2026-27-0042');
  });
});

import { describe, expect, it } from 'vitest';
import { financialYearOf } from './financial-year.ts';
import { INVOICE_PREFIX_MAX, checkInvoicePrefix, formatInvoiceNumber } from './invoice-number.ts';

describe('financial year (April to March, India time)', () => {
  it.each([
    ['2026-11-26T10:00:00Z', '2026-27', '26-27'],
    ['2026-04-01T00:00:00+05:30', '2026-27', '26-27'],
    // 31 March 23:59 in India is still the old year, though it is already 1 April nowhere yet…
    ['2027-03-31T23:59:59.999+05:30', '2026-27', '26-27'],
    // …and 1 April 00:10 in India is the new year, though it is still 31 March in UTC.
    ['2027-03-31T18:40:00Z', '2027-28', '27-28'],
    ['2027-03-31T18:29:59.999Z', '2026-27', '26-27'],
    ['2027-01-01T00:00:00+05:30', '2026-27', '26-27'],
    ['2099-06-01T00:00:00Z', '2099-00', '99-00'],
    ['2009-05-01T00:00:00Z', '2009-10', '09-10'],
  ])('%s is in %s', (at, label, short) => expect(financialYearOf(new Date(at))).toMatchObject({ label, short }));

  it('names the year by the calendar year it starts in', () => {
    expect(financialYearOf(new Date('2027-02-10T00:00:00Z')).startYear).toBe(2026);
  });
});

describe('invoice numbers (Rule 46: at most 16 characters, letters, digits, - and /)', () => {
  const fy = financialYearOf(new Date('2026-11-26T10:00:00Z'));

  it.each<[string, number, string]>([
    ['INV', 42, 'INV/26-27/0042'],
    ['SGP', 1, 'SGP/26-27/0001'],
    ['', 7, '26-27/0007'],
    ['AB-CD', 9999, 'AB-CD/26-27/9999'],
    ['INV', 10000, 'INV/26-27/10000'],
    ['A', 123456, 'A/26-27/123456'],
  ])('prefix %j, serial %i → %s', (prefix, serial, number) => {
    expect(formatInvoiceNumber(prefix, fy, serial)).toBe(number);
    expect(number.length).toBeLessThanOrEqual(16);
    expect(number).toMatch(/^[A-Za-z0-9/-]+$/);
  });

  it('leaves five characters for the prefix, so that every serial up to 9999 fits', () => {
    expect(INVOICE_PREFIX_MAX).toBe(5);
    expect(checkInvoicePrefix('ABCDE')).toBeNull();
    expect(checkInvoicePrefix('ABCDEF')).toBe('The bill number prefix may be at most 5 characters, so that numbers stay within 16.');
  });

  it.each(['IN V', 'INV/', 'चालान', 'A_B', 'A.B', '<b>'])('refuses the prefix %j', (prefix) => {
    expect(checkInvoicePrefix(prefix)).toBe('The bill number prefix may hold only letters, digits and "-".');
    expect(() => formatInvoiceNumber(prefix, fy, 1)).toThrow('letters, digits');
  });

  it('refuses a serial that would pass 16 characters, or is not a count', () => {
    expect(() => formatInvoiceNumber('AB-CD', fy, 10000)).toThrow('Bill number AB-CD/26-27/10000 is longer than 16 characters.');
    for (const serial of [0, -1, 1.5, Number.NaN]) expect(() => formatInvoiceNumber('INV', fy, serial)).toThrow('whole number');
  });
});

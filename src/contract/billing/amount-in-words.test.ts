import { describe, expect, it } from 'vitest';
import { toPaise } from '../money.ts';
import { amountInWords } from './amount-in-words.ts';

describe('amount in words (Indian system)', () => {
  it.each([
    ['0', 'Rupees Zero Only'],
    ['1', 'Rupees One Only'],
    ['0.01', 'One Paisa Only'],
    ['1.01', 'Rupees One and One Paisa Only'],
    ['0.5', 'Fifty Paise Only'],
    ['99.50', 'Rupees Ninety-Nine and Fifty Paise Only'],
    ['99.05', 'Rupees Ninety-Nine and Five Paise Only'],
    ['100', 'Rupees One Hundred Only'],
    ['110', 'Rupees One Hundred Ten Only'],
    ['1000', 'Rupees One Thousand Only'],
    ['1001', 'Rupees One Thousand One Only'],
    ['20019', 'Rupees Twenty Thousand Nineteen Only'],
    ['100000', 'Rupees One Lakh Only'],
    ['123456.50', 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only'],
    ['9999999.99', 'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only'],
    ['10000000', 'Rupees One Crore Only'],
    ['10000100', 'Rupees One Crore One Hundred Only'],
    ['123456789', 'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only'],
    ['1000000000', 'Rupees One Hundred Crore Only'],
    ['12345678901234', 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Crore Eighty-Nine Lakh One Thousand Two Hundred Thirty-Four Only'],
  ])('₹%s → %s', (amount, text) => expect(amountInWords(toPaise(amount))).toBe(text));

  it('says a refund as minus', () => expect(amountInWords(-150n)).toBe('Minus Rupees One and Fifty Paise Only'));

  it('names every number from 1 to 99 with a hyphen only between tens and units', () => {
    const names = Array.from({ length: 99 }, (_, i) => amountInWords(BigInt(i + 1) * 100n).replace(/^Rupees | Only$/g, ''));
    expect(new Set(names).size).toBe(99);
    expect(names.slice(19, 22)).toEqual(['Twenty', 'Twenty-One', 'Twenty-Two']);
    expect(names.filter((n) => n.includes('-'))).toHaveLength(72);
    expect(names.every((n) => /^[A-Z][a-z]+(-[A-Z][a-z]+)?$/.test(n))).toBe(true);
  });
});

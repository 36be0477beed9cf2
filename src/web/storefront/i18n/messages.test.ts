import { describe, expect, it } from 'vitest';
import * as en from './en.ts';
import * as hi from './hi.ts';
import type { Messages } from './messages-type.ts';

// Checked by tsc: each dictionary has every text of the other, with the same type.
const english: Messages = en;
const hindi: Messages = hi;
type Missing<A, B> = Exclude<keyof A, keyof B>;
const noExtraInHindi: [Missing<typeof hi, typeof en>] extends [never] ? true : never = true;

describe('the dictionaries', () => {
  it('have the same texts in English and Hindi', () => {
    expect(noExtraInHindi).toBe(true);
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
  });

  it('have no empty text and no English left in the Hindi one (but for proper names)', () => {
    const allowed = new Set(['otherLanguage', 'otherLanguageLabel', 'lang', 'prefix', 'dateLocale']);
    // Names and terms Hindi readers see in Latin letters too (brands, apps, file types, payment and tax terms).
    const properNames = /\b(?:WhatsApp|Facebook|Instagram|Twitter|LinkedIn|UPI|GSTIN|GST|PDF|UTR|QR|JPEG|PNG|WebP|CSV|Excel|Google Pay|PhonePe|Paytm|BHIM)\b/g;
    for (const [key, value] of Object.entries(hindi)) {
      const text = typeof value === 'function' ? String((value as (...a: unknown[]) => unknown)(2, 'x', 'y')) : String(value);
      expect(text.trim(), key).not.toBe('');
      if (!allowed.has(key)) expect(text.replace(/\$\{[^}]*\}|\bx\b|\by\b/g, '').replace(properNames, ''), key).not.toMatch(/[A-Za-z]{3,}/);
    }
  });
});

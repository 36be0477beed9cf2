import { financialYearOf } from './billing/financial-year.ts';

/**
 * Order numbers people can say on the phone (issue 17, item 4; docs/decisions/019-order-numbers-and-whatsapp.md):
 * `<PREFIX>-<financial year>-<number>`, e.g. `SGP-2026-27-0042`. Zod-free: the quote page shows them.
 */

/** A GST invoice serial may have at most 16 characters (letters, digits, `-`, `/`); the number keeps to it up to 9,999 a year. */
export const ORDER_NUMBER_MAX = 16;
/** 1–3 capital letters or digits: with `-2026-27-0042` that makes 16 characters at most. */
export const ORDER_PREFIX_PATTERN = /^[A-Z0-9]{1,3}$/;
/** The prefix when the shop's name gives none (no name yet, or a name without Latin letters). */
const FALLBACK_ORDER_PREFIX = 'ORD';

/** The Indian financial year (April–March, in India's time) of a moment, as order numbers write it: `2026-27`. */
export const orderYearOf = (at: Date): string => financialYearOf(at).label;

/** `SGP`, `2026-27`, 42 → `SGP-2026-27-0042`. */
export const formatOrderNumber = (prefix: string, financialYear: string, n: number) => `${prefix}-${financialYear}-${String(n).padStart(4, '0')}`;

/**
 * The prefix a shop gets until its owner chooses one: the initials of the first three words of its
 * name ("Shree Ganesh Printers" → `SGP`), or the first three letters of a one-word name ("Printify" → `PRI`).
 */
export function defaultOrderPrefix(shopName: string | null | undefined): string {
  const words = (shopName ?? '').toUpperCase().match(/[A-Z0-9]+/g) ?? [];
  if (words.length === 0) return FALLBACK_ORDER_PREFIX;
  return words.length === 1
    ? words[0]!.slice(0, 3)
    : words
        .slice(0, 3)
        .map((w) => w[0])
        .join('');
}

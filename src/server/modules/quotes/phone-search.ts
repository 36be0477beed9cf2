import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Finding a customer by the number the owner types (issue 28): a phone is stored as the customer
 * typed it ("98220 54321", "+91 98220-54321"), and beside it its digits alone (`phone_digits`,
 * migration 017), so a search compares digits with digits on either database.
 */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/** Only these characters: "0042" or "98220 54321" is a number, "SGP-2026-27-0042" is not. */
const PHONE_LIKE = /^[+\d\s\-().]+$/;

/**
 * The digits a search looks for, when the text reads as a phone number; null otherwise. A whole
 * Indian number loses its country code or trunk 0 ("+91 98220 54321", "098220-54321" → 9822054321):
 * its ten digits are in the stored digits however the customer typed the number.
 */
export function searchedDigits(q: string): string | null {
  if (!PHONE_LIKE.test(q)) return null;
  const digits = phoneDigits(q);
  return digits ? digits.replace(/^(?:0091|91|0)(?=\d{10}$)/, '') : null;
}

/** Fills in the digits of the quotes that have none yet: run by migration 017, and by a restore of an archive taken before it. */
export async function fillPhoneDigits(db: Kysely<DB>): Promise<void> {
  const rows = await db.selectFrom('quotes').select(['id', 'phone']).where('phone_digits', '=', '').execute();
  for (const row of rows) {
    const digits = phoneDigits(row.phone);
    if (digits) await db.updateTable('quotes').set({ phone_digits: digits }).where('id', '=', row.id).execute();
  }
}

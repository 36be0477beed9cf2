import { createHash } from 'node:crypto';

/**
 * A customer is known by their phone number (decision 045). The quotes keep it as typed, with its
 * digits beside it (migration 017); here those digits become one number per customer, and the number
 * an id that looks like every other id (a UUID, so the audit trail and the routes treat it alike).
 */

/**
 * +919822012345 for an Indian number however typed ("98220 12345", "098220-12345", "+91 98220 12345",
 * "0091…"); any other number as + and its digits; null without digits.
 */
export function customerPhone(digits: string): string | null {
  const only = digits.replace(/\D/g, '');
  if (!only) return null;
  const local = only.replace(/^(?:0091|91|0)(?=\d{10}$)/, '');
  return local.length === 10 ? `+91${local}` : `+${only}`;
}

// A namespace of our own for name-based UUIDs (RFC 9562 §5.5): the same number always gives the same id.
const NAMESPACE = Buffer.from('5d0c8a7e3b2f4e1a9c6d2b8f0e4a7c31', 'hex');

/** The customer's id: a version-5 UUID of their normalised number, so no table is needed to give one. */
export function customerIdOf(phone: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(phone, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The digits a quote's phone_digits must contain to be this customer's (the last ten, or all of a shorter number). */
export const phoneTail = (phone: string): string => phone.replace(/\D/g, '').slice(-10);

import { findState } from './gst-states.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN's 15th character: each of the first 14 characters as a base-36 value, weighted 1, 2, 1, 2, …;
 * each product's base-36 digits are added; the check is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** The GSTIN in capitals without spaces when it is valid; otherwise a message saying what is wrong. */
export function checkGstin(input: string): { ok: true; gstin: string; stateCode: string } | { ok: false; error: string } {
  const gstin = input.replace(/\s+/g, '').toUpperCase();
  const fail = (error: string) => ({ ok: false as const, error });
  const length = Array.from(gstin).length;
  if (length !== 15) return fail(`GSTIN must be 15 characters; this one has ${length}.`);
  if (!/^[0-9A-Z]+$/.test(gstin)) return fail('GSTIN may hold only letters and digits.');
  if (!/^\d\d/.test(gstin) || !findState(gstin.slice(0, 2)))
    return fail(`GSTIN must start with a state code such as 27 for Maharashtra; "${gstin.slice(0, 2)}" is not one.`);
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12))) return fail('Characters 3 to 12 of a GSTIN are the PAN: five letters, four digits and a letter.');
  if (!/^[1-9A-Z]$/.test(gstin.charAt(12))) return fail('The 13th character of a GSTIN (the registration number for this PAN) cannot be 0.');
  if (gstin.charAt(13) !== 'Z') return fail('The 14th character of a GSTIN must be Z.');
  if (gstinCheckCharacter(gstin) !== gstin.charAt(14))
    return fail('This GSTIN’s last character (the check digit) does not match: please check it for a typing mistake.');
  return { ok: true, gstin, stateCode: gstin.slice(0, 2) };
}

import { oneLine } from '../one-line.ts';

/** name@bank: the handle (letters, digits, '.', '-', '_') and the bank's short name. */
const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;
export const UPI_ID_MESSAGE = 'UPI ID must look like name@bank, for example shop@okaxis.';

export function isUpiId(text: string): boolean {
  return UPI_ID_PATTERN.test(text);
}

/** Percent-encoded with spaces as %20 (UPI apps read '+' as a plus); '@' stays as written in UPI IDs. */
const encode = (text: string) => encodeURIComponent(text).replace(/%40/g, '@');

/** 125000n → "1250.00": UPI's am takes at most two decimals, always written here. */
export function upiAmount(paise: bigint): string {
  return `${paise / 100n}.${String(paise % 100n).padStart(2, '0')}`;
}

/**
 * The link a UPI app opens (NPCI's linking spec): pay `amount` to `upiId`, marked with the order number.
 * The payee's name and the note on one line: the UPI app shows them to the payer as the shop's words.
 */
export function upiPayLink(p: { upiId: string; payee: string; amountPaise: bigint; orderNumber: string }): string {
  if (!isUpiId(p.upiId)) throw new Error(UPI_ID_MESSAGE);
  if (p.amountPaise <= 0n) throw new Error('A UPI payment needs an amount above zero.');
  const note = oneLine(p.orderNumber);
  const params: [string, string][] = [
    ['pa', p.upiId],
    ['pn', oneLine(p.payee) || p.upiId],
    ['am', upiAmount(p.amountPaise)],
    ['cu', 'INR'],
    ['tn', note],
    ['tr', note],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encode(value)}`).join('&')}`;
}

/**
 * The advance asked before printing: `percent` (0–100) of the final price, rounded half up to the rupee
 * (so ₹1,249.50 at 50% asks ₹625), never more than the price itself.
 */
export function advanceDue(finalPaise: bigint, percent: number): bigint {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new Error('Advance percentage must be a whole number from 0 to 100.');
  const rupees = (finalPaise * BigInt(percent) + 5000n) / 10_000n;
  const due = rupees * 100n;
  return due > finalPaise ? finalPaise : due;
}

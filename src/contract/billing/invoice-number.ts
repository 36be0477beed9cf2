import type { FinancialYear } from './financial-year.ts';

/** Rule 46: at most 16 characters, letters, digits, '-' and '/'. */
const INVOICE_NUMBER_MAX = 16;
const SERIAL_DIGITS = 4;
// "/26-27/" and a four-digit serial leave five characters for the prefix.
export const INVOICE_PREFIX_MAX = INVOICE_NUMBER_MAX - '/26-27/'.length - SERIAL_DIGITS;

/** A message when the prefix cannot start a bill number, else null. An empty prefix is allowed ("26-27/0042"). */
export function checkInvoicePrefix(prefix: string): string | null {
  if (!/^[A-Za-z0-9-]*$/.test(prefix)) return 'The bill number prefix may hold only letters, digits and "-".';
  if (prefix.length > INVOICE_PREFIX_MAX) return `The bill number prefix may be at most ${INVOICE_PREFIX_MAX} characters, so that numbers stay within 16.`;
  return null;
}

/** "INV/26-27/0042": the prefix, the financial year and the serial (at least four digits); throws past 16 characters. */
export function formatInvoiceNumber(prefix: string, year: FinancialYear, serial: number): string {
  const problem = checkInvoicePrefix(prefix);
  if (problem) throw new Error(problem);
  if (!Number.isSafeInteger(serial) || serial < 1) throw new Error(`A bill's serial is a whole number from 1; got ${serial}.`);
  const number = [prefix, year.short, String(serial).padStart(SERIAL_DIGITS, '0')].filter(Boolean).join('/');
  if (number.length > INVOICE_NUMBER_MAX) throw new Error(`Bill number ${number} is longer than ${INVOICE_NUMBER_MAX} characters.`);
  return number;
}

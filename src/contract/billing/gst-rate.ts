/** A rate as the owner types it: "0", "5", "18", "2.5", "0.25"; up to 100 with at most three decimals. */
const RATE_PATTERN = /^(?:100(?:\.0{1,3})?|\d{1,2}(?:\.\d{1,3})?)$/;
export const GST_RATE_MESSAGE = 'GST rate must be a percentage such as 0, 5, 12, 18 or 28 (at most three decimals).';

/** Thousandths of a percent, so that every rate and its half are whole numbers. */
export function rateMillis(rate: string): bigint | null {
  if (!RATE_PATTERN.test(rate)) return null;
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * 1000n + BigInt((fraction + '000').slice(0, 3));
}

/** 9000n → "9", 2500n → "2.5", 125n → "0.125". */
export function rateText(millis: bigint): string {
  const fraction = String(millis % 1000n)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${millis / 1000n}.${fraction}` : String(millis / 1000n);
}

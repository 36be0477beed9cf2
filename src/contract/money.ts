// Prices travel as exact decimal text ("1499", "1499.5"; typed ones are checked in price-text.ts), never as binary floats.

/** Price in paise as a bigint, for exact comparison and sorting: "1499.5" → 149950n; below zero too, "-2475.50" → -247550n. */
export function toPaise(price: string): bigint {
  const negative = price.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? price.slice(1) : price).split('.');
  const paise = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -paise : paise;
}

export function comparePrices(a: string, b: string): number {
  const d = toPaise(a) - toPaise(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** A discount counts only when it is below the price. */
export function hasDiscount(price: string, discountPrice: string | null | undefined): discountPrice is string {
  return Boolean(discountPrice) && comparePrices(discountPrice as string, price) < 0;
}

const rupees = (fraction: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: fraction, maximumFractionDigits: fraction });
const whole = rupees(0);
const withPaise = rupees(2);

/**
 * ₹1,23,456 (Indian grouping), ₹499.50. Intl formats the decimal text itself (strings are exact
 * since ES2023's Intl.NumberFormat v3), so no float ever touches the amount.
 */
export function formatRupees(price: string): string {
  const exact = price as unknown as number;
  return toPaise(price) % 100n ? withPaise.format(exact) : whole.format(exact);
}

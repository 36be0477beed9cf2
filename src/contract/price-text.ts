import { asciiDigits } from './digits.ts';

/**
 * What a typed price may look like (the input rules). Apart from money.ts, whose formatting every
 * page's cards use: the home page's code never checks a typed price.
 */
const PRICE_PATTERN = /^(?=.*\d)\d{0,10}(?:\.\d{0,2})?$/;
export const PRICE_MESSAGE = 'Price must be a number such as 499 or 499.50.';

/** "499." → "499", ".5" → "0.5", "0499" → "499", "४९९" → "499"; null when the text is not a price. */
export function normalizePrice(input: string): string | null {
  const text = asciiDigits(input.trim());
  if (!PRICE_PATTERN.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.');
  const units = whole.replace(/^0+(?=\d)/, '') || '0';
  return fraction ? `${units}.${fraction}` : units;
}

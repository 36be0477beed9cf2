/**
 * What the price fields let through while typing (spec §5): digits and at most one decimal point.
 * Also at most 10 whole digits and 2 decimals, the prices the server stores (PRICE_PATTERN), so a
 * price that can be typed can be saved. Letters, a second dot, spaces... pasted or typed, are dropped.
 */
export function priceText(input: string): string {
  let out = '';
  let dot = false;
  let whole = 0;
  let decimals = 0;
  for (const ch of input) {
    if (ch >= '0' && ch <= '9') {
      if (dot ? decimals >= 2 : whole >= 10) continue;
      if (dot) decimals += 1;
      else whole += 1;
      out += ch;
    } else if (ch === '.' && !dot) {
      dot = true;
      out += ch;
    }
  }
  return out;
}

/** The minimum order quantity field: digits only (at most 7, the server's 1..1000000). */
export const wholeNumberText = (input: string): string => input.replace(/\D+/g, '').slice(0, 7);

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 < n < 100: "Seven", "Forty-Two". */
function belowHundred(n: number): string {
  return n < 20 ? ONES[n]! : TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : '');
}

/** n > 0 in the Indian system: crore, lakh, thousand, hundred; a count of crores above 99 is said the same way. */
function words(n: bigint): string {
  const parts: string[] = [];
  const crore = n / 10_000_000n;
  if (crore > 0n) parts.push(`${words(crore)} Crore`);
  const below = Number(n % 10_000_000n);
  const lakh = Math.floor(below / 100_000);
  const thousand = Math.floor(below / 1000) % 100;
  const hundred = Math.floor(below / 100) % 10;
  const rest = below % 100;
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (hundred) parts.push(`${ONES[hundred]} Hundred`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * An amount of paise in words as Indian bills write it: "Rupees One Lakh Twenty-Three Thousand Four
 * Hundred Fifty-Six and Fifty Paise Only"; "Rupees Zero Only"; below a rupee "Fifty Paise Only".
 * No "and" inside the rupees: it separates rupees from paise only. One paisa, two paise.
 */
export function amountInWords(paise: bigint): string {
  if (paise < 0n) return `Minus ${amountInWords(-paise)}`;
  const rupees = paise / 100n;
  const rest = Number(paise % 100n);
  if (rest === 0) return `Rupees ${rupees === 0n ? 'Zero' : words(rupees)} Only`;
  const paiseWords = `${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'} Only`;
  return rupees === 0n ? paiseWords : `Rupees ${words(rupees)} and ${paiseWords}`;
}

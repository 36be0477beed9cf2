/**
 * Devanagari digits (०–९) as ASCII ones. A Hindi keyboard types "१५०" where an English one types
 * "150"; every typed number (quantity, phone, UTR, amounts) goes through this before it is checked,
 * so both are the same number and only ASCII digits are ever stored.
 */
export const asciiDigits = (text: string): string => text.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));

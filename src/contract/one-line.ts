/**
 * Someone's text as one line of what the shop writes from it (a WhatsApp message, a bill, the
 * accountant's CSV, a UPI link): line breaks and other control characters become a space, so a name
 * cannot forge a line, a row or a field; the direction overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069) too, so a name cannot turn the text after it around. The joiners (U+200C, U+200D)
 * stay: Devanagari conjuncts need them.
 */
export const oneLine = (text: string | null | undefined): string =>
  (text ?? '')
    .replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

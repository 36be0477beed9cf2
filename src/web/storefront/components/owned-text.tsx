/**
 * The owner's words as lib/localized.ts gives them, inside a sentence of ours: plain text, or, when
 * it is the English fallback on a Hindi page, a span marked lang="en".
 */
export function OwnedText({ value }: { value: { text: string; lang?: 'en' } }) {
  return value.lang ? <span lang={value.lang}>{value.text}</span> : value.text;
}

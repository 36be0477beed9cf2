import type { PublicQuote } from '../../../contract/quotes.ts';
import type { Lang } from '../../../contract/translations.ts';
import { quoteRequestText, whatsappEn } from '../../../contract/whatsapp.ts';
import { whatsappHi } from '../../../contract/whatsapp-hi.ts';

/** The visitor's message to the shop, in the language they used: what they want, the estimate, and the page where the answer will be. */
export function visitorMessage(quote: PublicQuote, pageUrl: string, lang: Lang = 'en'): string {
  return quoteRequestText(quote, pageUrl, lang === 'hi' ? whatsappHi : whatsappEn);
}

import type { PublicQuote } from '../../../contract/quotes.ts';
import type { Lang } from '../../../contract/translations.ts';
import { quoteRequestText, whatsappEn } from '../../../contract/whatsapp.ts';
import { whatsappHi } from '../../../contract/whatsapp-hi.ts';
import { quoteInHindi } from '../../../contract/quote-names-hi.ts';

/**
 * The visitor's message to the shop, in the language they used: what they want, the estimate, and
 * the page where the answer will be. A Hindi one names the item, its options and zones as the owner
 * wrote them in Hindi, and links the Hindi page: the visitor reads it before sending it.
 */
export function visitorMessage(quote: PublicQuote, origin: string, lang: Lang = 'en'): string {
  const page = `${origin}${lang === 'hi' ? '/hi' : ''}/quote/${quote.token}`;
  return lang === 'hi' ? quoteRequestText(quoteInHindi(quote), page, whatsappHi) : quoteRequestText(quote, page, whatsappEn);
}

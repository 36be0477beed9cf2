import { formatRupees } from '../../../contract/money.ts';
import { quoteSummaryLines, type Quote } from '../../../contract/quotes.ts';
import { whatsappLink } from '../../../contract/whatsapp.ts';

/** The quote page's address, where the customer sees the proof and approves it. */
export const quotePageUrl = (quote: Pick<Quote, 'token'>, origin: string) => `${origin}/quote/${quote.token}`;

/** The owner's answer on WhatsApp: what was asked, the final price and note once set, and the quote page's link. */
export function quoteMessage(quote: Quote, origin: string): string {
  const lines = [`Hello ${quote.name}, here is your quote.`, ...(quote.orderNumber ? [`Order no.: ${quote.orderNumber}`] : []), ...quoteSummaryLines(quote)];
  if (quote.finalPrice) lines.push(`Final price: ${formatRupees(quote.finalPrice)}`);
  if (quote.note.trim()) lines.push(quote.note.trim());
  lines.push(`See and approve the proof: ${quotePageUrl(quote, origin)}`);
  return lines.join('\n');
}

/** "Send on WhatsApp": a chat with the customer's phone, the message filled in. */
export const quoteWhatsapp = (quote: Quote, origin: string) => whatsappLink(quote.phone, quoteMessage(quote, origin));

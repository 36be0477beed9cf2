import { quoteSummaryLines, type PublicQuote } from '../../../contract/quotes.ts';
import { formatRupees } from '../../../contract/money.ts';

/** The visitor's message to the shop: what they want, the estimate, and the page where the answer will be. */
export function visitorMessage(quote: PublicQuote, pageUrl: string): string {
  return ['Hello, I would like a quote:', ...quoteSummaryLines(quote), `Quote: ${pageUrl}`].join('\n');
}

/** The owner's answer, sent on WhatsApp from the back office. */
export function ownerMessage(quote: PublicQuote, pageUrl: string): string {
  const price = quote.finalPrice ? [`Final price: ${formatRupees(quote.finalPrice)}`] : [];
  const note = quote.note ? [quote.note] : [];
  return [`Hello ${quote.name}, about your quote:`, ...quoteSummaryLines(quote), ...price, ...note, `See and approve the proof: ${pageUrl}`].join('\n');
}

import { quoteSummaryLines, type PublicQuote } from '../../../contract/quotes.ts';

/** The visitor's message to the shop: what they want, the estimate, and the page where the answer will be. */
export function visitorMessage(quote: PublicQuote, pageUrl: string): string {
  const lines = ['Hello, I would like a quote:', ...(quote.orderNumber ? [`Order no.: ${quote.orderNumber}`] : []), ...quoteSummaryLines(quote)];
  return [...lines, `Quote: ${pageUrl}`].join('\n');
}

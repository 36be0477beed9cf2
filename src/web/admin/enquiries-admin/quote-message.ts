import { formatRupees } from '../../../contract/money.ts';
import { quoteSummaryLines, type Quote } from '../../../contract/quotes.ts';
import { stageWhatsappLink } from '../../../contract/stage-message.ts';
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
const quoteWhatsapp = (quote: Quote, origin: string) => whatsappLink(quote.phone, quoteMessage(quote, origin));

/**
 * "Send on WhatsApp" for where the job is now: the quote itself until the customer has a price to
 * approve, then the news of the current stage (its reason, courier and tracking number) and what is due.
 */
export function customerWhatsapp(quote: Quote, origin: string): string {
  if (quote.stage === 'new' || quote.stage === 'quoted') return quoteWhatsapp(quote, origin);
  const last = quote.timeline.at(-1);
  const note = last?.stage === quote.stage ? last.note : undefined;
  return stageWhatsappLink(quote.phone, {
    name: quote.name,
    orderNumber: quote.orderNumber,
    stage: quote.stage,
    note,
    ...(quote.stage === 'proof_sent' ? { proofVersion: quote.proofs.at(-1)?.version } : {}),
    pageUrl: quotePageUrl(quote, origin),
  });
}

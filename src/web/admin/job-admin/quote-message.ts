import { formatRupees } from '../../../contract/money.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { stageWhatsappLink } from '../../../contract/stage-message.ts';
import { summaryLines, whatsappEn, whatsappLink } from '../../../contract/whatsapp.ts';
import { whatsappHi } from '../../../contract/whatsapp-hi.ts';
import { quoteInHindi } from '../../../contract/quote-names-hi.ts';
import { customerPagePath } from '../lib/jobs.ts';

/** The quote page's address in the customer's language, where they see the proof and approve it. */
const quotePageUrl = (quote: Pick<Quote, 'token' | 'lang'>, origin: string) => `${origin}${customerPagePath(quote)}`;

/** The answer's own sentences, in the language the customer asked in. */
const WORDS = {
  en: {
    hello: (name: string) => `Hello ${name}, here is your quote.`,
    finalPrice: (price: string) => `Final price: ${price}`,
    page: (url: string) => `See and approve the proof: ${url}`,
  },
  hi: {
    hello: (name: string) => `नमस्ते ${name} जी, यह रहा आपका कोटेशन।`,
    finalPrice: (price: string) => `अंतिम दाम: ${price}`,
    page: (url: string) => `प्रूफ़ देखें और मंज़ूर करें: ${url}`,
  },
} as const;

/** The owner's answer on WhatsApp: what was asked, the final price and note once set, and the quote page's link. */
export function quoteMessage(quote: Quote, origin: string): string {
  const words = WORDS[quote.lang];
  const labels = quote.lang === 'hi' ? whatsappHi : whatsappEn;
  // The item, its options and zones as the owner wrote them in Hindi, where written.
  const named = quote.lang === 'hi' ? quoteInHindi(quote) : quote;
  const order = quote.orderNumber ? [`${labels.orderNo}: ${quote.orderNumber}`] : [];
  const lines = [words.hello(quote.name), ...order, ...summaryLines(named, labels)];
  if (quote.finalPrice) lines.push(words.finalPrice(formatRupees(quote.finalPrice)));
  if (quote.note.trim()) lines.push(quote.note.trim());
  lines.push(words.page(quotePageUrl(quote, origin)));
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
  const proof = quote.stage === 'proof_sent' ? quote.proofs.at(-1) : undefined;
  // A proof's step notes only "Proof 2", which the news already says: its note is the owner's, sent with the proof.
  const note = proof ? proof.note : last?.stage === quote.stage ? last.note : undefined;
  return stageWhatsappLink(quote.phone, {
    name: quote.name,
    orderNumber: quote.orderNumber,
    stage: quote.stage,
    note,
    ...(proof ? { proofVersion: proof.version } : {}),
    pageUrl: quotePageUrl(quote, origin),
    lang: quote.lang,
  });
}

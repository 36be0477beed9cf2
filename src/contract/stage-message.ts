import { formatRupees } from './money.ts';
import { QUOTE_STAGE_LABELS, type QuoteStage } from './quote-stages.ts';
import { whatsappLink } from './whatsapp.ts';

/**
 * "Send on WhatsApp" at each step of a job (issue 17, item 5): the message the owner sends the
 * customer from their own phone when the stage changes or a new proof is ready. Plain English for
 * now; every text the customer reads is in this file, for the Hindi version.
 */
export interface StageNews {
  /** The customer's name. */
  name: string;
  orderNumber: string | null;
  stage: QuoteStage;
  /** The step's note: the reason (on hold, cancelled), or the courier and tracking number (dispatched). */
  note?: string | null;
  /** With `proof_sent`: which proof (2, 3, …) is ready. */
  proofVersion?: number;
  /** With `quoted`: the final price. */
  finalPrice?: string | null;
  /** The quote page's full address. */
  pageUrl: string;
}

/** What changed, in a sentence. */
const CHANGED: Record<QuoteStage, (n: StageNews) => string> = {
  new: () => 'We have received your request.',
  quoted: (n) => (n.finalPrice ? `The price is ready: ${formatRupees(n.finalPrice)}.` : 'The price is ready.'),
  proof_sent: (n) => (n.proofVersion ? `Proof ${n.proofVersion} is ready.` : 'A new proof is ready.'),
  changes_requested: () => 'We have received your changes.',
  approved: () => 'You have approved the proof.',
  in_production: () => 'Your order is being printed.',
  ready: () => 'Your order is ready for pickup.',
  dispatched: () => 'Your order has been dispatched.',
  delivered: () => 'Your order has been delivered.',
  on_hold: () => 'Your order is on hold.',
  cancelled: () => 'Your order has been cancelled.',
};

/** What is due next, and from whom. */
const DUE: Record<QuoteStage, string> = {
  new: 'We will send you the price soon.',
  quoted: 'Please see the details and approve on your order page.',
  proof_sent: 'Please check the proof and approve it or ask for changes.',
  changes_requested: 'We will send you a new proof soon.',
  approved: 'We will start printing soon.',
  in_production: 'We will tell you when it is ready.',
  ready: 'Please collect it from the shop.',
  dispatched: 'It is on its way to you.',
  delivered: 'Thank you for your order!',
  on_hold: 'We will tell you when work starts again.',
  cancelled: 'Please call us if you have any questions.',
};

/** The note's line: the reason, or the courier and tracking number as the timeline has them. */
const noteLine = (stage: QuoteStage, note: string) => (stage === 'on_hold' || stage === 'cancelled' ? `Reason: ${note}` : note);

/**
 * One line of someone's text: no line breaks (a name cannot forge a line of the shop's message),
 * no control or direction-overriding characters; joiners stay (Devanagari conjuncts need them).
 */
const oneLine = (text: string | null | undefined, max: number) =>
  [
    ...(text ?? '')
      .replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, max)
    .join('');

export function stageMessage(news: StageNews): string {
  const name = oneLine(news.name, 100);
  const note = oneLine(news.note, 300);
  const order = oneLine(news.orderNumber, 40);
  const lines = [name ? `Hello ${name},` : 'Hello,'];
  lines.push(order ? `Order ${order} · ${QUOTE_STAGE_LABELS[news.stage]}` : `Your order · ${QUOTE_STAGE_LABELS[news.stage]}`);
  lines.push(CHANGED[news.stage](news));
  if (note) lines.push(noteLine(news.stage, note));
  lines.push(DUE[news.stage], `Your order page: ${news.pageUrl}`);
  return lines.join('\n');
}

/** The wa.me link to the customer's phone (10 digits get India's 91) with the message filled in. */
export const stageWhatsappLink = (phone: string, news: StageNews) => whatsappLink(phone, stageMessage(news));

import { formatRupees } from './money.ts';
import { oneLine } from './one-line.ts';
import { QUOTE_STAGE_LABELS, type QuoteStage } from './quote-stages.ts';
import { stageWordsHi } from './stage-message-hi.ts';
import type { StageNews, StageWords } from './stage-news.ts';
import { whatsappLink } from './whatsapp.ts';

/**
 * "Send on WhatsApp" at each step of a job (issue 17, item 5): the message the owner sends the
 * customer from their own phone when the stage changes or a new proof is ready, in the language the
 * customer asked in (the Hindi words are in stage-message-hi.ts; what both are told, in stage-news.ts).
 */

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
  // Pickup only: nothing on a quote says pickup or courier, so a courier job skips Ready for pickup
  // and its news after printing is Dispatched, with the courier and tracking number (issue 28).
  ready: 'Please collect it from the shop.',
  dispatched: 'It is on its way to you.',
  delivered: 'Thank you for your order!',
  on_hold: 'We will tell you when work starts again.',
  cancelled: 'Please call us if you have any questions.',
};

/** The note's line: the reason, or the courier and tracking number as the timeline has them. */
const noteLine = (stage: QuoteStage, note: string) => (stage === 'on_hold' || stage === 'cancelled' ? `Reason: ${note}` : note);

/** Someone's text on one line (a name cannot forge a line of the shop's message), at most `max` characters. */
const clipped = (text: string | null | undefined, max: number) => [...oneLine(text)].slice(0, max).join('');

const stageWordsEn: StageWords = {
  hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
  order: (order, stage) => (order ? `Order ${order} · ${QUOTE_STAGE_LABELS[stage]}` : `Your order · ${QUOTE_STAGE_LABELS[stage]}`),
  changed: (n) => CHANGED[n.stage](n),
  note: noteLine,
  due: (stage) => DUE[stage],
  page: (url) => `Your order page: ${url}`,
};

export function stageMessage(news: StageNews): string {
  const words = news.lang === 'hi' ? stageWordsHi : stageWordsEn;
  const name = clipped(news.name, 100);
  const note = clipped(news.note, 300);
  const order = clipped(news.orderNumber, 40);
  const lines = [words.hello(name), words.order(order, news.stage), words.changed(news)];
  if (note) lines.push(words.note(news.stage, note));
  lines.push(words.due(news.stage), words.page(news.pageUrl));
  return lines.join('\n');
}

/** The wa.me link to the customer's phone (10 digits get India's 91) with the message filled in. */
export const stageWhatsappLink = (phone: string, news: StageNews) => whatsappLink(phone, stageMessage(news));

import { oneLine } from '../../../contract/one-line.ts';
import type { OwnerEvent, PushMessage } from '../../../contract/push.ts';
import { TOKEN_PATTERN } from '../../../contract/quotes.ts';
import type { Database } from '../../db/database.ts';
import { isId } from '../../lib/ids.ts';

/** Which record an event is about: the customer's quote (by its link's token) or a contact message. */
export type NewsSubject = { quoteToken: string } | { enquiryId: string };

type QuoteEvent = Exclude<OwnerEvent, 'enquiry'>;

/** What the phone shows for each quote event: `who` is a first name, `job` the order number (or what was asked for). */
const QUOTE_NEWS: Record<QuoteEvent, { title: string; body: (who: string, job: string) => string }> = {
  'quote-request': { title: 'New quote request', body: (who, job) => `${who} asked for ${job}` },
  changes: { title: 'Changes asked on a proof', body: (who, job) => `${who} asked for changes · ${job}` },
  approval: { title: 'Proof approved', body: (who, job) => `${who} approved the proof · ${job}` },
  utr: { title: 'A UPI payment to check', body: (who, job) => `${who} sent a payment's UTR · ${job}` },
  file: { title: 'A file from a customer', body: (who, job) => `${who} added a photo or logo · ${job}` },
  // Told by the gateway's own code when a payment is recorded (modules/gateway), not by a route's policy.
  'paid-online': { title: 'Paid online', body: (who, job) => `${who} paid online · ${job}` },
};

/** The back office's screen for contact messages (the dashboard's Enquiries tab). */
const ENQUIRIES_SCREEN = '/admin?tab=enquiries';
/** The job's own screen in the back office. */
const jobScreen = (quoteId: string) => `/admin/orders/${quoteId}`;

/** At most `max` characters as a reader counts them (a conjunct or an emoji is one), with … when cut. */
function cut(text: string, max: number): string {
  const parts = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
  return parts.length <= max ? text : `${parts.slice(0, max - 1).join('')}…`;
}

/**
 * Only the first word of the name a customer typed leaves the shop: a notification shows on a
 * locked screen and passes through the phone maker's push service. Folded to one line first, so
 * a name cannot add lines or turn the text around (contract/one-line.ts).
 */
export function firstName(name: string): string {
  const first = oneLine(name).split(' ')[0] ?? '';
  return first ? cut(first, 30) : 'A customer';
}

/** The notification for an event; undefined when its record is gone (deleted since the answer). */
export async function ownerMessage(db: Database, event: OwnerEvent, subject: NewsSubject): Promise<PushMessage | undefined> {
  if ('enquiryId' in subject) {
    if (!isId(subject.enquiryId)) return undefined;
    const enquiry = await db.selectFrom('enquiries').select('name').where('id', '=', subject.enquiryId.toLowerCase()).executeTakeFirst();
    return enquiry && { title: 'New enquiry', body: `${firstName(enquiry.name)} sent a message`, url: ENQUIRIES_SCREEN };
  }
  if (event === 'enquiry' || !TOKEN_PATTERN.test(subject.quoteToken)) return undefined;
  const quote = await db
    .selectFrom('quotes')
    .select(['id', 'name', 'order_number', 'listing_title', 'quantity'])
    .where('token', '=', subject.quoteToken)
    .executeTakeFirst();
  if (!quote) return undefined;
  const job = cut(oneLine(quote.order_number) || `${quote.quantity} × ${oneLine(quote.listing_title)}`, 80);
  const news = QUOTE_NEWS[event];
  return { title: news.title, body: news.body(firstName(quote.name), job), url: jobScreen(quote.id) };
}

import type { Quote } from '../../../contract/quotes.ts';

/** What every back-office screen says of a job the same way (Orders, Enquiries & Quotes, the job's own screen). */

/** The job's one screen (issue 28): where an Orders card, a quote card and a notification lead. */
export const jobPath = (id: string) => `/admin/orders/${id}`;

/** The customer's page of the job, opened by its token, in the language they asked in (a Hindi customer's is under /hi). */
export const customerPagePath = (quote: Pick<Quote, 'token' | 'lang'>) => `${quote.lang === 'hi' ? '/hi' : ''}/quote/${quote.token}`;

/** The number people say on the phone, or the quote's short id until it is priced. */
export const orderLabel = (job: Pick<Quote, '_id' | 'orderNumber'>): string => job.orderNumber || `#${job._id.slice(0, 8)}`;

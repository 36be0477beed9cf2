import { statusOf } from '../lib/listing-query.ts';
import { query, useApiQuery } from '../lib/queries.ts';

/** A visitor's quote by its token (/quote/:token). */
export const quoteQuery = (token: string) => query(['quote', token], `/api/quotes/${encodeURIComponent(token)}`, 'quote');

/**
 * One quote by its token, under the key the server prefetched. An unknown token (404) is final;
 * a failure of the server is asked once more.
 */
export const useQuote = (token: string) =>
  useApiQuery(quoteQuery(token), Boolean(token), { retry: (failures, error) => (statusOf(error) ?? 500) >= 500 && failures < 1 });

/** POST /api/quotes/{token}/approve: the shop's answer is accepted; resolves with the thank-you and the quote as it now is. */
export async function approveQuote(token: string) {
  const [{ apiRequest, ApiError }, { QuoteApprovedSchema }] = await Promise.all([import('../../shared/lib/api.ts'), import('../../../contract/quotes.ts')]);
  try {
    return await apiRequest(`/api/quotes/${encodeURIComponent(token)}/approve`, QuoteApprovedSchema, { method: 'POST' });
  } catch (error) {
    // 409 (not answered yet), 404 and 429 carry a message for people.
    if (error instanceof ApiError && error.status < 500) throw error;
    throw new Error(APPROVE_FAILED);
  }
}

/** Shown when the approval never got an answer (offline, server down). */
export const APPROVE_FAILED = 'The approval could not be sent. Please check your connection and try again.';

/** "23 Nov 2026, 11:05 am IST": in the shop's time zone, so the server's HTML and the browser agree. */
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
  timeZoneName: 'short',
});
export const formatTime = (iso: string): string => timeFormat.format(new Date(iso));

/** The title when the quote cannot be shown: a wrong link, or too many of them from this network (429). */
export const notFoundTitle = (tooMany: boolean) => (tooMany ? 'Too many wrong links' : 'Quote not found');

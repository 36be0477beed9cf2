import { statusOf } from '../lib/listing-query.ts';
import { query, useApiQuery } from '../lib/queries.ts';
import * as m from '../i18n/messages.ts';
import type { QuoteCall } from '../i18n/en/buy-quote.ts';

export type { QuoteCall };

/** A refused write: what the visitor reads, and the answer's status (409: the quote moved on under the page). */
export class QuoteWriteError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A visitor's quote by its token (/quote/:token). */
export const quoteQuery = (token: string) => query(['quote', token], `/api/quotes/${encodeURIComponent(token)}`, 'quote');

/**
 * One quote by its token, under the key the server prefetched. An unknown token (404) is final;
 * a failure of the server is asked once more.
 */
export const useQuote = (token: string) =>
  useApiQuery(quoteQuery(token), Boolean(token), { retry: (failures, error) => (statusOf(error) ?? 500) >= 500 && failures < 1 });

/**
 * A visitor's write on their quote (approve, changes, files): resolves with the thank-you and the
 * quote as it now is. The client and its schemas load only when the visitor acts.
 */
async function sendToQuote(token: string, path: QuoteCall, body: { json: unknown } | { form: FormData }) {
  const [{ apiRequest, ApiError }, { QuoteApprovedSchema }] = await Promise.all([import('../../shared/lib/api.ts'), import('../../../contract/quotes.ts')]);
  try {
    return await apiRequest(`/api/quotes/${encodeURIComponent(token)}/${path}`, QuoteApprovedSchema, { method: 'POST', ...body });
  } catch (error) {
    // 400, 404, 409, 413, 415 and 429 carry a message for people (in English: a Hindi page says its own, per call).
    if (error instanceof ApiError && error.status < 500) throw new QuoteWriteError(m.quoteWriteError(path, error.status, error.message), error.status);
    throw new Error(SEND_FAILED);
  }
}

/** POST /api/quotes/{token}/approve: the newest proof, with the box ticked, at the price the page shows (decimal text, as the server sent it). */
export const approveQuote = (token: string, version: number, price: string) => sendToQuote(token, 'approve', { json: { version, confirmed: true, price } });

/** POST /api/quotes/{token}/changes: what should change, maybe pinned to a point of the proof. */
export const requestChanges = (token: string, change: { version: number; comment: string; pin?: { x: number; y: number } }) =>
  sendToQuote(token, 'changes', { json: change });

/** POST /api/quotes/{token}/files: one photo or logo. */
export function attachFile(token: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return sendToQuote(token, 'files', { form });
}

/** POST /api/quotes/{token}/utr: the customer says they paid by UPI (decision 023). */
export const sendUtr = (token: string, utr: string) => sendToQuote(token, 'utr', { json: { utr } });

/** Shown when a write never got an answer (offline, server down). */
export const SEND_FAILED = m.quoteWriteFailed;

/**
 * "23 Nov 2026, 11:05 am IST"; on Hindi pages "23 नवंबर 2026 को 11:05 बजे" (24-hour: hi-IN's
 * 12-hour clock writes "am"/"pm" in Latin letters). In the shop's time zone (IST), so the server's
 * HTML and the browser agree.
 */
const timeFormat = new Intl.DateTimeFormat(m.dateLocale, {
  day: 'numeric',
  month: m.lang === 'hi' ? 'long' : 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
  ...(m.lang === 'hi' ? { hourCycle: 'h23' } : { timeZoneName: 'short' }),
});
export const formatTime = (iso: string): string => timeFormat.format(new Date(iso));

/** The title when the quote cannot be shown: a wrong link, or too many of them from this network (429). */
export const notFoundTitle = (tooMany: boolean) => (tooMany ? m.tooManyWrongLinks : m.quoteNotFound);

import type { z } from 'zod';
import type { QuoteCreatedSchema } from '../../../contract/quotes.ts';
import * as m from '../i18n/messages.ts';

/** The answer of POST /api/quotes: the quote page's link and the WhatsApp link (a type only: the schema loads with the request). */
export type QuoteCreated = z.infer<typeof QuoteCreatedSchema>;

/**
 * POST /api/quotes. The API client and the contract's schemas (zod) load only when a quote is
 * sent, so the item page stays small.
 */
export interface QuoteFields {
  listingId: string;
  quantity: number;
  choices: Record<string, string>;
  texts: Record<string, string>;
  name: string;
  phone: string;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
  /** The page's language: the shop's WhatsApp text and the owner's list follow it (issue 19; the server strips it until it knows it). */
  lang: 'en' | 'hi';
}

/** Shown when the request never got an answer (offline, server down). */
export const QUOTE_SEND_FAILED = m.quoteSendFailed;

/** The server's limit of a zone's text (contract QUOTE_TEXT_MAX; a test keeps them equal), applied while typing. */
export const QUOTE_TEXT_LIMIT = 60;

/** Resolves with the stored quote's link and WhatsApp link; rejects with an Error whose message is for the visitor. */
export async function sendQuote(fields: QuoteFields): Promise<QuoteCreated> {
  const [{ apiRequest, ApiError }, { QuoteCreatedSchema }] = await Promise.all([import('../../shared/lib/api.ts'), import('../../../contract/quotes.ts')]);
  try {
    return await apiRequest('/api/quotes', QuoteCreatedSchema, { method: 'POST', json: fields });
  } catch (error) {
    // 400 (a field the server refused) and 429 (too many requests) carry a message for people (in English: a Hindi page says its own).
    if (error instanceof ApiError && error.status < 500) throw new Error(m.quoteSendError(error.status, error.message));
    throw new Error(QUOTE_SEND_FAILED);
  }
}

import { estimatePrice } from '../../../contract/price-estimate.ts';
import { isPhotoZone } from '../../../contract/selling.ts';
import { QUOTE_MESSAGES, TOKEN_PATTERN, type PublicQuote, type QuoteRequest } from '../../../contract/quotes.ts';
import { whatsappLink } from '../../../contract/whatsapp.ts';
import type { Database } from '../../db/database.ts';
import { filledHoneypot } from '../../lib/honeypot.ts';
import { isId } from '../../lib/ids.ts';
import { findListing } from '../listings/listings.repository.ts';
import { listSiteConfigs } from '../site-config/site-config.repository.ts';
import { visitorMessage } from './quote-message.ts';
import { createQuote, findQuoteByToken } from './quotes.repository.ts';

/** The answer to a quote request (QuoteCreatedSchema). */
interface QuoteCreated {
  token: string;
  url: string;
  estimate: { perPiece: string; total: string };
  whatsappUrl: string;
}

export type QuoteRequestOutcome =
  | { status: 'refused'; message: string }
  /** `listingId` is set when a quote was stored (a bot's is not): the listing's "quotes" count. */
  | { status: 'answered'; answer: QuoteCreated; listingId?: string };

/**
 * A visitor's quote request: the server prices it from the listing (nothing priced comes from the
 * browser), keeps the texts of the listing's own zones, and answers with the quote's page and the
 * WhatsApp link to the shop. `origin` is where the quote page lives, for the link in the message.
 * `admit` runs only for a request about to be stored (the per-phone limit throws there), so a
 * refused one never uses up the number's allowance.
 */
export async function requestQuote(db: Database, input: QuoteRequest, origin: string, admit?: (phone: string) => Promise<void>): Promise<QuoteRequestOutcome> {
  const listing = isId(input.listingId) ? await findListing(db, input.listingId.toLowerCase()) : undefined;
  if (!listing) return { status: 'refused', message: QUOTE_MESSAGES.listing };
  const result = estimatePrice(listing, input.quantity, input.choices);
  if (!result.ok) return { status: 'refused', message: result.error };
  // Only the listing's own zones are kept, with their labels at the time; blank ones are dropped.
  const texts = listing.fields
    // A photo zone is filled from a sheet's photos (issue 30), never by a typed text.
    .filter((f) => !isPhotoZone(f))
    .map((f) => ({ key: f.key, label: f.label, text: (input.texts[f.key] ?? '').trim() }))
    .filter((t) => t.text !== '');
  const estimate = { perPiece: result.estimate.perPiece, total: result.estimate.total };
  if (filledHoneypot(input)) {
    // Told it worked, stored nowhere: it has no reason to try again differently.
    return { status: 'answered', answer: { token: '', url: '', estimate, whatsappUrl: '' } };
  }
  // After the honeypot: a bot's number may be a real customer's, whose allowance it must not use up.
  await admit?.(input.phone);
  const quote = await createQuote(db, {
    listingId: listing._id,
    listingTitle: listing.title,
    estimate: result.estimate,
    texts,
    name: input.name,
    phone: input.phone,
    lang: input.lang,
  });
  const url = `/quote/${quote.token}`;
  const [site] = await listSiteConfigs(db);
  const whatsappUrl = whatsappLink(site?.phone, visitorMessage(quote, origin, input.lang));
  return { status: 'answered', answer: { token: quote.token, url, estimate, whatsappUrl }, listingId: listing._id };
}

/** The visitor's quote page; a token of the wrong shape is as unknown as a missing one. */
export async function quoteOfToken(db: Database, token: string): Promise<PublicQuote | undefined> {
  return TOKEN_PATTERN.test(token) ? findQuoteByToken(db, token) : undefined;
}

import { estimatePrice } from '../../../contract/price-estimate.ts';
import { langOf } from '../../../contract/translations.ts';
import type { Database } from '../../db/database.ts';
import { findListing } from '../listings/listings.repository.ts';
import { createQuote, type NewQuote } from './quotes.repository.ts';

export type RepeatOutcome = { status: 'missing' } | { status: 'no-item' } | { status: 'made'; token: string };

/**
 * "Order again" (issue 31, item 2; decision 045): a new quote from an old job, as if the customer had
 * asked again — the same item, choices, texts, quantity, name, number and language, at stage `new`,
 * with no price, proofs, rows, files or payments of its own (createQuote, as a request is stored).
 * The estimate is the item's price today (what a new request would be told); when the item is gone or
 * no longer sells with those choices, the old one. A job with no item at all cannot be asked again.
 */
export async function repeatQuote(db: Database, id: string): Promise<RepeatOutcome> {
  const old = await db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!old) return { status: 'missing' };
  if (!old.listing_id) return { status: 'no-item' };
  const listing = await findListing(db, old.listing_id);
  const choices = JSON.parse(old.choices) as Record<string, string>;
  const priced = listing ? estimatePrice(listing, Number(old.quantity), choices) : undefined;
  const estimate = priced?.ok ? priced.estimate : { quantity: Number(old.quantity), perPiece: old.estimate_per_piece, total: old.estimate_total, choices };
  const made = await createQuote(db, {
    listingId: old.listing_id,
    listingTitle: listing?.title ?? old.listing_title,
    // The choices as the old job had them, whatever the listing now calls its defaults.
    estimate: { ...estimate, choices },
    texts: JSON.parse(old.texts) as NewQuote['texts'],
    name: old.name,
    phone: old.phone,
    lang: langOf(old.lang),
  });
  return { status: 'made', token: made.token };
}

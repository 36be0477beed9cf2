import type { Listing } from '../../../contract/catalogue.ts';
import { comparePrices } from '../../../contract/money.ts';
import { shownPrice } from './listing-facts.ts';
import * as m from '../i18n/messages.ts';
import { hindiOf } from './localized.ts';

/** The spec's sort values (§4); '' keeps the API's order (newest first). */
export const SORT_VALUES = ['', 'price-asc', 'price-desc', 'newest'] as const;
export type SortBy = (typeof SORT_VALUES)[number];

export const SORT_LABELS: Record<SortBy, string> = {
  '': m.sortFeatured,
  'price-asc': m.sortPriceAsc,
  'price-desc': m.sortPriceDesc,
  newest: m.sortNewest,
};

export const isSortBy = (value: unknown): value is SortBy => typeof value === 'string' && (SORT_VALUES as readonly string[]).includes(value);

/** Text as search compares it: any case, and one spelling of Devanagari (फ़ typed as one character or as फ + ़). */
const searchable = (text: string) => text.normalize('NFC').toLowerCase();

/**
 * Case-insensitive "title contains" (spec §5), in the English title or the owner's Hindi one, on
 * either page (issue 19: `निमंत्रण` finds a card whose Hindi title has it); a blank query keeps everything.
 */
export function searchListings(listings: readonly Listing[], query: string): Listing[] {
  const needle = searchable(query.trim());
  return needle ? listings.filter((l) => [l.title, hindiOf(l, 'title') ?? ''].some((title) => searchable(title).includes(needle))) : [...listings];
}

/**
 * A sorted copy. Prices compare exactly (decimal text → paise, never floats) by the price shown on
 * the card; equal prices keep their order (Array.prototype.sort is stable).
 */
export function sortListings(listings: readonly Listing[], sort: SortBy): Listing[] {
  const copy = [...listings];
  if (sort === 'price-asc') return copy.sort((a, b) => comparePrices(shownPrice(a), shownPrice(b)));
  if (sort === 'price-desc') return copy.sort((a, b) => comparePrices(shownPrice(b), shownPrice(a)));
  if (sort === 'newest') return copy.sort((a, b) => (a.createdAt === b.createdAt ? (a._id < b._id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1));
  return copy;
}

export interface ListingView {
  query: string;
  /** A category uuid, or '' for all. */
  category: string;
  sort: SortBy;
}

/** Search, then category, then order: what the listings page shows. */
export function viewListings(listings: readonly Listing[], view: ListingView): Listing[] {
  const found = searchListings(listings, view.query);
  return sortListings(view.category ? found.filter((l) => l.category_uuid === view.category) : found, view.sort);
}

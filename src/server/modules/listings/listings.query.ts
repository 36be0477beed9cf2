import { withoutNul } from '../../lib/fields.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { isId } from '../../lib/ids.ts';

export const LISTING_SORTS = ['', 'price-asc', 'price-desc', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const MAX_LISTING_LIMIT = 500;

/** What GET /api/listings can narrow to; server-rendered pages pass the same to listListings(). */
export interface ListingFilter {
  category?: string;
  subcategory?: string;
  favorite?: '1' | '0';
  /** Only listings whose discountPrice is below their price. */
  discounted?: boolean;
  /** Case-insensitive substring of the title. */
  q?: string;
  sort?: ListingSort;
  limit?: number;
}

/**
 * Reads the query string of GET /api/listings. Unknown keys are ignored; a known key with a value
 * that cannot mean anything is a 400 that says which, so a typo is not silently "no filter".
 */
export function parseListingQuery(query: unknown): ListingFilter {
  const raw = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const value = (key: string): string | undefined => {
    const v = raw[key];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') throw badRequest(`Give ${key} only once.`);
    return withoutNul(v, key).trim();
  };
  const filter: ListingFilter = {};

  for (const key of ['category', 'subcategory'] as const) {
    const id = value(key);
    if (!id) continue;
    if (!isId(id)) throw badRequest(`${key} must be a ${key} id.`);
    filter[key] = id.toLowerCase();
  }

  const favorite = value('favorite');
  if (favorite) {
    if (favorite !== '1' && favorite !== '0') throw badRequest('favorite must be 1 or 0.');
    filter.favorite = favorite;
  }

  const discounted = value('discounted');
  if (discounted) {
    if (discounted !== '1' && discounted !== '0') throw badRequest('discounted must be 1 or 0.');
    filter.discounted = discounted === '1';
  }

  const q = value('q');
  if (q) {
    if (q.length > 200) throw badRequest('q must be at most 200 characters.');
    filter.q = q;
  }

  const sort = value('sort');
  if (sort) {
    if (!(LISTING_SORTS as readonly string[]).includes(sort)) {
      throw badRequest('sort must be price-asc, price-desc or newest.');
    }
    filter.sort = sort as ListingSort;
  }

  const limit = value('limit');
  if (limit) {
    const n = /^\d{1,4}$/.test(limit) ? Number(limit) : 0;
    if (n < 1 || n > MAX_LISTING_LIMIT) throw badRequest(`limit must be a whole number from 1 to ${MAX_LISTING_LIMIT}.`);
    filter.limit = n;
  }
  return filter;
}

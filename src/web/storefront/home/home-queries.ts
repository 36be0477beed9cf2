import { listingsQuery, type ListingParams } from '../lib/queries.ts';

/**
 * The home page's two listing sections; the server prefetches the same keys. Six each: six fill
 * every row of the 2-, 3- and 6-column grid (eight left a ragged row at 3 and 6 across) and match
 * the six loading placeholders, and a phone on mobile data fetches four pictures fewer.
 */
export const FAVOURITES: ListingParams = { favorite: '1', limit: 6 };
export const NEW_ARRIVALS: ListingParams = { limit: 6 };
export const favouritesQuery = /* @__PURE__ */ listingsQuery(FAVOURITES);
export const newArrivalsQuery = /* @__PURE__ */ listingsQuery(NEW_ARRIVALS);

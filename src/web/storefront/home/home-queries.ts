import { listingsQuery, type ListingParams } from '../lib/queries.ts';

/** The home page's two listing sections; the server prefetches the same keys. */
export const FAVOURITES: ListingParams = { favorite: '1', limit: 8 };
export const NEW_ARRIVALS: ListingParams = { limit: 8 };
export const favouritesQuery = /* @__PURE__ */ listingsQuery(FAVOURITES);
export const newArrivalsQuery = /* @__PURE__ */ listingsQuery(NEW_ARRIVALS);

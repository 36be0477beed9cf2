import { listingsQuery, type ListingParams } from '../lib/queries.ts';

/**
 * The whole catalogue, once: search, the category filter and the sort then work in the browser at
 * once (no request per key press) and sort prices exactly (lib/listing-order.ts). The API's
 * maximum; a shop of this size has far fewer listings.
 */
const CATALOGUE: ListingParams = { limit: 500 };
export const catalogueQuery = listingsQuery(CATALOGUE);

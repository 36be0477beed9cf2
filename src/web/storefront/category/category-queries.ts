import type { Listing } from '../../../contract/catalogue.ts';
import { listingsQuery, type ApiQuery } from '../lib/queries.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Only a uuid can name a category; the listings call refuses anything else (400), so it is not asked. */
export const isUuid = (id: string) => UUID.test(id);

/** The category's own subcategories (not the whole list: D-P1). */
export const categorySubcategoriesQuery = (id: string): ApiQuery<'subcategories'> => ({
  queryKey: ['subcategories', { categoryId: id }],
  path: `/api/subcategories?categoryId=${encodeURIComponent(id)}`,
  parse: 'subcategories',
});

/** The category's listings, once; choosing a subcategory filters them here, with no new call. */
export const categoryListingsQuery = (id: string) => listingsQuery({ category: id });

/** The search parameter holding the chosen subcategory's uuid, so a filtered view can be shared and server-rendered. */
export const SUB_PARAM = 'sub';

/** The items a category page shows: all of them, or those of the chosen subcategory. */
export const shownListings = (listings: Listing[], selected: string) => (selected ? listings.filter((l) => l.subcategory_uuid === selected) : listings);

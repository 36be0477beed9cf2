import { listingsQuery, useApiQuery } from '../lib/queries.ts';

/** "More like this": a few of the same subcategory (one more than shown, the item itself may be among them). */
export const MORE_LIKE_THIS = 6;
export const useSimilar = (subcategory: string, enabled: boolean) =>
  useApiQuery(listingsQuery({ subcategory, limit: MORE_LIKE_THIS + 1 }), enabled && Boolean(subcategory));

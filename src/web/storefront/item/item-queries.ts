import { useQuery } from '@tanstack/react-query';
import type { Listing } from '../../../contract/catalogue.ts';
import { listingQuery, listingsQuery, useApiQuery } from '../lib/queries.ts';

/** An answer the server gave with a status: 404 for an unknown id. */
export const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;

/**
 * The page's listing, under the key the server prefetched (so hydration finds it). An unknown id
 * (4xx) is final: asking again would only delay the "not found" answer.
 */
export function useItem(id: string) {
  const q = listingQuery(id);
  return useQuery<Listing>({
    queryKey: q.queryKey,
    queryFn: () => import('../../shared/lib/api.ts').then((api) => api.apiGet(q.path, q.parse)),
    enabled: Boolean(id),
    retry: (failures, error) => (statusOf(error) ?? 500) >= 500 && failures < 1,
  });
}

/** "More like this": a few of the same subcategory (one more than shown, the item itself may be among them). */
export const MORE_LIKE_THIS = 6;
export const useSimilar = (subcategory: string, enabled: boolean) =>
  useApiQuery(listingsQuery({ subcategory, limit: MORE_LIKE_THIS + 1 }), enabled && Boolean(subcategory));

import { useQuery } from '@tanstack/react-query';
import type { Listing } from '../../../contract/catalogue.ts';
import { listingQuery } from '../lib/queries.ts';

export const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;

/** The listing, under the key the server prefetched; an unknown id (4xx) is not asked again. */
export function useListingDetail(id: string) {
  const q = listingQuery(id);
  return useQuery<Listing>({
    queryKey: q.queryKey,
    queryFn: () => import('../../shared/lib/api.ts').then((api) => api.apiGet(q.path, q.parse)),
    enabled: Boolean(id),
    retry: (failures, error) => (statusOf(error) ?? 500) >= 500 && failures < 1,
  });
}

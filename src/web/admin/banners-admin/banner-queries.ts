import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { BannerSchema } from '../../../contract/catalogue.ts';
import { adminApi } from '../lib/admin-api.ts';

export const ADMIN_BANNERS_KEY = ['admin', 'banners'] as const;

/**
 * GET /api/banners. The spec's admin showed the list "in reverse order" of the old API (oldest
 * first), i.e. newest first; our API already answers newest first, so the order is kept as is.
 */
export const useAdminBanners = () =>
  useQuery({ queryKey: ADMIN_BANNERS_KEY, queryFn: () => adminApi.get('/api/banners', { schema: z.array(BannerSchema) }) });

/** After a change: this screen's list and the home carousel (public key ['banners']). */
export function useBannersChanged() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ADMIN_BANNERS_KEY }), client.invalidateQueries({ queryKey: ['banners'] })]);
}

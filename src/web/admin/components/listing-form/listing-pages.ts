import { z } from 'zod';
import { ListingSchema } from '../../../../contract/catalogue.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { pagedPath, usePagedList } from '../../lib/paged-list.ts';
import { ADMIN_LISTINGS_KEY } from './listing-queries.ts';

/**
 * The designs, 50 at a time, newest first (GET /api/listings?limit&offset; the title searched on
 * the server with `q`, across all of them). Under ADMIN_LISTINGS_KEY: a save or delete reads them again.
 */
export const useListingPages = (q = '') =>
  usePagedList([...ADMIN_LISTINGS_KEY, 'pages', q], async (offset, signal) => ({
    result: await adminApi.get(pagedPath('/api/listings', offset, { q }), { schema: z.array(ListingSchema), signal }),
  }));

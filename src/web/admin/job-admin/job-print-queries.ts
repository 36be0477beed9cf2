import { useQuery } from '@tanstack/react-query';
import { ListingSchema } from '../../../contract/listings.ts';
import { ImpositionSchema } from '../../../contract/printing.ts';
import { adminApi } from '../lib/admin-api.ts';

/** Saving the printing settings asks every layout again (printing-queries.ts names this key). */
const impositionKey = (id: string, sheet: string) => ['admin', 'imposition', id, sheet] as const;

const enc = encodeURIComponent;
export const printFileUrl = (id: string) => `/api/quotes/${enc(id)}/print.pdf`;
export const imposedSheetUrl = (id: string, sheet: string) => `/api/quotes/${enc(id)}/imposition.pdf?sheet=${enc(sheet)}`;

/** GET /api/quotes/{id}/imposition?sheet=…: how the job lies on that sheet and how many sheets it takes. */
export const useImposition = (id: string, sheet: string | undefined) =>
  useQuery({
    queryKey: impositionKey(id, sheet ?? ''),
    queryFn: ({ signal }) => adminApi.get(`/api/quotes/${enc(id)}/imposition?sheet=${enc(sheet!)}`, { schema: ImpositionSchema, signal }),
    enabled: Boolean(sheet),
    retry: false,
  });

/** The job's item (GET /api/listings/{id}): whether it has a print size decides whether a layout can be asked for at all. */
export const useJobListing = (listingId: string | null) =>
  useQuery({
    queryKey: ['admin', 'job-listing', listingId],
    queryFn: ({ signal }) => adminApi.get(`/api/listings/${enc(listingId!)}`, { schema: ListingSchema, signal }),
    enabled: Boolean(listingId),
    retry: false,
  });

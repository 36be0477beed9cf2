import { useQuery, useQueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { z } from 'zod';
import { CategorySchema, ListingSchema, type Listing, ReligionListSchema, SubcategorySchema } from '../../../../contract/catalogue.ts';
import { LookupListSchema } from '../../../../contract/lookups.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { useAdminMutation, useDeleteById, useUploadSave } from '../../lib/admin-mutation.ts';
import { toast } from '../admin-toaster.tsx';

/** The listing screens' load error (spec §8), one toast however many calls failed. */
const LOAD_ERROR = 'Failed to fetch dropdown or listings.';

export function useLoadErrorToast(failed: boolean): void {
  useEffect(() => {
    if (failed) toast.error(LOAD_ERROR, { id: LOAD_ERROR });
  }, [failed]);
}

/** Every list of designs the back office shows (listing-pages.ts) is under this key. */
export const ADMIN_LISTINGS_KEY = ['admin', 'listings'] as const;

const FORM_KEY = ['admin', 'listing-form'] as const;

// The form's lists are asked again each time it opens (staleTime 0): another screen may have
// added a category or a religion meanwhile.
export const useFormCategories = () =>
  useQuery({ queryKey: [...FORM_KEY, 'categories'], queryFn: () => adminApi.get('/api/categories', { schema: z.array(CategorySchema) }), staleTime: 0 });

/** Only the chosen category's subcategories (D-B12). */
export const useFormSubcategories = (categoryId: string) =>
  useQuery({
    queryKey: [...FORM_KEY, 'subcategories', categoryId],
    queryFn: () => adminApi.get(`/api/subcategories?categoryId=${encodeURIComponent(categoryId)}`, { schema: z.array(SubcategorySchema) }),
    enabled: categoryId !== '',
    staleTime: 0,
  });

export const useFormReligions = () =>
  useQuery({
    queryKey: [...FORM_KEY, 'religions'],
    queryFn: () => adminApi.get('/api/religions/GetReligionList', { schema: ReligionListSchema }).then((list) => list.result),
    staleTime: 0,
  });

/** A lookup list as suggestions (D-B13: the lists are read); a failure only means no suggestions. */
export const useSuggestions = (kind: 'titles' | 'prices') =>
  useQuery({
    queryKey: [...FORM_KEY, 'lookup', kind],
    queryFn: () => adminApi.get(`/api/${kind}`, { schema: LookupListSchema }).then((list) => [...new Set(list.result.map((item) => item.name))]),
    staleTime: 0,
    retry: false,
  });

/**
 * After a listing changed: the back office's lists (categories' and religions' isUsed too) and
 * the storefront's cached pages, so in-app navigation shows the change.
 */
const listingChanged = (id?: string): InvalidateQueryFilters[] => [
  { predicate: (query) => query.queryKey[0] === 'admin' && query.queryKey[1] !== 'me' },
  { queryKey: ['listings'] },
  { queryKey: ['categories'] },
  { queryKey: ['subcategories'] },
  ...(id ? [{ queryKey: ['listing', id] }] : []),
];

/** POST /api/listings or PUT /api/listings/:id (multipart, with existingImages on edit). */
export const useSaveListing = () =>
  useUploadSave<Listing>('/api/listings', ListingSchema, ({ row }) => listingChanged(row?._id), {
    created: 'Listing created',
    updated: 'Listing updated',
    createFailed: 'Submit failed.',
    updateFailed: 'Update failed.',
  });

/** PUT /api/listings/:id with JSON {title} ("Edit Title"). */
export const useRenameListing = () =>
  useAdminMutation({
    call: ({ listing, title }: { listing: Listing; title: string }) => adminApi.put(`/api/listings/${listing._id}`, { title }, { schema: ListingSchema }),
    invalidates: ({ listing }) => listingChanged(listing._id),
    success: 'Listing updated',
    failure: 'Update failed.',
  });

/** DELETE /api/listings/:id. */
export const useDeleteListing = () =>
  useDeleteById<Listing>('/api/listings', (listing) => listingChanged(listing._id), { deleted: 'Listing deleted', deleteFailed: 'Delete failed' });

/** Invalidates what a listing's change shows in (for the save of the listing form, an upload with its own status). */
export function useListingsChanged(): (id?: string) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (id?: string) => {
      await Promise.all(listingChanged(id).map((filters) => client.invalidateQueries(filters)));
    },
    [client],
  );
}

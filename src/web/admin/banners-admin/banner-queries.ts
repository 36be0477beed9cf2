import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { BannerSchema, type Banner } from '../../../contract/catalogue.ts';
import { adminApi, uploadForm } from '../lib/admin-api.ts';
import { useAdminMutation, useDeleteById } from '../lib/admin-mutation.ts';
import { BANNER_MESSAGES } from './banner-rules.ts';

const ADMIN_BANNERS_KEY = ['admin', 'banners'] as const;

/**
 * GET /api/banners. The spec's admin showed the list "in reverse order" of the old API (oldest
 * first), i.e. newest first; our API already answers newest first, so the order is kept as is.
 */
export const useAdminBanners = () => useQuery({ queryKey: ADMIN_BANNERS_KEY, queryFn: () => adminApi.get('/api/banners', { schema: z.array(BannerSchema) }) });

/** A change shows in this screen's list and the home carousel (public key ['banners']). */
const BANNER_KEYS = [ADMIN_BANNERS_KEY, ['banners']] as const;

const CreatedSchema = z.union([BannerSchema, z.array(BannerSchema)]);

/** POST /api/banners: a name and several images in ONE multipart call (all created or none, D-R9). */
export const useUploadBanners = () =>
  useAdminMutation({
    call: ({ form, onProgress }: { form: FormData; onProgress: (percent: number) => void }) =>
      uploadForm('/api/banners', form, { onProgress, schema: CreatedSchema }),
    invalidates: BANNER_KEYS,
    success: BANNER_MESSAGES.uploaded,
    failure: BANNER_MESSAGES.uploadFailed,
  });

/** PUT /api/banners/:id ({name, translations}): "Edit Banner Name", with the Hindi name and alt text (blank clears them). */
export const useRenameBanner = () =>
  useAdminMutation({
    call: ({ banner, name, hindi }: { banner: Banner; name: string; hindi: { name: string; altText: string } }) =>
      adminApi.put(`/api/banners/${banner._id}`, { name, translations: { hi: { name: hindi.name.trim(), altText: hindi.altText.trim() } } }),
    invalidates: BANNER_KEYS,
    success: BANNER_MESSAGES.renamed,
    failure: BANNER_MESSAGES.editFailed,
  });

/** DELETE /api/banners/:id. */
export const useDeleteBanner = () => useDeleteById<Banner>('/api/banners', BANNER_KEYS, BANNER_MESSAGES);

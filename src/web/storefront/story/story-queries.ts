import type { GalleryImage } from '../../../contract/catalogue.ts';
import { useObservedQuery } from '../lib/observed-query.ts';
import { listingsQuery } from '../lib/queries.ts';

/** The story's fallback when the gallery has no images: the newest listings' first images. */
export const fallbackQuery = listingsQuery({ limit: 20 });

/**
 * GET /api/images (the gallery images). Asked by the browser only: lib/api.ts has no parser for
 * this answer, so the server renderer cannot prefetch it. The client and zod load lazily.
 */
export function useGalleryImages() {
  return useObservedQuery<GalleryImage[]>({
    queryKey: ['gallery-images'],
    queryFn: async () => {
      const [{ apiRequest }, { GalleryImageSchema }, { z }] = await Promise.all([
        import('../../shared/lib/api.ts'),
        import('../../../contract/catalogue.ts'),
        import('zod'),
      ]);
      return apiRequest('/api/images', z.array(GalleryImageSchema));
    },
  });
}

import { useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { CategorySchema } from '../../../contract/catalogue.ts';
import { adminApi } from '../lib/admin-api.ts';

/** Every category with isUsed (true when a listing uses it: its Delete is hidden). */
export const useAdminCategories = () =>
  useQuery({
    queryKey: ['admin', 'categories', 'with-usage'],
    queryFn: () => adminApi.get('/api/categories/with-usage', { schema: z.array(CategorySchema) }),
  });

/**
 * After a change: this screen's list, the admin lists that show categories, and the storefront's
 * (categories; subcategories, which a delete may take along; listings, which show the name).
 */
export function refreshCategories(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [['admin', 'categories'], ['admin', 'subcategories'], ['admin', 'listings'], ['categories'], ['subcategories'], ['listings'], ['listing']].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}

import { useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { CategorySchema, SubcategorySchema } from '../../../contract/catalogue.ts';
import { adminApi } from '../lib/admin-api.ts';

/** Every subcategory with its category and isUsed (true when a listing uses it: no Delete). */
export const useAdminSubcategories = () =>
  useQuery({
    queryKey: ['admin', 'subcategories'],
    queryFn: () => adminApi.get('/api/subcategories', { schema: z.array(SubcategorySchema) }),
  });

/** The categories for the select (the same key and answer as the category screen's list). */
export const useAdminCategories = () =>
  useQuery({
    queryKey: ['admin', 'categories', 'with-usage'],
    queryFn: () => adminApi.get('/api/categories/with-usage', { schema: z.array(CategorySchema) }),
  });

/** After a change: the admin lists and the storefront's (category pages, listings showing the name). */
export function refreshSubcategories(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [['admin', 'subcategories'], ['admin', 'categories'], ['admin', 'listings'], ['subcategories'], ['listings'], ['listing']].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CategorySchema, SubcategorySchema } from '../../../contract/catalogue.ts';
import { adminApi } from './admin-api.ts';

/** Every category with isUsed (true when a listing uses it: its Delete is hidden). */
export const useAdminCategories = () =>
  useQuery({
    queryKey: ['admin', 'categories', 'with-usage'],
    queryFn: () => adminApi.get('/api/categories/with-usage', { schema: z.array(CategorySchema) }),
  });

/** Every subcategory with its category and isUsed (true when a listing uses it: no Delete). */
export const useAdminSubcategories = () =>
  useQuery({
    queryKey: ['admin', 'subcategories'],
    queryFn: () => adminApi.get('/api/subcategories', { schema: z.array(SubcategorySchema) }),
  });

/** What a change of the catalogue's tree shows in: the admin lists and the storefront's cached pages. */
export const CATALOGUE_KEYS = [
  ['admin', 'categories'],
  ['admin', 'subcategories'],
  ['admin', 'listings'],
  ['categories'],
  ['subcategories'],
  ['listings'],
  ['listing'],
] as const;

import { CategorySchema, type Category } from '../../../contract/catalogue.ts';
import { adminApi, uploadForm } from '../lib/admin-api.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { CATALOGUE_KEYS } from '../lib/catalogue-queries.ts';
import { MESSAGES } from './category-rules.ts';

export { useAdminCategories } from '../lib/catalogue-queries.ts';

export interface SaveCategory {
  /** The category being edited; null = a new one. */
  category: Category | null;
  form: FormData;
  onProgress: (percent: number) => void;
}

/** POST /api/categories or PUT /api/categories/:id (multipart: name, image). */
export const useSaveCategory = () =>
  useAdminMutation({
    call: ({ category, form, onProgress }: SaveCategory) =>
      uploadForm(category ? `/api/categories/${category._id}` : '/api/categories', form, { method: category ? 'PUT' : 'POST', onProgress, schema: CategorySchema }),
    invalidates: CATALOGUE_KEYS,
    success: ({ category }) => (category ? MESSAGES.updated : MESSAGES.created),
    failure: ({ category }) => (category ? MESSAGES.updateFailed : MESSAGES.createFailed),
  });

/** DELETE /api/categories/:id (its subcategories go with it). */
export const useDeleteCategory = () =>
  useAdminMutation({
    call: (category: Category) => adminApi.delete(`/api/categories/${category._id}`),
    invalidates: CATALOGUE_KEYS,
    success: MESSAGES.deleted,
    failure: MESSAGES.deleteFailed,
  });

import { SubcategorySchema, type Subcategory } from '../../../contract/catalogue.ts';
import { adminApi, uploadForm } from '../lib/admin-api.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { CATALOGUE_KEYS } from '../lib/catalogue-queries.ts';
import { MESSAGES } from './subcategory-rules.ts';

export { useAdminCategories, useAdminSubcategories } from '../lib/catalogue-queries.ts';

export interface SaveSubcategory {
  /** The subcategory being edited; null = a new one. */
  subcategory: Subcategory | null;
  form: FormData;
  onProgress: (percent: number) => void;
}

/**
 * POST /api/subcategories or PUT /api/subcategories/:id (multipart: name, categoryId, image).
 * Its failures are not toasts: the form shows them (in the modal on create, an alert on edit).
 */
export const useSaveSubcategory = () =>
  useAdminMutation({
    call: ({ subcategory, form, onProgress }: SaveSubcategory) =>
      uploadForm(subcategory ? `/api/subcategories/${subcategory._id}` : '/api/subcategories', form, { method: subcategory ? 'PUT' : 'POST', onProgress, schema: SubcategorySchema }),
    invalidates: CATALOGUE_KEYS,
    success: ({ subcategory }) => (subcategory ? MESSAGES.updated : MESSAGES.created),
    failure: null,
  });

/** DELETE /api/subcategories/:id. */
export const useDeleteSubcategory = () =>
  useAdminMutation({
    call: (subcategory: Subcategory) => adminApi.delete(`/api/subcategories/${subcategory._id}`),
    invalidates: CATALOGUE_KEYS,
    success: MESSAGES.deleted,
    failure: MESSAGES.deleteFailed,
  });

import { SubcategorySchema, type Subcategory } from '../../../contract/catalogue.ts';
import { useDeleteById, useUploadSave } from '../lib/admin-mutation.ts';
import { CATALOGUE_KEYS } from '../lib/catalogue-queries.ts';
import { MESSAGES } from './subcategory-rules.ts';

export { useAdminCategories, useAdminSubcategories } from '../lib/catalogue-queries.ts';

/**
 * POST /api/subcategories or PUT /api/subcategories/:id (multipart: name, categoryId, image).
 * Its failures are not toasts: the form shows them (in the modal on create, an alert on edit).
 */
export const useSaveSubcategory = () =>
  useUploadSave<Subcategory>('/api/subcategories', SubcategorySchema, CATALOGUE_KEYS, {
    created: MESSAGES.created,
    updated: MESSAGES.updated,
    createFailed: null,
    updateFailed: null,
  });

/** DELETE /api/subcategories/:id. */
export const useDeleteSubcategory = () => useDeleteById<Subcategory>('/api/subcategories', CATALOGUE_KEYS, MESSAGES);

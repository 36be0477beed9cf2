import { CategorySchema, type Category } from '../../../contract/catalogue.ts';
import { useDeleteById, useUploadSave } from '../lib/admin-mutation.ts';
import { CATALOGUE_KEYS } from '../lib/catalogue-queries.ts';
import { MESSAGES } from './category-rules.ts';

export { useAdminCategories } from '../lib/catalogue-queries.ts';

/** POST /api/categories or PUT /api/categories/:id (multipart: name, image). */
export const useSaveCategory = () => useUploadSave<Category>('/api/categories', CategorySchema, CATALOGUE_KEYS, MESSAGES);

/** DELETE /api/categories/:id (its subcategories go with it). */
export const useDeleteCategory = () => useDeleteById<Category>('/api/categories', CATALOGUE_KEYS, MESSAGES);

import { SubcategoryCreateSchema, SubcategoryEditSchema } from '../../../contract/subcategories.ts';

/** The spec's messages of the Subcategory List screen (§5, §8), verbatim. */
export const MESSAGES = {
  createMissing: 'Please provide name, image, and select a category.',
  editMissing: 'Name and category are required.',
  created: '✅ Subcategory uploaded successfully!',
  createFailed: '❌ Failed to upload subcategory.',
  updateFailed: 'Failed to update subcategory.',
  updated: 'Subcategory updated.',
  deleted: 'Deleted',
  deleteFailed: 'Delete failed',
  loadFailed: 'Failed to fetch subcategories.',
  categoriesFailed: 'Failed to fetch categories.',
  confirmDelete: 'Are you sure you want to delete this subcategory?',
} as const;

export interface SubcategoryDraft {
  name: string;
  categoryId: string;
  hasImage: boolean;
}

/** The message that stops a save (the server's own schema: create needs all three; edit needs name and category), or null. */
export function checkSubcategory(draft: SubcategoryDraft, editing: boolean): string | null {
  const fields = { name: draft.name, categoryId: draft.categoryId, image: draft.hasImage ? true : undefined };
  const parsed = (editing ? SubcategoryEditSchema : SubcategoryCreateSchema).safeParse(fields);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? (editing ? MESSAGES.editMissing : MESSAGES.createMissing));
}

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
  empty: 'No subcategories found.',
  confirmDelete: 'Are you sure you want to delete this subcategory?',
} as const;

export interface SubcategoryDraft {
  name: string;
  categoryId: string;
  hasImage: boolean;
}

/** The message that stops a save (create needs all three; edit needs name and category), or null. */
export function checkSubcategory(draft: SubcategoryDraft, editing: boolean): string | null {
  const complete = draft.name.trim() !== '' && draft.categoryId !== '';
  if (editing) return complete ? null : MESSAGES.editMissing;
  return complete && draft.hasImage ? null : MESSAGES.createMissing;
}

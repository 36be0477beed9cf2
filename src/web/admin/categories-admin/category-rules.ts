import type { Category } from '../../../contract/catalogue.ts';
import { CategoryCreateSchema, CategoryEditSchema } from '../../../contract/categories.ts';
import { nameKey } from '../../../contract/fields.ts';

/** The spec's messages of the category screen (§5, §8), verbatim. */
export const MESSAGES = {
  createMissing: 'Name and image required.',
  editMissing: 'Name required.',
  duplicate: 'Name already exists.',
  created: 'Category created.',
  updated: 'Category updated.',
  deleted: 'Deleted',
  createFailed: 'Upload failed.',
  updateFailed: 'Update failed.',
  deleteFailed: 'Delete failed',
  loadFailed: 'Failed to fetch categories.',
  confirmDelete: 'Delete this category?',
} as const;

/** Whether another category (not `ownId`: its own current name is allowed on edit) has this name (the server's comparison, so the client agrees with its 409). */
function nameTaken(name: string, categories: readonly Pick<Category, '_id' | 'name'>[], ownId?: string): boolean {
  const key = nameKey(name);
  return categories.some((c) => c._id !== ownId && nameKey(c.name) === key);
}

export interface CategoryDraft {
  name: string;
  hasImage: boolean;
}

/** The message that stops a save, or null when it may go to the server: the server's own schema first, then a taken name. */
export function checkCategory(draft: CategoryDraft, categories: readonly Pick<Category, '_id' | 'name'>[], editing?: Pick<Category, '_id'>): string | null {
  const parsed = (editing ? CategoryEditSchema : CategoryCreateSchema).safeParse({ name: draft.name, image: draft.hasImage ? true : undefined });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? (editing ? MESSAGES.editMissing : MESSAGES.createMissing);
  return nameTaken(parsed.data.name, categories, editing?._id) ? MESSAGES.duplicate : null;
}

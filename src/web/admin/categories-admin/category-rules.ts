import type { Category } from '../../../contract/catalogue.ts';

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

/** The server's comparison (trimmed, inner spaces folded, any case), so the client agrees with its 409. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether another category (not `ownId`: its own current name is allowed on edit) has this name. */
export function nameTaken(name: string, categories: readonly Pick<Category, '_id' | 'name'>[], ownId?: string): boolean {
  const key = nameKey(name);
  return categories.some((c) => c._id !== ownId && nameKey(c.name) === key);
}

export interface CategoryDraft {
  name: string;
  hasImage: boolean;
}

/** The message that stops a save, or null when it may go to the server. */
export function checkCategory(draft: CategoryDraft, categories: readonly Pick<Category, '_id' | 'name'>[], editing?: Pick<Category, '_id'>): string | null {
  const name = draft.name.trim();
  if (editing) {
    if (!name) return MESSAGES.editMissing;
  } else if (!name || !draft.hasImage) {
    return MESSAGES.createMissing;
  }
  return nameTaken(name, categories, editing?._id) ? MESSAGES.duplicate : null;
}

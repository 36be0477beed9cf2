import type { Religion } from '../../../contract/catalogue.ts';

/** The spec's messages of the Religions screen (§5, §8), verbatim — note the two spaces on create. */
export const MESSAGES = {
  createMissing: 'Name  required.',
  editMissing: 'Name required.',
  duplicate: 'Name already exists.',
  created: 'Religion created.',
  updated: 'Religion updated.',
  deleted: 'Deleted',
  createFailed: 'Upload failed.',
  updateFailed: 'Update failed.',
  deleteFailed: 'Delete failed',
  loadFailed: 'Failed to fetch religions.',
  empty: 'No religions found.',
  confirmDelete: 'Delete this Religion?',
} as const;

/** The server's comparison (trimmed, inner spaces folded, any case), so the client agrees with its 409. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The message that stops a save, or null. On edit the religion's own current name is allowed. */
export function checkReligion(name: string, religions: readonly Pick<Religion, '_id' | 'name'>[], editing?: Pick<Religion, '_id'>): string | null {
  if (!name.trim()) return editing ? MESSAGES.editMissing : MESSAGES.createMissing;
  const key = nameKey(name);
  return religions.some((r) => r._id !== editing?._id && nameKey(r.name) === key) ? MESSAGES.duplicate : null;
}

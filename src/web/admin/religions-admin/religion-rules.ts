import type { Religion } from '../../../contract/catalogue.ts';
import { nameKey } from '../../../contract/fields.ts';
import { ReligionCreateSchema, ReligionEditSchema } from '../../../contract/religions.ts';

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
  confirmDelete: 'Delete this Religion?',
} as const;

/** The message that stops a save, or null: the server's own schema first, then a taken name (on edit the religion's own current name is allowed). */
export function checkReligion(name: string, religions: readonly Pick<Religion, '_id' | 'name'>[], editing?: Pick<Religion, '_id'>): string | null {
  const parsed = (editing ? ReligionEditSchema : ReligionCreateSchema).safeParse({ name });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? (editing ? MESSAGES.editMissing : MESSAGES.createMissing);
  const key = nameKey(parsed.data.name);
  return religions.some((r) => r._id !== editing?._id && nameKey(r.name) === key) ? MESSAGES.duplicate : null;
}

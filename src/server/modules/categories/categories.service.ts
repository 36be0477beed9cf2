import type { Category } from '../../../contract/catalogue.ts';
import type { Database } from '../../db/database.ts';
import { conflict } from '../../lib/http-errors.ts';
import { assertNameFree } from '../../lib/records.ts';
import type { MediaService } from '../../media/media-service.ts';
import { createCategory, deleteCategory, updateCategory } from './categories.repository.ts';

const IN_USE = 'This category is used by listings and cannot be deleted.';

/** A name taken is refused before the image is processed; the new category's id. */
export async function addCategory(db: Database, media: MediaService, input: { name: string; image: Buffer }): Promise<string> {
  await assertNameFree(db, 'categories', input.name);
  return media.storeThen([input.image], ([url]) => createCategory(db, { name: input.name, imageUrl: url! }));
}

/** A new name, and a new image when one is sent (the old one is then released). */
export async function editCategory(db: Database, media: MediaService, current: Category, input: { name: string; image?: Buffer }): Promise<void> {
  await assertNameFree(db, 'categories', input.name, { exceptId: current._id });
  const images = input.image ? [input.image] : [];
  await media.storeThen(images, ([url]) => updateCategory(db, current._id, { name: input.name, imageUrl: url }));
  if (images.length) await media.release([current.imageUrl]);
}

/** Only an unused category goes, with its subcategories; then their images are released. */
export async function removeCategory(db: Database, media: MediaService, current: Category): Promise<void> {
  if (current.isUsed) throw conflict(IN_USE);
  const subImages = await deleteCategory(db, current._id);
  await media.release([current.imageUrl, ...subImages]);
}

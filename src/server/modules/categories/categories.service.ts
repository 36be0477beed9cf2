import type { Category } from '../../../contract/catalogue.ts';
import type { HiInput } from '../../../contract/translations.ts';
import type { Database } from '../../db/database.ts';
import { conflict } from '../../lib/http-errors.ts';
import { assertNameFree } from '../../lib/records.ts';
import type { MediaService } from '../../media/media-service.ts';
import { createCategory, deleteCategory, updateCategory } from './categories.repository.ts';

/** The form's fields: the name, and its Hindi version, HSN/SAC code and GST rate when sent. */
interface CategoryForm {
  name: string;
  translations?: { hi: HiInput<'name'> } | undefined;
  hsn?: string | undefined;
  gstRate?: string | undefined;
}

const IN_USE = 'This category is used by listings and cannot be deleted.';

/** A name taken is refused before the image is processed; the new category's id. */
export async function addCategory(db: Database, media: MediaService, input: CategoryForm & { image: Buffer }): Promise<string> {
  await assertNameFree(db, 'categories', input.name);
  const { name, translations, hsn, gstRate } = input;
  return media.storeThen([input.image], ([url]) => createCategory(db, { name, translations, hsn, gstRate, imageUrl: url! }));
}

/** A new name, and a new image when one is sent (the old one is then released). */
export async function editCategory(db: Database, media: MediaService, current: Category, input: CategoryForm & { image?: Buffer }): Promise<void> {
  await assertNameFree(db, 'categories', input.name, { exceptId: current._id });
  const images = input.image ? [input.image] : [];
  await media.storeThen(images, ([url]) =>
    updateCategory(db, current._id, { name: input.name, translations: input.translations, hsn: input.hsn, gstRate: input.gstRate, imageUrl: url }),
  );
  if (images.length) await media.release([current.imageUrl]);
}

/** Only an unused category goes, with its subcategories; then their images are released. */
export async function removeCategory(db: Database, media: MediaService, current: Category): Promise<void> {
  if (current.isUsed) throw conflict(IN_USE);
  const subImages = await deleteCategory(db, current._id);
  await media.release([current.imageUrl, ...subImages]);
}

import type { Subcategory } from '../../../contract/catalogue.ts';
import { isUuid } from '../../../contract/fields.ts';
import { INVALID_CATEGORY } from '../../../contract/subcategories.ts';
import type { HiInput } from '../../../contract/translations.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { assertNameFree } from '../../lib/records.ts';
import type { MediaService } from '../../media/media-service.ts';
import {
  categoryExists,
  createSubcategory,
  deleteSubcategory,
  listSubcategories,
  SUBCATEGORY_IN_USE_DELETE,
  SUBCATEGORY_IN_USE_MOVE,
  updateSubcategory,
} from './subcategories.repository.ts';

interface SubcategoryForm {
  name: string;
  categoryId: string;
  translations?: { hi: HiInput<'name'> } | undefined;
}

/** All subcategories, or one category's; a malformed category id matches nothing rather than failing the page. */
export async function subcategoriesOf(db: Database, categoryId: unknown): Promise<Subcategory[]> {
  if (categoryId === undefined || categoryId === '') return listSubcategories(db);
  return isUuid(categoryId) ? listSubcategories(db, categoryId) : [];
}

/** The category a form names must exist; its name must be free within it. */
async function checkPlace(db: Database, { name, categoryId }: SubcategoryForm, exceptId?: string): Promise<void> {
  if (!(await categoryExists(db, categoryId))) throw badRequest(INVALID_CATEGORY);
  await assertNameFree(db, 'subcategories', name, { categoryId, exceptId });
}

/** Checked before the image is processed; the new subcategory's id. */
export async function addSubcategory(db: Database, media: MediaService, input: SubcategoryForm & { image: Buffer }): Promise<string> {
  await checkPlace(db, input);
  const { name, categoryId, translations } = input;
  return media.storeThen([input.image], ([url]) => createSubcategory(db, { name, categoryId, translations, imageUrl: url! }));
}

/** A used subcategory keeps its category (listings carry both ids); a new image replaces and releases the old one. */
export async function editSubcategory(db: Database, media: MediaService, current: Subcategory, input: SubcategoryForm & { image?: Buffer }): Promise<void> {
  await checkPlace(db, input, current._id);
  const { name, categoryId, translations } = input;
  if (categoryId !== current.categoryId && current.isUsed) throw conflict(SUBCATEGORY_IN_USE_MOVE);
  const images = input.image ? [input.image] : [];
  await media.storeThen(images, ([url]) => updateSubcategory(db, current, { name, categoryId, translations, imageUrl: url }));
  if (images.length) await media.release([current.imageUrl]);
}

/** Only an unused subcategory goes (its image is released by the delete route). */
export async function removeSubcategory(db: Database, current: Subcategory): Promise<void> {
  if (current.isUsed) throw conflict(SUBCATEGORY_IN_USE_DELETE);
  await deleteSubcategory(db, current._id);
}

import type { Subcategory } from '../../../contract/catalogue.ts';
import { nameKey } from '../../../contract/fields.ts';
import { INVALID_CATEGORY } from '../../../contract/subcategories.ts';
import { translationsOf, type HiInput } from '../../../contract/translations.ts';
import { hindiColumns } from '../../lib/hindi-columns.ts';
import { isForeignKeyViolation, isUniqueViolation, type Database } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { recordReader, usedByListings } from '../../lib/record-reader.ts';
import { NAME_EXISTS } from '../../lib/records.ts';

export const SUBCATEGORY_NOT_FOUND = 'Subcategory not found';
export const SUBCATEGORY_IN_USE_MOVE = 'This subcategory is used by listings and cannot be moved to another category.';
export const SUBCATEGORY_IN_USE_DELETE = 'This subcategory is used by listings and cannot be deleted.';

function subcategoryQuery(db: Database) {
  return db
    .selectFrom('subcategories as s')
    .innerJoin('categories as c', 'c.id', 's.category_id')
    .selectAll('s')
    .select(['c.name as category_name', usedByListings('subcategory_id', 's.id')]);
}

const reader = recordReader(
  subcategoryQuery,
  (r): Subcategory => ({
    _id: r.id,
    subcategory_uuid: r.id,
    name: r.name,
    imageUrl: r.image_url,
    categoryId: r.category_id,
    category: { _id: r.category_id, category_uuid: r.category_id, name: r.category_name },
    isUsed: Boolean(r.is_used),
    translations: translationsOf({ name: r.name_hi }),
    createdAt: r.created_at,
  }),
  { alias: 's' },
);

/** Newest first; `categoryId` narrows the list to one category. */
export const listSubcategories = (db: Database, categoryId?: string) => reader.list(db, { category_id: categoryId });
export const findSubcategory = reader.find;

export async function categoryExists(db: Database, id: string): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
  return Boolean(row);
}

export interface SubcategoryInput {
  name: string;
  categoryId: string;
  /** The stored image's URL; on edit, undefined keeps the current one. */
  imageUrl?: string;
  /** The name in Hindi as sent (absent: kept). */
  translations?: { hi: HiInput<'name'> } | undefined;
}

const HI = { name: 'name_hi' } as const;

/** A unique name within the category (409), a category deleted meanwhile (400). */
function writeErrors(err: unknown): unknown {
  if (isUniqueViolation(err)) return conflict(NAME_EXISTS);
  if (isForeignKeyViolation(err)) return badRequest(INVALID_CATEGORY);
  return err;
}

/** The caller checked the name and the category before storing the image. */
export async function createSubcategory(db: Database, input: Required<Omit<SubcategoryInput, 'translations'>> & SubcategoryInput): Promise<string> {
  const id = newId();
  const { name, categoryId, imageUrl, translations } = input;
  try {
    await db
      .insertInto('subcategories')
      .values({ id, category_id: categoryId, name, name_key: nameKey(name), image_url: imageUrl, ...hindiColumns(translations, HI), created_at: nowIso() })
      .execute();
  } catch (err) {
    throw writeErrors(err);
  }
  return id;
}

/**
 * Listings carry both ids: moving a used subcategory to another category would leave them pointing
 * at two categories, so a move is re-checked in the same statement (a listing may have appeared).
 */
export async function updateSubcategory(db: Database, current: Subcategory, input: SubcategoryInput): Promise<void> {
  const { name, categoryId, imageUrl, translations } = input;
  const id = current._id;
  let query = db
    .updateTable('subcategories')
    .set({ name, name_key: nameKey(name), category_id: categoryId, ...hindiColumns(translations, HI), ...(imageUrl ? { image_url: imageUrl } : {}) })
    .where('id', '=', id);
  if (categoryId !== current.categoryId) {
    query = query.where(({ not, exists, selectFrom }) => not(exists(selectFrom('listings').select('listings.id').where('listings.subcategory_id', '=', id))));
  }
  try {
    const result = await query.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      throw (await findSubcategory(db, id)) ? conflict(SUBCATEGORY_IN_USE_MOVE) : notFound(SUBCATEGORY_NOT_FOUND);
    }
  } catch (err) {
    throw writeErrors(err);
  }
}

/** The foreign key still refuses if a listing appeared since the caller's isUsed check. */
export async function deleteSubcategory(db: Database, id: string): Promise<void> {
  try {
    await db.deleteFrom('subcategories').where('id', '=', id).execute();
  } catch (err) {
    throw isForeignKeyViolation(err) ? conflict(SUBCATEGORY_IN_USE_DELETE) : err;
  }
}

import type { Category } from '../../../contract/catalogue.ts';
import { nameKey } from '../../../contract/fields.ts';
import { translationsOf, type HiInput } from '../../../contract/translations.ts';
import { hindiColumns } from '../../lib/hindi-columns.ts';
import type { Database } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { recordReader, usedByListings } from '../../lib/record-reader.ts';
import { uniqueWrite } from '../../lib/records.ts';

const categoryQuery = (db: Database) => db.selectFrom('categories as c').selectAll('c').select(usedByListings('category_id', 'c.id'));

export const { list: listCategories, find: findCategory } = recordReader(
  categoryQuery,
  (r): Category => ({
    _id: r.id,
    category_uuid: r.id,
    name: r.name,
    imageUrl: r.image_url,
    isUsed: Boolean(r.is_used),
    translations: translationsOf({ name: r.name_hi }),
    hsn: r.hsn,
    gstRate: r.gst_rate,
    createdAt: r.created_at,
  }),
  { alias: 'c' },
);

const HI = { name: 'name_hi' } as const;

export interface CategoryInput {
  name: string;
  /** The stored image's URL; on edit, undefined keeps the current one. */
  imageUrl?: string;
  /** The name in Hindi as sent (absent: kept). */
  translations?: { hi: HiInput<'name'> };
  /** For the bill; undefined keeps the current one. */
  hsn?: string | undefined;
  gstRate?: string | undefined;
}

const taxColumns = (input: CategoryInput) => ({
  ...(input.hsn === undefined ? {} : { hsn: input.hsn }),
  ...(input.gstRate === undefined ? {} : { gst_rate: input.gstRate }),
});

/** The caller checked the name (assertNameFree) before storing the image; the unique index settles races. */
export async function createCategory(db: Database, input: Required<Pick<CategoryInput, 'name' | 'imageUrl'>> & CategoryInput): Promise<string> {
  const id = newId();
  await uniqueWrite(() =>
    db
      .insertInto('categories')
      .values({
        id,
        name: input.name,
        name_key: nameKey(input.name),
        image_url: input.imageUrl,
        ...hindiColumns(input.translations, HI),
        ...taxColumns(input),
        created_at: nowIso(),
      })
      .execute(),
  );
  return id;
}

export async function updateCategory(db: Database, id: string, input: CategoryInput): Promise<void> {
  await uniqueWrite(() =>
    db
      .updateTable('categories')
      .set({
        name: input.name,
        name_key: nameKey(input.name),
        ...hindiColumns(input.translations, HI),
        ...taxColumns(input),
        ...(input.imageUrl ? { image_url: input.imageUrl } : {}),
      })
      .where('id', '=', id)
      .execute(),
  );
}

/**
 * Deletes an unused category with its subcategories (unused too, then); the foreign keys still
 * refuse if a listing appeared meanwhile (→ 409). Answers the subcategories' image URLs.
 */
export async function deleteCategory(db: Database, id: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const subs = await trx.selectFrom('subcategories').select('image_url').where('category_id', '=', id).execute();
    await trx.deleteFrom('subcategories').where('category_id', '=', id).execute();
    await trx.deleteFrom('categories').where('id', '=', id).execute();
    return subs.map((s) => s.image_url);
  });
}

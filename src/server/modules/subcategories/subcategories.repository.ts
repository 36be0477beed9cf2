import type { Subcategory } from '../../../contract/catalogue.ts';
import type { Database } from '../../db/database.ts';

function subcategoryQuery(db: Database) {
  return db
    .selectFrom('subcategories as s')
    .innerJoin('categories as c', 'c.id', 's.category_id')
    .selectAll('s')
    .select('c.name as category_name')
    .select((eb) =>
      eb.exists(eb.selectFrom('listings as l').select('l.id').whereRef('l.subcategory_id', '=', 's.id')).as('is_used'),
    );
}

type Row = Awaited<ReturnType<ReturnType<typeof subcategoryQuery>['executeTakeFirstOrThrow']>>;

const toSubcategory = (r: Row): Subcategory => ({
  _id: r.id,
  subcategory_uuid: r.id,
  name: r.name,
  imageUrl: r.image_url,
  categoryId: r.category_id,
  category: { _id: r.category_id, category_uuid: r.category_id, name: r.category_name },
  isUsed: Boolean(r.is_used),
  createdAt: r.created_at,
});

/** Newest first; `categoryId` narrows the list to one category. */
export async function listSubcategories(db: Database, categoryId?: string): Promise<Subcategory[]> {
  let query = subcategoryQuery(db);
  if (categoryId !== undefined) query = query.where('s.category_id', '=', categoryId);
  const rows = await query.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').execute();
  return rows.map(toSubcategory);
}

export async function findSubcategory(db: Database, id: string): Promise<Subcategory | undefined> {
  const row = await subcategoryQuery(db).where('s.id', '=', id).executeTakeFirst();
  return row && toSubcategory(row);
}

export async function categoryExists(db: Database, id: string): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
  return Boolean(row);
}

/** Another subcategory of the same category already has this name (compared by name key). */
export async function nameTakenInCategory(db: Database, categoryId: string, key: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('subcategories')
    .select('id')
    .where('category_id', '=', categoryId)
    .where('name_key', '=', key);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}

import type { Category } from '../../../contract/catalogue.ts';
import type { Database } from '../../db/database.ts';

function categoryQuery(db: Database) {
  return db
    .selectFrom('categories as c')
    .selectAll('c')
    .select((eb) =>
      eb.exists(eb.selectFrom('listings as l').select('l.id').whereRef('l.category_id', '=', 'c.id')).as('is_used'),
    );
}

type Row = Awaited<ReturnType<ReturnType<typeof categoryQuery>['executeTakeFirstOrThrow']>>;

const toCategory = (r: Row): Category => ({
  _id: r.id,
  category_uuid: r.id,
  name: r.name,
  imageUrl: r.image_url,
  isUsed: Boolean(r.is_used),
  createdAt: r.created_at,
});

export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await categoryQuery(db).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').execute();
  return rows.map(toCategory);
}

export async function findCategory(db: Database, id: string): Promise<Category | undefined> {
  const row = await categoryQuery(db).where('c.id', '=', id).executeTakeFirst();
  return row && toCategory(row);
}

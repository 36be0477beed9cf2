import type { Religion } from '../../../contract/catalogue.ts';
import type { Database } from '../../db/database.ts';
import { nameKey } from '../../lib/ids.ts';

function religionQuery(db: Database) {
  return db
    .selectFrom('religions as r')
    .selectAll('r')
    .select((eb) =>
      eb.exists(eb.selectFrom('listings as l').select('l.id').whereRef('l.religion_id', '=', 'r.id')).as('is_used'),
    );
}

type Row = Awaited<ReturnType<ReturnType<typeof religionQuery>['executeTakeFirstOrThrow']>>;

const toReligion = (r: Row): Religion => ({
  _id: r.id,
  religion_uuid: r.id,
  name: r.name,
  isUsed: Boolean(r.is_used),
  createdAt: r.created_at,
});

export async function listReligions(db: Database): Promise<Religion[]> {
  const rows = await religionQuery(db).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
  return rows.map(toReligion);
}

export async function findReligion(db: Database, id: string): Promise<Religion | undefined> {
  const row = await religionQuery(db).where('r.id', '=', id).executeTakeFirst();
  return row && toReligion(row);
}

export async function religionNameTaken(db: Database, name: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('religions').select('id').where('name_key', '=', nameKey(name));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}

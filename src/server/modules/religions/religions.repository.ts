import type { Religion } from '../../../contract/catalogue.ts';
import { nameKey } from '../../../contract/fields.ts';
import { isForeignKeyViolation, isUniqueViolation, type Database } from '../../db/database.ts';
import { conflict } from '../../lib/http-errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { assertNameFree, nameTaken, uniqueWrite } from '../../lib/records.ts';

export const RELIGION_IN_USE = 'This religion is used by listings and cannot be deleted.';

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

/** The new religion's id, or undefined when the name is taken (the unique index settles races). */
export async function insertReligion(db: Database, name: string): Promise<string | undefined> {
  if (await nameTaken(db, 'religions', name)) return undefined;
  const id = newId();
  try {
    await db.insertInto('religions').values({ id, name, name_key: nameKey(name), created_at: nowIso() }).execute();
    return id;
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

export async function renameReligion(db: Database, id: string, name: string): Promise<void> {
  await assertNameFree(db, 'religions', name, { exceptId: id });
  await uniqueWrite(() => db.updateTable('religions').set({ name, name_key: nameKey(name) }).where('id', '=', id).execute());
}

/** The foreign key still refuses if a listing appeared since the caller's isUsed check. */
export async function deleteReligion(db: Database, id: string): Promise<void> {
  try {
    await db.deleteFrom('religions').where('id', '=', id).execute();
  } catch (err) {
    throw isForeignKeyViolation(err) ? conflict(RELIGION_IN_USE) : err;
  }
}

import type { Religion } from '../../../contract/catalogue.ts';
import { nameKey } from '../../../contract/fields.ts';
import { isForeignKeyViolation, isUniqueViolation, type Database } from '../../db/database.ts';
import { conflict } from '../../lib/http-errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { recordReader, usedByListings } from '../../lib/record-reader.ts';
import { assertNameFree, nameTaken, uniqueWrite } from '../../lib/records.ts';

const RELIGION_IN_USE = 'This religion is used by listings and cannot be deleted.';

const religionQuery = (db: Database) => db.selectFrom('religions as r').selectAll('r').select(usedByListings('religion_id', 'r.id'));

export const { list: listReligions, find: findReligion } = recordReader(
  religionQuery,
  (r): Religion => ({ _id: r.id, religion_uuid: r.id, name: r.name, isUsed: Boolean(r.is_used), createdAt: r.created_at }),
  { alias: 'r' },
);

/** The new religion's id, or undefined when the name is taken (the unique index settles races). */
export async function insertReligion(db: Database, name: string): Promise<string | undefined> {
  if (await nameTaken(db, 'religions', name)) return undefined;
  const id = newId();
  try {
    await db
      .insertInto('religions')
      .values({ id, name, name_key: nameKey(name), created_at: nowIso() })
      .execute();
    return id;
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

export async function renameReligion(db: Database, id: string, name: string): Promise<void> {
  await assertNameFree(db, 'religions', name, { exceptId: id });
  await uniqueWrite(() =>
    db
      .updateTable('religions')
      .set({ name, name_key: nameKey(name) })
      .where('id', '=', id)
      .execute(),
  );
}

/** Only an unused religion goes; the foreign key still refuses if a listing appeared since it was read. */
export async function deleteReligion(db: Database, current: Religion): Promise<void> {
  if (current.isUsed) throw conflict(RELIGION_IN_USE);
  try {
    await db.deleteFrom('religions').where('id', '=', current._id).execute();
  } catch (err) {
    throw isForeignKeyViolation(err) ? conflict(RELIGION_IN_USE) : err;
  }
}

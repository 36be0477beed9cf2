import type { Kysely } from 'kysely';

/**
 * Issue 16: "the first admin has been set up" was a row of kind 'setup' in lookups, the table of the
 * back office's pick lists. It gets a table of its own: at most one row (id 1), written by the
 * setup's transaction, whose primary key lets only one of two racing setups through. A shop that was
 * set up keeps its row (and so stays closed to a second setup).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shop_setup')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('done_at', 'text', (c) => c.notNull())
    .execute();
  await carrySetupMarker(db);
}

/**
 * Moves the old lookups marker, if any, into shop_setup. Also run by a restore of an archive taken
 * before this migration, whose rows go into a database that already has the table.
 */
export async function carrySetupMarker(db: Kysely<any>): Promise<void> {
  const marker = await db.selectFrom('lookups').select('created_at').where('kind', '=', 'setup').orderBy('created_at').executeTakeFirst();
  const done = await db.selectFrom('shop_setup').select('id').executeTakeFirst();
  if (marker && !done) await db.insertInto('shop_setup').values({ id: 1, done_at: marker.created_at }).execute();
  await db.deleteFrom('lookups').where('kind', '=', 'setup').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const done = await db.selectFrom('shop_setup').select('done_at').executeTakeFirst();
  if (done) {
    await db.insertInto('lookups').values({ id: crypto.randomUUID(), kind: 'setup', name: 'done', name_key: 'done', created_at: done.done_at }).execute();
  }
  await db.schema.dropTable('shop_setup').ifExists().execute();
}

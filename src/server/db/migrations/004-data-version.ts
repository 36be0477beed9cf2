import type { Kysely } from 'kysely';

/**
 * Issue 10: one counter every process bumps on a write and reads (at most every second) before
 * serving a cached answer, so several processes behind one address never serve stale pages for
 * longer than a moment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('data_version').values({ id: 1, version: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_version').ifExists().execute();
}

import type { Kysely } from 'kysely';

/**
 * Issue 29, item 4: the day the owner promised a job, `YYYY-MM-DD` on the shop's (IST) calendar; null
 * until set. Text, as every date here: it sorts as it reads, on SQLite as on PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quotes').addColumn('due_on', 'text').execute();
  await db.schema.createIndex('quotes_due_on_idx').on('quotes').column('due_on').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('quotes_due_on_idx').execute();
  await db.schema.alterTable('quotes').dropColumn('due_on').execute();
}

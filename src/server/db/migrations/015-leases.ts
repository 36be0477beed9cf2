import type { Kysely } from 'kysely';

/**
 * Issue 20, item 2: several processes on one database. A lease is a row naming the process that
 * holds a job (the scheduled backup) and until when (epoch ms); another process takes it only once
 * it has expired, by one atomic update (db/leases.ts). Bookkeeping: no backup carries it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('leases').ifExists().execute();
}

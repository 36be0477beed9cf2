import { SqliteAdapter, type Kysely } from 'kysely';

/**
 * Issue 27, item 1: a bill's PDF kept beside it. Its model is frozen when it is made, so its PDF is
 * too: drawn once when the bill is made and once more when it is voided (it then says VOID), and
 * every download is answered from these bytes. Null for the bills made before this migration, or
 * whose drawing a crash cut short: such a bill is drawn on its first download and kept then.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The one type that holds bytes as they are on each dialect (001 kept to text and integer).
  const bytes = db.getExecutor().adapter instanceof SqliteAdapter ? 'blob' : 'bytea';
  await db.schema.alterTable('invoices').addColumn('pdf', bytes).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('pdf').execute();
}

import type { Kysely } from 'kysely';

/**
 * Issue 30, item 3: the customer sees each row's problems beside it whenever the page is opened, not
 * only in the answer to the upload. JSON [{field, en, hi}]: both languages, as a row is read by the
 * owner (English) and by the customer (their page's language).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('quote_records')
    .addColumn('problems', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quote_records').dropColumn('problems').execute();
}

import type { Kysely } from 'kysely';

/**
 * Issue 28, item 4: GST on the first try. The shop's default HSN/SAC code and GST rate, and each
 * category's, so that a listing without its own takes its category's, else the shop's ('' is not set).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['default_hsn', 'default_gst_rate']) {
    await db.schema
      .alterTable('billing_settings')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  for (const column of ['hsn', 'gst_rate']) {
    await db.schema
      .alterTable('categories')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['gst_rate', 'hsn']) await db.schema.alterTable('categories').dropColumn(column).execute();
  for (const column of ['default_gst_rate', 'default_hsn']) await db.schema.alterTable('billing_settings').dropColumn(column).execute();
}

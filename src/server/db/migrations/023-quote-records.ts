import type { Kysely } from 'kysely';

/**
 * Issue 30: a card per name. The rows of a customer's sheet (one card each) for a quote, with the
 * proof version they belong to; a new sheet replaces them. `texts` is JSON {zoneKey: text} (as
 * quotes.texts); `photo` is the private store's key of the row's cropped photo.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quote_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    // The row as the sheet numbers it (its header is row 1): what the problems and the owner name.
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('texts', 'text', (c) => c.notNull())
    .addColumn('photo', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('quote_records_row', ['quote_id', 'version', 'row_number'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quote_records').ifExists().execute();
}

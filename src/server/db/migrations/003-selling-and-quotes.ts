import type { Kysely } from 'kysely';

/**
 * Issue 9: what a listing sells (price tiers, options, personalisation zones, as JSON text) and the
 * quotes visitors request. A quote keeps its own copy of the item's title and of the choices and
 * estimate at the time, so a later price change or a deleted listing does not rewrite what was asked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['price_tiers', 'options', 'fields']) {
    await db.schema
      .alterTable('listings')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  }
  await db.schema
    .createTable('quotes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 128 random bits: the quote page's address is its only key for the visitor.
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('listing_id', 'text')
    .addColumn('listing_title', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // JSON {option: label} and {fieldKey: text}.
    .addColumn('choices', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('texts', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    // Exact decimal text, the server's own estimate when the quote was asked.
    .addColumn('estimate_per_piece', 'text', (c) => c.notNull())
    .addColumn('estimate_total', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('final_price', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('approved_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quotes_created_idx').on('quotes').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quotes').ifExists().execute();
  for (const column of ['price_tiers', 'options', 'fields']) await db.schema.alterTable('listings').dropColumn(column).execute();
}

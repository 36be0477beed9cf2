import type { Kysely } from 'kysely';
import { numberPricedQuotes } from '../../modules/quotes/order-numbers.repository.ts';

/**
 * Issue 17, item 4: a quote gets an order number when it is first priced, counted per financial year
 * (docs/decisions/019-order-numbers-and-whatsapp.md). Quotes already priced are numbered here, in the
 * order they were asked for. (008 is left to another change made at the same time.)
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_counters')
    // '2026-27'
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  // One row (id 1) once the owner has chosen a prefix; without it the prefix comes from the shop's name.
  await db.schema
    .createTable('order_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('quotes').addColumn('order_number', 'text').execute();
  await db.schema.createIndex('quotes_order_number_unique').unique().on('quotes').column('order_number').execute();
  await numberPricedQuotes(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('quotes_order_number_unique').ifExists().execute();
  await db.schema.alterTable('quotes').dropColumn('order_number').execute();
  await db.schema.dropTable('order_settings').ifExists().execute();
  await db.schema.dropTable('order_counters').ifExists().execute();
}

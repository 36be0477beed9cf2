import type { Kysely } from 'kysely';

/**
 * Issue 18, item 4: the bills (docs/decisions/024-bills.md). A bill keeps the model it was printed from
 * (JSON), so a later change of the billing settings, the listing or the price never changes an issued
 * bill; a void bill keeps its number. Numbers are counted per financial year in invoice_counters,
 * in the bill's own transaction, as order numbers are (migration 009).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invoice_counters')
    // '2026-27'
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // INV/26-27/0001: unique, never reused (a void bill keeps it).
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('restrict'))
    .addColumn('financial_year', 'text', (c) => c.notNull())
    // The InvoiceModel as printed (money as decimal text of paise), frozen when the bill is made.
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('voided_at', 'text')
    .addColumn('void_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_quote').on('invoices').column('quote_id').execute();
  await db.schema.createIndex('invoices_created_at').on('invoices').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoices').ifExists().execute();
  await db.schema.dropTable('invoice_counters').ifExists().execute();
}

import type { Kysely } from 'kysely';

/**
 * Issue 18, items 1 and 3: the shop's billing settings (one row, id 1, written when the owner first saves
 * them; until then the defaults of contract/billing-settings.ts), and each listing's HSN code and GST
 * rate (blank until the owner sets them: no rate is built in), and the payments the owner records.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('billing_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('upi_id', 'text', (c) => c.notNull())
    .addColumn('upi_name', 'text', (c) => c.notNull())
    .addColumn('advance_percent', 'integer', (c) => c.notNull())
    .addColumn('gst_mode', 'text', (c) => c.notNull())
    .addColumn('gstin', 'text', (c) => c.notNull())
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('number_prefix', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('listings')
    .addColumn('hsn', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('listings')
    .addColumn('gst_rate', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('quote_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quote_payments_quote').on('quote_payments').column('quote_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listings').dropColumn('gst_rate').execute();
  await db.schema.alterTable('listings').dropColumn('hsn').execute();
  await db.schema.dropTable('quote_payments').ifExists().execute();
  await db.schema.dropTable('billing_settings').ifExists().execute();
}

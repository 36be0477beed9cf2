import type { Kysely } from 'kysely';

/**
 * Issue 31, item 1 (docs/decisions/044-online-payment-confirmed-by-the-gateway.md): the payment gateway's
 * settings (one row, id 1; the secrets are written, never answered), the payment links made for
 * customers, and on each payment the gateway's payment id (unique: a webhook delivered twice, or twenty
 * times at once, records one payment) and what the owner should look at ('' when nothing).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gateway_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('key_secret', 'text', (c) => c.notNull())
    .addColumn('webhook_secret', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('gateway_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    // The provider's id (plink_…); null while the provider is being asked to make it.
    .addColumn('link_id', 'text')
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('short_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    // creating (ours, until the provider answers), then the provider's: created, partially_paid, paid, cancelled, expired
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gateway_links_link_id').on('gateway_links').columns(['provider', 'link_id']).unique().execute();
  await db.schema.createIndex('gateway_links_quote').on('gateway_links').columns(['quote_id', 'status']).execute();
  await db.schema.alterTable('quote_payments').addColumn('gateway_payment_id', 'text').execute();
  await db.schema
    .alterTable('quote_payments')
    .addColumn('to_check', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Both databases let any number of NULLs through a unique index: only the gateway's payments are held to one each.
  await db.schema.createIndex('quote_payments_gateway_payment').on('quote_payments').column('gateway_payment_id').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('quote_payments_gateway_payment').ifExists().execute();
  await db.schema.alterTable('quote_payments').dropColumn('to_check').execute();
  await db.schema.alterTable('quote_payments').dropColumn('gateway_payment_id').execute();
  await db.schema.dropTable('gateway_links').ifExists().execute();
  await db.schema.dropTable('gateway_settings').ifExists().execute();
}

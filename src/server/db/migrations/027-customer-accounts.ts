import type { Kysely } from 'kysely';

/**
 * Issue 31, item 2: each customer's account (docs/decisions/045-each-customers-account.md). A
 * customer is the quotes of one phone number, worked out when read; these tables hold only what the
 * quotes cannot: the opening balance the owner sets, and the reminders sent. A row is made the first
 * time either is written, under the id the phone gives (customer-ids.ts), so nothing is backfilled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // +919822012345: the normalised number, one row per number.
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    // Integer paise; below zero when the customer was in credit.
    .addColumn('opening_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    // YYYY-MM-DD, the shop's day the opening balance stood at; null until set.
    .addColumn('opening_on', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('customer_reminders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    // The balance the message named, integer paise.
    .addColumn('balance_paise', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('customer_reminders_customer').on('customer_reminders').columns(['customer_id', 'sent_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_reminders').ifExists().execute();
  await db.schema.dropTable('customers').ifExists().execute();
}

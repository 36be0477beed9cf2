import type { Kysely } from 'kysely';

/**
 * Issue 18, items 2 and 3 (docs/decisions/023-advance-and-payments.md): the payments the owner records
 * against a job (integer paise; a reversal is a negative entry with a reason, never a delete), and the
 * UTRs customers type after paying by UPI (a claim, counted as nothing until the owner records a payment).
 * The payments themselves are in `quote_payments`, made by migration 010.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quote_utr_claims')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    // 12 digits, as the customer's UPI app shows it
    .addColumn('utr', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quote_utr_claims_quote').on('quote_utr_claims').columns(['quote_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quote_utr_claims').ifExists().execute();
}

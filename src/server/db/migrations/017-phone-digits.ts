import type { Kysely } from 'kysely';
import { fillPhoneDigits } from '../../modules/quotes/phone-search.ts';

/**
 * Issue 28, item 5: the owner finds a quote by the customer's number however either of them typed
 * it. The digits of each phone are kept beside it, filled here for the quotes already asked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('quotes')
    .addColumn('phone_digits', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await fillPhoneDigits(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quotes').dropColumn('phone_digits').execute();
}

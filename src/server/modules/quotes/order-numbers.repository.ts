import type { Kysely, Transaction } from 'kysely';
import { defaultOrderPrefix, orderYearOf, formatOrderNumber } from '../../../contract/order-numbers.ts';
import type { DB } from '../../db/schema.ts';

/**
 * The prefix of new order numbers: the owner's choice (order_settings), else one made from the
 * shop's name (the first configuration, the one the site shows).
 */
export async function orderPrefix(db: Kysely<DB>): Promise<string> {
  const chosen = await db.selectFrom('order_settings').select('prefix').where('id', '=', 1).executeTakeFirst();
  if (chosen) return chosen.prefix;
  const site = await db.selectFrom('site_configs').select('name').orderBy('created_at').orderBy('id').executeTakeFirst();
  return defaultOrderPrefix(site?.name);
}

/**
 * The next number of the financial year of `at`, counted in that year's row of order_counters. The
 * row is written in the caller's transaction: a second pricing at once waits for it (PostgreSQL's row
 * lock, SQLite's one writer), so numbers are consecutive, and a rolled-back pricing gives its number back.
 */
async function nextOrderNumber(trx: Transaction<DB> | Kysely<DB>, at: Date): Promise<string> {
  const financialYear = orderYearOf(at);
  const { last_number } = await trx
    .insertInto('order_counters')
    .values({ financial_year: financialYear, last_number: 1 })
    .onConflict((oc) => oc.column('financial_year').doUpdateSet((eb) => ({ last_number: eb('order_counters.last_number', '+', 1) })))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return formatOrderNumber(await orderPrefix(trx), financialYear, Number(last_number));
}

/** Gives the quote its order number unless it has one (a number is never replaced, nor reused). Call within a transaction. */
export async function giveOrderNumber(trx: Transaction<DB> | Kysely<DB>, quoteId: string, at: Date): Promise<void> {
  const row = await trx.selectFrom('quotes').select('order_number').where('id', '=', quoteId).executeTakeFirst();
  if (!row || row.order_number) return;
  const orderNumber = await nextOrderNumber(trx, at);
  await trx.updateTable('quotes').set({ order_number: orderNumber }).where('id', '=', quoteId).execute();
}

/**
 * Numbers the quotes that were priced before numbers existed, in the order they were asked for, each
 * in the financial year it was asked in. Run by migration 009, and by a restore of an archive taken before it.
 */
export async function numberPricedQuotes(db: Kysely<DB>): Promise<void> {
  const quotes = await db
    .selectFrom('quotes')
    .select(['id', 'created_at'])
    .where('order_number', 'is', null)
    .where((eb) => eb.or([eb('final_price', 'is not', null), eb('status', 'not in', ['new', 'cancelled', 'on_hold'])]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const q of quotes) await giveOrderNumber(db, q.id, new Date(q.created_at));
}

import { orderYearOf, formatOrderNumber } from '../../../contract/order-numbers.ts';
import type { OrderSettings } from '../../../contract/order-settings.ts';
import type { Database } from '../../db/database.ts';
import { orderPrefix } from '../quotes/order-numbers.repository.ts';

export async function readOrderSettings(db: Database): Promise<OrderSettings> {
  const chosen = await db.selectFrom('order_settings').select('id').where('id', '=', 1).executeTakeFirst();
  const prefix = await orderPrefix(db);
  const year = orderYearOf(new Date());
  const counter = await db.selectFrom('order_counters').select('last_number').where('financial_year', '=', year).executeTakeFirst();
  return { prefix, chosen: Boolean(chosen), next: formatOrderNumber(prefix, year, Number(counter?.last_number ?? 0) + 1) };
}

/** The owner's prefix for numbers given from now on (one row, id 1). */
export async function chooseOrderPrefix(db: Database, prefix: string): Promise<void> {
  await db
    .insertInto('order_settings')
    .values({ id: 1, prefix })
    .onConflict((oc) => oc.column('id').doUpdateSet({ prefix }))
    .execute();
}

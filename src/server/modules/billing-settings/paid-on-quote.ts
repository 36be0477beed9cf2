import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** What the owner has recorded as received for each of these quotes, reversals taken off, in paise (0 when nothing). */
export async function paidOnQuotes(db: Database, quoteIds: string[]): Promise<Map<string, bigint>> {
  const paid = new Map<string, bigint>(quoteIds.map((id) => [id, 0n]));
  if (!quoteIds.length) return paid;
  const rows = await db
    .selectFrom('quote_payments')
    .select(['quote_id', sql<string>`cast(sum(amount_paise) as text)`.as('paise')])
    .where('quote_id', 'in', quoteIds)
    .groupBy('quote_id')
    .execute();
  for (const r of rows) paid.set(r.quote_id, BigInt(r.paise ?? 0));
  return paid;
}

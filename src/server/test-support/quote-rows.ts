import type { Insertable } from 'kysely';
import { emptyTarget, type EmptyTarget } from '../backup/backup.test-support.ts';
import { migrate, openDatabase } from '../db/database.ts';
import type { QuotesTable } from '../db/schema.ts';

/** A quote row as a test stores it straight into the database (an older shop's, a known token); fields by `over`. */
export const quoteRow = (over: Partial<Insertable<QuotesTable>> & Pick<QuotesTable, 'token' | 'created_at'>): Insertable<QuotesTable> => ({
  id: crypto.randomUUID(),
  listing_id: null,
  listing_title: 'Wedding card',
  quantity: 100,
  choices: '{}',
  texts: '[]',
  name: 'Asha',
  phone: '98220 12345',
  estimate_per_piece: '10',
  estimate_total: '1000',
  updated_at: over.created_at,
  ...over,
});

/**
 * An empty database migrated up to `migration` (an older version of the shop) holding these quotes;
 * the caller removes it with `cleanup`. A test app opened on it then runs the later migrations.
 */
export async function shopWithQuotesUpTo(migration: string, quotes: Insertable<QuotesTable>[]): Promise<EmptyTarget> {
  const place = await emptyTarget('');
  const handle = openDatabase(place);
  try {
    await migrate(handle.db, place.pgSchema, migration);
    await handle.db.insertInto('quotes').values(quotes).execute();
  } finally {
    await handle.close();
  }
  return place;
}

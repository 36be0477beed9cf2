import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ListingTally, SearchTally } from './visit-tally.ts';

/** Rows per statement: well under SQLite's limit on bound values (6 a row). */
const CHUNK = 500;

const chunks = <T>(rows: T[]): T[][] => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Adds the gathered counts to the stored ones in one transaction: a row of the same day and design
 * (or text) grows by what was counted (`views = views + excluded.views`, the same on SQLite and
 * PostgreSQL), a new one is inserted.
 */
export async function addCounts(db: Database, listings: ListingTally[], searches: SearchTally[]): Promise<void> {
  if (listings.length === 0 && searches.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const rows of chunks(listings)) {
      await trx
        .insertInto('listing_counts')
        .values(rows.map((r) => ({ day: r.day, listing_id: r.listingId, views: r.views, whatsapp: r.whatsapp, quotes: r.quotes, shares: r.shares })))
        .onConflict((oc) =>
          oc.columns(['day', 'listing_id']).doUpdateSet({
            views: sql`listing_counts.views + excluded.views`,
            whatsapp: sql`listing_counts.whatsapp + excluded.whatsapp`,
            quotes: sql`listing_counts.quotes + excluded.quotes`,
            shares: sql`listing_counts.shares + excluded.shares`,
          }),
        )
        .execute();
    }
    for (const rows of chunks(searches)) {
      await trx
        .insertInto('search_counts')
        .values(rows.map((r) => ({ day: r.day, text: r.text, searches: r.searches, empty: r.empty })))
        .onConflict((oc) =>
          oc.columns(['day', 'text']).doUpdateSet({
            searches: sql`search_counts.searches + excluded.searches`,
            empty: sql`search_counts.empty + excluded.empty`,
          }),
        )
        .execute();
    }
  });
}

/** Forgets every count of a day before `firstKept`. */
export async function deleteCountsBefore(db: Database, firstKept: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('listing_counts').where('day', '<', firstKept).execute();
    await trx.deleteFrom('search_counts').where('day', '<', firstKept).execute();
  });
}

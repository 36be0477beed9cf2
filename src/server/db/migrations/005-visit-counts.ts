import type { Kysely } from 'kysely';

/**
 * Issue 11: what visitors look at, ask about and search for, as counts per shop day and nothing
 * else (no visitor, no address, no cookie). No foreign key to listings: a deleted design's past
 * figures stay part of the totals, and the Insights view simply no longer names it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_counts')
    // The shop's calendar day (India), YYYY-MM-DD: text sorts and compares the same on both dialects.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('whatsapp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quotes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shares', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('listing_counts_pk', ['day', 'listing_id'])
    .execute();
  await db.schema
    .createTable('search_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    // Lower-cased and trimmed, at most 60 characters.
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('searches', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('empty', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('search_counts_pk', ['day', 'text'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_counts').ifExists().execute();
  await db.schema.dropTable('listing_counts').ifExists().execute();
}

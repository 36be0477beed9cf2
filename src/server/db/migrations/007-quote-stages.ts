import type { Kysely } from 'kysely';

/**
 * Issue 17: a quote's status (new, quoted, confirmed, done, lost) becomes the job's stage
 * (docs/decisions/017-quote-stages.md). The column keeps its name `status`, so an archive taken
 * before this migration restores its rows as they were; the values are renamed. Every stage change
 * lands on the quote's timeline, one row per step.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quote_timeline')
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    // 1, 2, 3, … per quote: the order of the steps, even two within one millisecond.
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    // The reason (on hold, cancelled), or the courier and tracking number (dispatched).
    .addColumn('note', 'text')
    .addPrimaryKeyConstraint('quote_timeline_pk', ['quote_id', 'step'])
    .execute();
  await stagesFromStatuses(db);
}

const RENAMED: [string, string][] = [
  ['confirmed', 'approved'],
  ['done', 'delivered'],
  ['lost', 'cancelled'],
];

/**
 * Renames the old statuses and starts the timeline of every quote that has none: "new" when it was
 * asked, then its stage when it was last changed. Also run by a restore of an archive taken before
 * this migration.
 */
export async function stagesFromStatuses(db: Kysely<any>): Promise<void> {
  for (const [from, to] of RENAMED) await db.updateTable('quotes').set({ status: to }).where('status', '=', from).execute();
  const quotes = await db
    .selectFrom('quotes')
    .select(['id', 'status', 'created_at', 'updated_at'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('quote_timeline').select('quote_timeline.step').whereRef('quote_timeline.quote_id', '=', 'quotes.id'))),
    )
    .execute();
  for (const q of quotes) {
    const rows = [{ quote_id: q.id, step: 1, stage: 'new', at: q.created_at, note: null }];
    if (q.status !== 'new') rows.push({ quote_id: q.id, step: 2, stage: q.status, at: q.updated_at, note: null });
    await db.insertInto('quote_timeline').values(rows).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quote_timeline').ifExists().execute();
  for (const [from, to] of RENAMED) await db.updateTable('quotes').set({ status: from }).where('status', '=', to).execute();
}

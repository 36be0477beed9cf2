import type { Database } from '../../db/database.ts';

/** A card of a job with rows (issue 30): its place in the print order (1, 2, …), its texts by zone key and its photo's private key. */
export interface JobRow {
  number: number;
  texts: Record<string, string>;
  photo: string | null;
}

function textsOf(stored: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(stored);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    // Written by the server; an unreadable row prints blank rather than stopping the job.
    return {};
  }
}

/** The job's rows in the sheet's order (one set per quote: an upload replaces them), none for a job of one design. */
export async function jobRows(db: Database, quoteId: string): Promise<JobRow[]> {
  const rows = await db
    .selectFrom('quote_records')
    .select(['row_number', 'texts', 'photo'])
    .where('quote_id', '=', quoteId)
    // The newest set only, should older versions ever be kept beside it.
    .where('version', '=', (eb) =>
      eb
        .selectFrom('quote_records')
        .select((m) => m.fn.max('version').as('v'))
        .where('quote_id', '=', quoteId),
    )
    .orderBy('row_number')
    .execute();
  return rows.map((r, i) => ({ number: i + 1, texts: textsOf(r.texts), photo: r.photo }));
}

/** How many cards the job's rows make: the count the sheets are worked out from. */
export async function jobRowCount(db: Database, quoteId: string): Promise<number> {
  const { count } = await db
    .selectFrom('quote_records')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('quote_id', '=', quoteId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

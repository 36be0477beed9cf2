import type { RecordsList } from '../../../contract/quote-records.ts';
import { isPhotoZone, type PersonalField } from '../../../contract/selling.ts';
import type { Database } from '../../db/database.ts';
import type { KeptProblem } from './quote-records.repository.ts';

export interface RecordsQuote {
  id: string;
  lang: string;
  listingId: string | null;
  title: string;
}

/** The quote by the owner's id or the customer's token, as the rows' readers need it. */
export async function quoteOfRecords(db: Database, by: { id: string } | { token: string }): Promise<RecordsQuote | undefined> {
  const query = db.selectFrom('quotes').select(['id', 'lang', 'listing_id', 'listing_title']);
  const row = await ('id' in by ? query.where('id', '=', by.id) : query.where('token', '=', by.token)).executeTakeFirst();
  return row && { id: row.id, lang: row.lang, listingId: row.listing_id, title: row.listing_title };
}

function parsed<T>(stored: string, fallback: T): T {
  try {
    return JSON.parse(stored) as T;
  } catch {
    // Written by the server; an unreadable cell reads as empty rather than failing the list.
    return fallback;
  }
}

/** The quote's rows and their problems in the reader's language (the owner: English), with the card's zones. */
export async function recordsList(db: Database, quoteId: string, lang: 'en' | 'hi', fields: PersonalField[]): Promise<RecordsList> {
  const rows = await db
    .selectFrom('quote_records')
    .select(['version', 'row_number', 'texts', 'photo', 'problems'])
    .where('quote_id', '=', quoteId)
    .orderBy('row_number')
    .execute();
  return {
    zones: fields.map((f) => ({
      key: f.key,
      ...(lang === 'hi' && f.translations?.hi?.label ? { label: f.translations.hi.label, lang: 'hi' as const } : { label: f.label, lang: 'en' as const }),
      photo: isPhotoZone(f),
      required: f.required ?? false,
    })),
    version: rows[0] ? Number(rows[0].version) : null,
    rows: rows.map((r) => ({ row: Number(r.row_number), values: parsed<Record<string, string>>(r.texts, {}), photo: r.photo !== null })),
    problems: rows.flatMap((r) =>
      parsed<Omit<KeptProblem, 'row'>[]>(r.problems, []).map((p) => ({ row: Number(r.row_number), field: p.field, problem: p[lang] })),
    ),
  };
}

/** Rows read this many at a time for the proof: a page's worth and more, never the whole sheet of texts at once. */
const BATCH = 200;

/** The quote's rows in the sheet's order, a batch at a time. */
export async function* recordRows(db: Database, quoteId: string): AsyncGenerator<{ row: number; texts: Record<string, string>; photo: string | null }> {
  let after = 0;
  for (;;) {
    const batch = await db
      .selectFrom('quote_records')
      .select(['row_number', 'texts', 'photo'])
      .where('quote_id', '=', quoteId)
      .where('row_number', '>', after)
      .orderBy('row_number')
      .limit(BATCH)
      .execute();
    for (const r of batch) yield { row: Number(r.row_number), texts: parsed<Record<string, string>>(r.texts, {}), photo: r.photo };
    if (batch.length < BATCH) return;
    after = Number(batch.at(-1)!.row_number);
  }
}

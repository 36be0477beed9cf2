import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** What a reader needs of a Kysely select; column names are the query's own (checked by its tests). */
interface RowQuery<Row> {
  where(column: string, op: '=', value: string): RowQuery<Row>;
  orderBy(column: string, direction: 'asc' | 'desc'): RowQuery<Row>;
  execute(): Promise<Row[]>;
  executeTakeFirst(): Promise<Row | undefined>;
}

export interface RecordReaderOptions {
  /** The table's alias in the query, when it has one. */
  alias?: string;
  /** Newest first unless the oldest must lead (site configs). Ties fall to the id, so the order is stable. */
  order?: 'asc' | 'desc';
}

/**
 * The list and the find-by-id of one kind of record, read by one query and answered in the
 * contract's shape by one mapper, so every module lists and finds alike.
 */
export function recordReader<Row, Out>(query: (db: Database) => RowQuery<Row>, toRecord: (row: Row) => Out, opts: RecordReaderOptions = {}) {
  const column = (name: string) => (opts.alias ? `${opts.alias}.${name}` : name);
  const order = opts.order ?? 'desc';
  return {
    /** `where`: columns that must equal a value; an undefined value does not narrow. */
    async list(db: Database, where: Record<string, string | undefined> = {}): Promise<Out[]> {
      let q = query(db);
      for (const [name, value] of Object.entries(where)) if (value !== undefined) q = q.where(column(name), '=', value);
      const rows = await q.orderBy(column('created_at'), order).orderBy(column('id'), order).execute();
      return rows.map(toRecord);
    },
    async find(db: Database, id: string): Promise<Out | undefined> {
      const row = await query(db).where(column('id'), '=', id).executeTakeFirst();
      return row && toRecord(row);
    },
  };
}

/** `is_used`: whether some listing refers to the record through `listingColumn`. */
export const usedByListings = (listingColumn: 'category_id' | 'subcategory_id' | 'religion_id', recordId: string) =>
  sql<number | boolean>`exists (select 1 from listings where ${sql.ref(`listings.${listingColumn}`)} = ${sql.ref(recordId)})`.as('is_used');

import { comparePrices, toPaise } from '../../../contract/money.ts';
import type { Lookup, LookupKind } from '../../../contract/lookups.ts';
import { isUniqueViolation, type Database } from '../../db/database.ts';
import { nameKey } from '../../../contract/fields.ts';
import { newId, nowIso } from '../../lib/ids.ts';

/** Sorted here, not in SQL: PostgreSQL's locale collation and SQLite's byte order disagree. */
export async function listLookups(db: Database, kind: LookupKind): Promise<Lookup[]> {
  const rows = await db.selectFrom('lookups').select(['id', 'name', 'name_key', 'created_at']).where('kind', '=', kind).execute();
  const byName = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    kind === 'prices' ? comparePrices(a.name, b.name) : a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : 0;
  return rows.sort((a, b) => byName(a, b) || (a.id < b.id ? -1 : 1)).map((r) => ({ _id: r.id, name: r.name, createdAt: r.created_at }));
}

/**
 * 'exist' when the kind already has this name (case-insensitively), 'notexist' once added.
 * The unique (kind, name_key) index decides, so two simultaneous adds cannot both succeed.
 */
export async function addLookup(db: Database, kind: LookupKind, name: string, id = newId()): Promise<'exist' | 'notexist'> {
  // A price's key is its value in paise, so "499.50" and "499.5" are the same price.
  const key = kind === 'prices' ? `paise:${toPaise(name)}` : nameKey(name);
  try {
    await db.insertInto('lookups').values({ id, kind, name, name_key: key, created_at: nowIso() }).execute();
    return 'notexist';
  } catch (err) {
    if (isUniqueViolation(err)) return 'exist';
    throw err;
  }
}

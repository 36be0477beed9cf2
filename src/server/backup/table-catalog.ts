import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database.ts';
import { BackupError, IDENTIFIER, isExcludedTable } from './archive-format.ts';

export interface TableInfo {
  name: string;
  /** Column names in the table's own order. */
  columns: string[];
  /** Tables this one's foreign keys point at. */
  parents: string[];
}

/**
 * The app's tables as the database itself describes them (not a list in code), so a table added
 * by a later migration is backed up and restored without touching this folder. Ordered so that a
 * table comes after every table it references. On PostgreSQL, the tables of the current schema.
 */
export async function listTables(db: Kysely<any>, dialect: Dialect, options: { includeExcluded?: boolean } = {}): Promise<TableInfo[]> {
  const names = dialect === 'sqlite' ? await sqliteTables(db) : await postgresTables(db);
  const wanted = names.filter((n) => options.includeExcluded || !isExcludedTable(n)).sort();
  const tables: TableInfo[] = [];
  for (const name of wanted) {
    if (!IDENTIFIER.test(name)) throw new BackupError(`Unexpected table name ${JSON.stringify(name)}`);
    const info = dialect === 'sqlite' ? await sqliteTable(db, name) : await postgresTable(db, name);
    tables.push({ name, ...info });
  }
  return parentsFirst(tables);
}

async function sqliteTables(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  return rows.map((r) => r.name).filter((n) => !n.startsWith('sqlite_'));
}

async function sqliteTable(db: Kysely<any>, table: string) {
  const cols = await sql<{ name: string }>`select name from pragma_table_info(${table}) order by cid`.execute(db);
  const fks = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${table})`.execute(db);
  return { columns: cols.rows.map((r) => r.name), parents: fks.rows.map((r) => r.table) };
}

async function postgresTables(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows.map((r) => r.name);
}

async function postgresTable(db: Kysely<any>, table: string) {
  const cols = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  // pg_constraint rather than information_schema: the latter hides constraints of tables we do not own.
  const fks = await sql<{ parent: string }>`
    select p.relname as parent from pg_constraint c
    join pg_class t on t.oid = c.conrelid join pg_class p on p.oid = c.confrelid
    join pg_namespace n on n.oid = t.relnamespace
    where c.contype = 'f' and n.nspname = current_schema() and t.relname = ${table}`.execute(db);
  return { columns: cols.rows.map((r) => r.name), parents: fks.rows.map((r) => r.parent) };
}

/** Depth-first topological order; ties stay alphabetical so archives of one database compare equal. */
function parentsFirst(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const ordered: TableInfo[] = [];
  const visit = (t: TableInfo) => {
    if (done.has(t.name)) return;
    if (visiting.has(t.name)) throw new BackupError(`Foreign keys form a cycle through table ${t.name}`);
    visiting.add(t.name);
    for (const parent of t.parents) {
      const p = byName.get(parent);
      // A self-reference, or a reference to a table left out (sessions), puts no constraint on order.
      if (p && p !== t) visit(p);
    }
    visiting.delete(t.name);
    done.add(t.name);
    ordered.push(t);
  };
  tables.forEach(visit);
  return ordered;
}

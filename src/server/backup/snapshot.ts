import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { openDatabase, type Dialect } from '../db/database.ts';
import { BackupError, type CellValue, type Row } from './archive-format.ts';
import { listTables } from './table-catalog.ts';

interface SnapshotTable {
  name: string;
  columns: string[];
  rows: Row[];
}

/** Every app table of the database as it was at one instant. */
export interface Snapshot {
  dialect: Dialect;
  migrations: string[];
  tables: SnapshotTable[];
}

export interface DatabaseLocation {
  dataDir: string;
  databaseUrl?: string;
  pgSchema?: string;
}

export const sqliteFile = (dataDir: string) => path.join(dataDir, 'shop.sqlite');

export function takeSnapshot(source: DatabaseLocation): Promise<Snapshot> {
  return source.databaseUrl ? postgresSnapshot(source) : sqliteSnapshot(source.dataDir);
}

/**
 * SQLite's online backup copies the database as one reader sees it, rows still in the WAL included
 * (copying shop.sqlite alone misses those), while the shop keeps writing. We then read that copy.
 */
async function sqliteSnapshot(dataDir: string): Promise<Snapshot> {
  const file = sqliteFile(dataDir);
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-snapshot-'));
  try {
    let live: SQLite.Database;
    try {
      live = new SQLite(file, { fileMustExist: true });
    } catch (err) {
      throw new BackupError(`Cannot open the shop's database ${file}: ${(err as Error).message}`);
    }
    try {
      live.pragma('busy_timeout = 5000');
      const copy = path.join(tmp, 'snapshot.sqlite');
      // After the first step, copy every remaining page in one step: one read transaction, so a
      // busy shop cannot keep restarting the copy.
      await live.backup(copy, { progress: () => 0x7fffffff });
    } finally {
      live.close();
    }
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(path.join(tmp, 'snapshot.sqlite')) }) });
    try {
      return await readAll(db, 'sqlite');
    } finally {
      await db.destroy();
    }
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

/** One REPEATABLE READ, READ ONLY transaction: every table as of the same instant. */
async function postgresSnapshot(source: DatabaseLocation): Promise<Snapshot> {
  const handle = openDatabase(source);
  try {
    return await handle.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute((trx) => readAll(trx as Kysely<any>, 'postgres'));
  } finally {
    await handle.close();
  }
}

async function readAll(db: Kysely<any>, dialect: Dialect): Promise<Snapshot> {
  let migrations: string[];
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    migrations = rows.map((r) => r.name);
  } catch {
    throw new BackupError('The database has no migration table: it is not a shop database (or was never started)');
  }
  const tables: SnapshotTable[] = [];
  for (const table of await listTables(db, dialect)) {
    const rows = (await db.selectFrom(table.name).selectAll().execute()) as Record<string, unknown>[];
    tables.push({ name: table.name, columns: table.columns, rows: rows.map((r) => plainRow(table.name, r)) });
  }
  return { dialect, migrations, tables };
}

/** Our columns are text, integer or bytes; anything else is turned into text, or refused if it has none. */
function plainRow(table: string, row: Record<string, unknown>): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) out[column] = plainValue(table, column, value);
  return out;
}

function plainValue(table: string, column: string, value: unknown): CellValue {
  if (value === null || typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (typeof value === 'object') return JSON.stringify(value); // a json/jsonb column
  throw new BackupError(`${table}.${column} holds a value backups cannot store (${typeof value})`);
}

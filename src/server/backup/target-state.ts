import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { openDatabase } from '../db/database.ts';
import { BackupError, isBookkeepingTable } from './archive-format.ts';
import { listMediaDir } from './referenced-media.ts';
import { sqliteFile, type DatabaseLocation } from './snapshot.ts';
import { listTables } from './table-catalog.ts';

/**
 * A restore only ever fills an empty shop: not one row in any app table (sessions included; Kysely's
 * migration tables and the data_version counter do not count, a freshly started shop has them) and not one file in the media
 * folder. Anything else is refused, so a restore can never mix two shops or overwrite one.
 */
export async function assertTargetEmpty(target: DatabaseLocation & { mediaDir: string }): Promise<void> {
  const files = await listMediaDir(target.mediaDir);
  if (files.size > 0) {
    throw new BackupError(`Refusing to restore: ${target.mediaDir} already holds ${files.size} file(s). Restore into an empty DATA_DIR.`);
  }
  const nonEmpty = await tablesWithRows(target);
  if (nonEmpty.length > 0) {
    const where = target.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : sqliteFile(target.dataDir);
    throw new BackupError(`Refusing to restore: ${where} already has data (${nonEmpty.join(', ')}). Restore into an empty database.`);
  }
}

async function tablesWithRows(target: DatabaseLocation): Promise<string[]> {
  if (!target.databaseUrl && !fs.existsSync(sqliteFile(target.dataDir))) return [];
  const db = target.databaseUrl
    ? openDatabase(target).db
    : new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(sqliteFile(target.dataDir), { fileMustExist: true }) }) });
  try {
    const tables = await listTables(db, target.databaseUrl ? 'postgres' : 'sqlite', { includeExcluded: true });
    const withRows: string[] = [];
    for (const { name } of tables) {
      if (isBookkeepingTable(name)) continue;
      const row = await sql<{ one: number }>`select 1 as one from ${sql.table(name)} limit 1`.execute(db);
      if (row.rows.length > 0) withRows.push(name);
    }
    return withRows;
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`Cannot inspect the target database: ${(err as Error).message}`);
  } finally {
    await db.destroy();
  }
}

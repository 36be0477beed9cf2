import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { openDatabase } from '../db/database.ts';
import { BackupError, isBookkeepingTable } from './archive-format.ts';
import { openMediaStores, type MediaLocation } from '../media/media-stores.ts';
import { sqliteFile, type DatabaseLocation } from './snapshot.ts';
import { listTables } from './table-catalog.ts';

/**
 * A restore only ever fills an empty shop: not one row in any app table (sessions included; Kysely's
 * migration tables and the data_version counter do not count, a freshly started shop has them) and not one file in the media
 * folder (or under the bucket's media/ and private/ prefixes). Anything else is refused, so a restore
 * can never mix two shops or overwrite one.
 */
export async function assertTargetEmpty(target: DatabaseLocation & MediaLocation): Promise<void> {
  const stores = openMediaStores(target);
  try {
    // On disk the private folder is one of the media folder's entries; in a bucket, a prefix of its own.
    const files = [...(await stores.media.list()), ...(target.mediaBucket ? await stores.private.list() : [])];
    if (files.length > 0) {
      const into = target.mediaBucket ? 'an empty bucket (or another one)' : 'an empty DATA_DIR';
      throw new BackupError(`Refusing to restore: ${stores.media.where} already holds ${files.length} file(s). Restore into ${into}.`);
    }
  } finally {
    stores.close();
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

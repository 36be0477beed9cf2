import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrate, openDatabase } from '../db/database.ts';
import { privateDirOf } from '../media/private-store.ts';
import { BackupError, type Manifest } from './archive-format.ts';
import { knownMigrations } from './known-migrations.ts';
import { bringRowsForward } from './older-archives.ts';
import { stageArchive } from './read-archive.ts';
import type { DatabaseLocation } from './snapshot.ts';
import { checkStagedRows, stagedRows } from './staged-rows.ts';
import { listTables } from './table-catalog.ts';
import { assertTargetEmpty } from './target-state.ts';
import { fsyncPath } from './write-archive.ts';

export interface RestoreOptions extends DatabaseLocation {
  /** Media always go to DATA_DIR/media, whichever database holds the rows. */
  mediaDir: string;
  file: string;
}

/**
 * Restores an archive into an empty shop. Everything that can be checked is checked before the
 * target is touched (emptiness, the archive's entries and checksums, known migrations, every row);
 * then the media files are written (as the app does, files before the rows that point at them), the
 * migrations run, and all rows go in within one transaction that also verifies the row counts. If
 * that fails, the media written are removed again: the target is left as empty as it was.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  await assertTargetEmpty(options);
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-restore-'));
  try {
    const { manifest } = await stageArchive(path.resolve(options.file), staging);
    const known = new Set(await knownMigrations());
    const unknown = manifest.migrations.filter((m) => !known.has(m));
    if (unknown.length > 0) {
      throw new BackupError(
        `Refusing to restore: the archive comes from a newer version of the shop (unknown migrations: ${unknown.join(', ')}). Restore it with that version or a later one.`,
      );
    }
    await checkStagedRows(staging, manifest);
    // Checked again: reading a large archive takes a while, and the shop may have been started meanwhile.
    await assertTargetEmpty(options);
    const written: string[] = [];
    try {
      await copyFiles(path.join(staging, 'media'), manifest.media, options.mediaDir, written);
      if (manifest.private.length) await copyFiles(path.join(staging, 'private'), manifest.private, privateDirOf(options.mediaDir), written);
      await insertRows(options, staging, manifest);
    } catch (err) {
      await Promise.all(written.map((file) => fs.rm(file, { force: true })));
      if (manifest.private.length) await fs.rm(privateDirOf(options.mediaDir), { recursive: true, force: true });
      throw err;
    }
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** Copies staged files into `dir`; `written` collects the paths made, to take them back if the restore fails. */
async function copyFiles(from: string, files: Manifest['media'], dir: string, written: string[]): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  for (const { name } of files) {
    // A dot-name while incomplete: never mistaken for an image (nor served) if we are cut off.
    const tmp = path.join(dir, `.${name}.restore.tmp`);
    written.push(tmp);
    await fs.copyFile(path.join(from, name), tmp);
    await fsyncPath(tmp);
    await fs.rename(tmp, path.join(dir, name));
    written.push(path.join(dir, name));
  }
  await fsyncPath(dir);
}

async function insertRows(target: DatabaseLocation, staging: string, manifest: Manifest): Promise<void> {
  const handle = openDatabase(target);
  try {
    await migrate(handle.db, handle.dialect === 'postgres' ? target.pgSchema : undefined);
    // The target's own order (parents first), restricted to the archive's tables.
    const tables = await listTables(handle.db, handle.dialect);
    const byName = new Map(tables.map((t) => [t.name, t]));
    for (const entry of manifest.tables) {
      const table = byName.get(entry.name);
      if (!table) throw new BackupError(`The archive has a table ${entry.name} that this version does not`);
      const unknownColumns = entry.columns.filter((c) => !table.columns.includes(c));
      if (unknownColumns.length) throw new BackupError(`Table ${entry.name} has no column ${unknownColumns.join(', ')} in this version`);
    }
    const entries = new Map(manifest.tables.map((t) => [t.name, t]));
    await handle.db.transaction().execute(async (trx) => {
      for (const table of tables) {
        const entry = entries.get(table.name);
        if (!entry) continue;
        // Within both dialects' limits on bound parameters per statement.
        const batchSize = Math.max(1, Math.min(500, Math.floor(30_000 / entry.columns.length)));
        for await (const batch of stagedRows(staging, entry, batchSize)) {
          await trx
            .insertInto(entry.name as never)
            .values(batch as never)
            .execute();
        }
        const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(entry.name)}`.execute(trx);
        const count = Number(rows[0]?.n ?? -1);
        if (count !== entry.rows) throw new BackupError(`Table ${entry.name} has ${count} rows after the restore, the archive ${entry.rows}`);
      }
      await bringRowsForward(trx, manifest.migrations);
    });
  } catch (err) {
    if (err instanceof BackupError) throw new BackupError(`Restore failed, nothing kept: ${err.message}`);
    throw new BackupError(`Restore failed, nothing kept: ${(err as Error).message}`);
  } finally {
    await handle.close();
  }
}

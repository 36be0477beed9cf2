import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrate, openDatabase } from '../db/database.ts';
import { DiskPrivateStore } from '../media/private-store.ts';
import { openMediaStores, type MediaLocation } from '../media/media-stores.ts';
import { BackupError, type Manifest } from './archive-format.ts';
import { knownMigrations } from './known-migrations.ts';
import { bringRowsForward } from './older-archives.ts';
import { stageArchive } from './read-archive.ts';
import type { DatabaseLocation } from './snapshot.ts';
import { checkStagedRows, stagedRows } from './staged-rows.ts';
import { listTables } from './table-catalog.ts';
import { assertTargetEmpty } from './target-state.ts';

/** Media go where the restoring process keeps them (MEDIA_STORE): DATA_DIR/media or the bucket, whichever the archive came from. */
export interface RestoreOptions extends DatabaseLocation, MediaLocation {
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
    const stores = openMediaStores(options);
    // What was stored, to take back if the restore fails.
    const media: string[] = [];
    const privateKeys: string[] = [];
    try {
      await stores.media.init();
      // Each file whole or absent (a temp name on disk; an atomic put in a bucket).
      for (const { name } of manifest.media) {
        await stores.media.putFile(name, path.join(staging, 'media', name));
        media.push(name);
      }
      for (const { name } of manifest.private) {
        await stores.private.putFile(name, path.join(staging, 'private', name));
        privateKeys.push(name);
      }
      await insertRows(options, staging, manifest);
    } catch (err) {
      await stores.media.removeFiles(media).catch(() => {});
      for (const key of privateKeys) await stores.private.remove(key).catch(() => {});
      if (stores.private instanceof DiskPrivateStore && manifest.private.length) await fs.rm(stores.private.dir, { recursive: true, force: true });
      throw err;
    } finally {
      stores.close();
    }
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
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

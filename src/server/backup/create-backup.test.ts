import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createListing, seedCatalogue } from '../modules/listings/listings.test-support.ts';
import { backupTestRun, checkArchiveMedia, manifestOf, readEntries, rowsOf, seedShop } from './backup.test-support.ts';
import { createBackup } from './create-backup.ts';

/** What a backup holds, and a backup of SQLite. While the shop changes under it: create-backup-races.test.ts. */

const run = backupTestRun();

describe('a backup of a running shop', () => {
  it('holds every table (a new one included), rows as JSON lines, and exactly the referenced media', async () => {
    const t = await run.open();
    const cookie = await t.login();
    await seedShop(t, cookie);
    // An image no row references any more must not travel with the backup.
    await fs.writeFile(path.join(t.config.mediaDir, `${'f'.repeat(32)}.jpg`), 'orphan');
    await fs.writeFile(path.join(t.config.mediaDir, `${'e'.repeat(32)}.jpg.1.2.tmp`), 'temp');

    const result = await createBackup({ ...t.config, out: path.join(run.outDir, 'shop.tar.gz') });
    const entries = await readEntries(result.file);
    const manifest = manifestOf(entries);

    expect(entries.at(-1)!.name).toBe('manifest.json');
    expect(manifest).toMatchObject({ formatVersion: 1, sourceDialect: t.app.dialect, migrations: expect.arrayContaining(['001-initial']) });
    const names = manifest.tables.map((x) => x.name);
    // Read from the database itself: a table added by a later migration is included untouched.
    expect(names).toEqual(expect.arrayContaining(['users', 'categories', 'subcategories', 'listings', 'listing_images', 'banners']));
    expect(names).not.toContain('sessions');
    expect(names.some((n) => n.startsWith('kysely_'))).toBe(false);
    // Parents before children.
    expect(names.indexOf('categories')).toBeLessThan(names.indexOf('subcategories'));
    expect(names.indexOf('subcategories')).toBeLessThan(names.indexOf('listings'));
    expect(names.indexOf('listings')).toBeLessThan(names.indexOf('listing_images'));
    expect(manifest.tables.find((x) => x.name === 'listings')!.rows).toBe(3);
    expect(
      rowsOf(entries, 'users')
        .map((u) => u.name)
        .sort(),
    ).toEqual(['owner', 'staff']);

    expect(checkArchiveMedia(entries)).toEqual({ referenced: 7, files: 7 * 7 });
    expect(manifest.media.map((m) => m.name)).toEqual(entries.filter((e) => e.name.startsWith('media/')).map((e) => e.name.slice(6)));
    expect(result.attempts).toBe(1);
    expect(await fs.readdir(run.outDir)).toEqual(['shop.tar.gz']);
    expect((await fs.readdir(t.config.dataDir)).filter((n) => n.startsWith('.backup-pins-'))).toEqual([]);
  });
});

describe('a backup of SQLite', () => {
  it('includes rows still in the write-ahead log, which a copy of shop.sqlite alone misses', async () => {
    const t = await run.open({ databaseUrl: undefined, pgSchema: undefined });
    const cookie = await t.login();
    const c = await seedCatalogue(t);
    for (let i = 0; i < 5; i++) await createListing(t, cookie, c, { title: `In the WAL ${i}` });

    const dbFile = path.join(t.config.dataDir, 'shop.sqlite');
    expect((await fs.stat(`${dbFile}-wal`)).size).toBeGreaterThan(0);
    const plainCopy = path.join(run.outDir, 'copied.sqlite');
    await fs.copyFile(dbFile, plainCopy);
    const copy = new SQLite(plainCopy);
    const copied = (() => {
      try {
        return (copy.prepare('select count(*) as n from listings').get() as { n: number }).n;
      } catch {
        return 0; // not even the table: the migrations are still in the WAL too
      } finally {
        copy.close();
      }
    })();
    expect(copied).toBeLessThan(5);

    const result = await createBackup({ ...t.config, out: path.join(run.outDir, 'shop.tar.gz') });
    const entries = await readEntries(result.file);
    expect(
      rowsOf(entries, 'listings')
        .map((r) => r.title)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4].map((i) => `In the WAL ${i}`));
  });

  it('refuses clearly when there is no database to back up', async () => {
    const empty = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-none-'));
    try {
      const failure = createBackup({ dataDir: empty, mediaDir: path.join(empty, 'media'), out: path.join(run.outDir, 'x.tar.gz') });
      await expect(failure).rejects.toThrow(/Cannot open the shop's database/);
      expect(await fs.readdir(empty)).toEqual([]);
    } finally {
      await fs.rm(empty, { recursive: true, force: true });
    }
  });
});

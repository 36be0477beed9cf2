import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createListing, file, seedCatalogue } from '../modules/listings/listings.test-support.ts';
import { uniqueJpeg } from '../test-support/fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { BackupError } from './archive-format.ts';
import { checkArchiveMedia, manifestOf, readEntries, rowsOf, seedShop } from './backup.test-support.ts';
import { createBackup } from './create-backup.ts';

let t: TestApp | undefined;
let outDir: string;
beforeEach(async () => {
  outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-backups-'));
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  await fs.rm(outDir, { recursive: true, force: true });
});

/** A shop with one listing, "Kept", and its one image. */
async function shopWithKeptListing() {
  const app = await createTestApp();
  t = app;
  const cookie = await app.login();
  const c = await seedCatalogue(app);
  await createListing(app, cookie, c, { title: 'Kept', images: [file(await uniqueJpeg(48, 32))] });
  return { app, cookie, c };
}

describe('a backup of a running shop', () => {
  it('holds every table (a new one included), rows as JSON lines, and exactly the referenced media', async () => {
    t = await createTestApp();
    const cookie = await t.login();
    await seedShop(t, cookie);
    // An image no row references any more must not travel with the backup.
    await fs.writeFile(path.join(t.config.mediaDir, `${'f'.repeat(32)}.jpg`), 'orphan');
    await fs.writeFile(path.join(t.config.mediaDir, `${'e'.repeat(32)}.jpg.1.2.tmp`), 'temp');

    const result = await createBackup({ ...t.config, out: path.join(outDir, 'shop.tar.gz') });
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
    expect(await fs.readdir(outDir)).toEqual(['shop.tar.gz']);
    expect((await fs.readdir(t.config.dataDir)).filter((n) => n.startsWith('.backup-pins-'))).toEqual([]);
  });

  it('stays consistent while listings with images are created and deleted at the same time', async () => {
    t = await createTestApp();
    const app = t;
    const cookie = await app.login();
    const c = await seedCatalogue(app);
    let stop = false;
    let writes = 0;
    const churn = async () => {
      const mine: string[] = [];
      while (!stop) {
        const listing = await createListing(app, cookie, c, { images: [file(await uniqueJpeg(48, 32))] });
        mine.push(listing._id);
        writes += 1;
        if (mine.length > 2) {
          const res = await app.app.inject({ method: 'DELETE', url: `/api/listings/${mine.shift()}`, headers: { cookie } });
          expect(res.statusCode).toBe(200);
          writes += 1;
        }
      }
    };
    const workers = [churn(), churn(), churn()];
    try {
      // Backups back to back until plenty of writes have overlapped them (counted in writes, not
      // backups: on a busy machine the pictures' low priority makes writes the slower side).
      const until = Date.now() + 40_000;
      for (let i = 0; i < 5 || (writes < 60 && Date.now() < until); i++) {
        const result = await createBackup({ ...app.config, out: path.join(outDir, `b${i}.tar.gz`) });
        const entries = await readEntries(result.file);
        checkArchiveMedia(entries);
        const listingIds = new Set(rowsOf(entries, 'listings').map((r) => r.id));
        // One instant: no image row whose listing the snapshot does not have.
        for (const image of rowsOf(entries, 'listing_images')) expect(listingIds.has(image.listing_id)).toBe(true);
      }
    } finally {
      stop = true;
      await Promise.all(workers);
    }
    expect(writes).toBeGreaterThanOrEqual(60);
  }, 90_000);

  it('keeps the files of an image deleted right after the snapshot: the archive matches the snapshot', async () => {
    const { app, cookie, c } = await shopWithKeptListing();
    const deleted = await createListing(app, cookie, c, { title: 'Deleted after', images: [file(await uniqueJpeg(48, 32))] });

    const result = await createBackup({
      ...app.config,
      out: path.join(outDir, 'shop.tar.gz'),
      testHooks: {
        afterSnapshot: async () => {
          const res = await app.app.inject({ method: 'DELETE', url: `/api/listings/${deleted._id}`, headers: { cookie } });
          expect(res.statusCode).toBe(200);
          expect(await fs.readdir(app.config.mediaDir)).not.toContain(deleted.images[0]!.slice('/media/'.length));
        },
      },
    });

    expect(result.attempts).toBe(1);
    const entries = await readEntries(result.file);
    expect(
      rowsOf(entries, 'listings')
        .map((r) => r.title)
        .sort(),
    ).toEqual(['Deleted after', 'Kept']);
    expect(checkArchiveMedia(entries)).toEqual({ referenced: 2, files: 14 });
  });

  it('retakes the snapshot when an image pinned half-written is deleted after it: no archive ships an image without its variants', async () => {
    const { app, cookie, c } = await shopWithKeptListing();
    const busy = await createListing(app, cookie, c, { title: 'Being written', images: [file(await uniqueJpeg(48, 32))] });
    const hash = busy.images[0]!.slice('/media/'.length, '/media/'.length + 32);
    // As while its upload is still writing: the original and the small variants on disk, the larger ones not yet.
    const aside = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-aside-'));
    const later = (await fs.readdir(app.config.mediaDir)).filter((n) => n.startsWith(`${hash}-640`) || n.startsWith(`${hash}-1280`));
    for (const n of later) await fs.rename(path.join(app.config.mediaDir, n), path.join(aside, n));

    const result = await createBackup({
      ...app.config,
      out: path.join(outDir, 'shop.tar.gz'),
      testHooks: {
        // The upload finishes after the early pin; the listing is deleted after the snapshot that saw it.
        beforeSnapshot: async (attempt) => {
          if (attempt === 1) for (const n of later) await fs.rename(path.join(aside, n), path.join(app.config.mediaDir, n));
        },
        afterSnapshot: async (attempt) => {
          if (attempt !== 1) return;
          expect((await app.app.inject({ method: 'DELETE', url: `/api/listings/${busy._id}`, headers: { cookie } })).statusCode).toBe(200);
        },
      },
    });

    expect(later).toHaveLength(4);
    expect(result.attempts).toBe(2);
    const entries = await readEntries(result.file);
    expect(rowsOf(entries, 'listings').map((r) => r.title)).toEqual(['Kept']);
    expect(checkArchiveMedia(entries)).toEqual({ referenced: 1, files: 7 });
    await fs.rm(aside, { recursive: true, force: true });
  });

  it('retakes the snapshot when an image it references vanishes before its files are secured', async () => {
    const { app, cookie, c } = await shopWithKeptListing();
    let late: { _id: string } | undefined;

    const result = await createBackup({
      ...app.config,
      out: path.join(outDir, 'shop.tar.gz'),
      testHooks: {
        // Created after the media were pinned, deleted after the snapshot that saw it.
        beforeSnapshot: async (attempt) => {
          if (attempt === 1) late = await createListing(app, cookie, c, { title: 'Late', images: [file(await uniqueJpeg(48, 32))] });
        },
        afterSnapshot: async (attempt) => {
          if (attempt !== 1) return;
          const res = await app.app.inject({ method: 'DELETE', url: `/api/listings/${late!._id}`, headers: { cookie } });
          expect(res.statusCode).toBe(200);
        },
      },
    });

    expect(result.attempts).toBe(2);
    const entries = await readEntries(result.file);
    expect(rowsOf(entries, 'listings').map((r) => r.title)).toEqual(['Kept']);
    expect(checkArchiveMedia(entries)).toEqual({ referenced: 1, files: 7 });
  });

  it('writes nothing when a referenced image is gone for good, and says which', async () => {
    t = await createTestApp();
    const cookie = await t.login();
    const c = await seedCatalogue(t);
    const listing = await createListing(t, cookie, c, { images: [file(await uniqueJpeg(48, 32))] });
    await fs.rm(path.join(t.config.mediaDir, listing.images[0]!.slice('/media/'.length)));

    const out = path.join(outDir, 'shop.tar.gz');
    const failure = createBackup({ ...t.config, out, attempts: 2 });
    await expect(failure).rejects.toThrow(BackupError);
    await expect(failure).rejects.toThrow(listing.images[0]!.slice('/media/'.length));
    expect(await fs.readdir(outDir)).toEqual([]);
  });
});

describe('a backup of SQLite', () => {
  it('includes rows still in the write-ahead log, which a copy of shop.sqlite alone misses', async () => {
    t = await createTestApp({ databaseUrl: undefined, pgSchema: undefined });
    const cookie = await t.login();
    const c = await seedCatalogue(t);
    for (let i = 0; i < 5; i++) await createListing(t, cookie, c, { title: `In the WAL ${i}` });

    const dbFile = path.join(t.config.dataDir, 'shop.sqlite');
    expect((await fs.stat(`${dbFile}-wal`)).size).toBeGreaterThan(0);
    const plainCopy = path.join(outDir, 'copied.sqlite');
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

    const result = await createBackup({ ...t.config, out: path.join(outDir, 'shop.tar.gz') });
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
      const failure = createBackup({ dataDir: empty, mediaDir: path.join(empty, 'media'), out: path.join(outDir, 'x.tar.gz') });
      await expect(failure).rejects.toThrow(/Cannot open the shop's database/);
      expect(await fs.readdir(empty)).toEqual([]);
    } finally {
      await fs.rm(empty, { recursive: true, force: true });
    }
  });
});

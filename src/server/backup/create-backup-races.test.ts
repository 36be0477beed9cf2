import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createListing, file, seedCatalogue } from '../modules/listings/listings.test-support.ts';
import { uniqueJpeg } from '../test-support/fixtures.ts';
import { BackupError } from './archive-format.ts';
import { backupTestRun, checkArchiveMedia, readEntries, rowsOf } from './backup.test-support.ts';
import { createBackup } from './create-backup.ts';

/** A backup taken while listings and their images come and go: what it holds matches its snapshot, or it says why not. */

const run = backupTestRun();

describe('a backup of a running shop, while it changes', () => {
  it('stays consistent while listings with images are created and deleted at the same time', async () => {
    const t = await run.open();
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
        const result = await createBackup({ ...app.config, out: path.join(run.outDir, `b${i}.tar.gz`) });
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
    const { app, cookie, c } = await run.keptListing();
    const deleted = await createListing(app, cookie, c, { title: 'Deleted after', images: [file(await uniqueJpeg(48, 32))] });

    const result = await createBackup({
      ...app.config,
      out: path.join(run.outDir, 'shop.tar.gz'),
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
    const { app, cookie, c } = await run.keptListing();
    const busy = await createListing(app, cookie, c, { title: 'Being written', images: [file(await uniqueJpeg(48, 32))] });
    const hash = busy.images[0]!.slice('/media/'.length, '/media/'.length + 32);
    // As while its upload is still writing: the original and the small variants on disk, the larger ones not yet.
    const aside = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-aside-'));
    const later = (await fs.readdir(app.config.mediaDir)).filter((n) => n.startsWith(`${hash}-640`) || n.startsWith(`${hash}-1280`));
    for (const n of later) await fs.rename(path.join(app.config.mediaDir, n), path.join(aside, n));

    const result = await createBackup({
      ...app.config,
      out: path.join(run.outDir, 'shop.tar.gz'),
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
    const { app, cookie, c } = await run.keptListing();
    let late: { _id: string } | undefined;

    const result = await createBackup({
      ...app.config,
      out: path.join(run.outDir, 'shop.tar.gz'),
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
    const t = await run.open();
    const cookie = await t.login();
    const c = await seedCatalogue(t);
    const listing = await createListing(t, cookie, c, { images: [file(await uniqueJpeg(48, 32))] });
    await fs.rm(path.join(t.config.mediaDir, listing.images[0]!.slice('/media/'.length)));

    const out = path.join(run.outDir, 'shop.tar.gz');
    const failure = createBackup({ ...t.config, out, attempts: 2 });
    await expect(failure).rejects.toThrow(BackupError);
    await expect(failure).rejects.toThrow(listing.images[0]!.slice('/media/'.length));
    expect(await fs.readdir(run.outDir)).toEqual([]);
  });
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { FILES_PER_IMAGE } from '../media/image-pipeline.ts';
import { BackupError, MEDIA_FILE, type Manifest } from './archive-format.ts';
import { DiskMediaStore } from '../media/disk-media-store.ts';
import type { MediaStore } from '../media/media-store.ts';
import { openMediaStores, type MediaLocation } from '../media/media-stores.ts';
import { DiskPrivateStore, type PrivateStore } from '../media/private-store.ts';
import { referencedOriginals, referencedPrivateFiles, selectMedia } from './referenced-media.ts';
import { takeSnapshot, type DatabaseLocation } from './snapshot.ts';
import { pinMediaFiles } from './pin-media.ts';
import { fsyncPath, writeArchive } from './write-archive.ts';

/** The database, and the pictures wherever MEDIA_STORE puts them (the folder, or the bucket). */
export interface BackupOptions extends DatabaseLocation, MediaLocation {
  /** The archive to write; replaced atomically if it exists. */
  out: string;
  /** How many snapshots to try while deletes keep racing the copy (default 5). */
  attempts?: number;
  /** Tests only: lets a test commit a write or a delete in the tightest spots. */
  testHooks?: { beforeSnapshot?: (attempt: number) => Promise<void>; afterSnapshot?: (attempt: number) => Promise<void> };
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  attempts: number;
}

/**
 * A consistent snapshot of the database plus exactly the media files it references, in one archive,
 * while the shop keeps serving. Image files reach the disk before the rows that point at them
 * commit, so pinning every image file just before the snapshot (pin-media.ts) secures almost all
 * the snapshot needs against deletes that commit after it. Only images created between the pin and
 * the snapshot are pinned afterwards; if one of those was deleted in that moment, the snapshot is
 * retaken rather than an incomplete archive written. From a bucket, pinning is a download: the
 * archive holds the pictures themselves, and may be restored onto a disk or into another bucket.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const attempts = options.attempts ?? 5;
  const out = path.resolve(options.out);
  await fs.mkdir(path.dirname(out), { recursive: true });
  const stores = openMediaStores(options);
  const store = stores.media;
  // Next to the media folder, so pins are hard links on the same file system. Without that folder
  // there is nothing to pin, and a backup must not create a DATA_DIR. Pins from a bucket are copies.
  const dataDir = path.dirname(path.resolve(options.mediaDir));
  const onDisk = store instanceof DiskMediaStore && (await fs.stat(dataDir).catch(() => null))?.isDirectory();
  const pinDir = await fs.mkdtemp(path.join(onDisk ? dataDir : os.tmpdir(), '.backup-pins-'));
  const pinned = new Set<string>();
  try {
    let problem = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await sleep(50 * attempt);
      const early = (await store.list()).filter((n) => MEDIA_FILE.test(n));
      await pinMediaFiles(early, store, pinDir, pinned);
      await options.testHooks?.beforeSnapshot?.(attempt);
      const snapshot = await takeSnapshot(options);
      await options.testHooks?.afterSnapshot?.(attempt);
      const originals = referencedOriginals(snapshot);
      const selection = selectMedia(originals, new Set([...pinned, ...(await store.list())]));
      const late = selection.files.filter((n) => !pinned.has(n));
      const vanished = [...selection.missing, ...(await pinMediaFiles(late, store, pinDir, pinned))];
      if (vanished.length === 0 && !(await imagesWhole(late, selection.files, store))) vanished.push(...(late.length ? late : selection.files));
      const privateFiles = referencedPrivateFiles(snapshot);
      const privatePresent = new Set(await stores.private.list());
      vanished.push(...privateFiles.filter((key) => !privatePresent.has(key)).map((key) => `private/${key}`));
      if (vanished.length > 0) {
        problem = `referenced images missing from ${store.where}: ${vanished.slice(0, 5).join(', ')}${vanished.length > 5 ? ', …' : ''}`;
        continue;
      }
      const privateDir = await privateFilesDir(stores.private, privateFiles, pinDir);
      const manifest = await publish(out, (tmp) =>
        writeArchive(tmp, snapshot, { names: selection.files, dir: pinDir }, { names: privateFiles, dir: privateDir }),
      );
      const { size } = await fs.stat(out);
      return { file: out, bytes: size, manifest, attempts: attempt };
    }
    throw new BackupError(`No backup written: after ${attempts} snapshots, ${problem}`);
  } finally {
    stores.close();
    await fs.rm(pinDir, { recursive: true, force: true });
  }
}

/**
 * The folder the archive reads private files from: the disk store's own (they are never removed once
 * a row names them), or a copy of the bucket's in the pin folder.
 */
async function privateFilesDir(store: PrivateStore, keys: string[], pinDir: string): Promise<string> {
  if (store instanceof DiskPrivateStore) return store.dir;
  const dir = path.join(pinDir, 'private');
  await fs.mkdir(dir);
  for (const key of keys) {
    if (!(await store.copyTo(key, path.join(dir, key)))) throw new BackupError(`No backup written: private/${key} vanished from ${store.where}`);
  }
  return dir;
}

/**
 * An image pinned only after the snapshot might have been half-way through a delete when it was
 * listed (some variants gone, the rest not yet). A delete removes all files of an image at once, so
 * every pinned file still being in place afterwards shows that none had gone missing, unless the
 * delete is still under way: an image first seen now was written by this version, so it must also
 * have all its files. And an image pinned early, while it was still being written (its original
 * and first variants on disk, the rest not yet), then deleted after the snapshot, has only those
 * first files: any image short of its files, some of which have since gone, is retaken too (an
 * older image that simply has fewer variants keeps them all in place).
 */
async function imagesWhole(late: string[], selected: string[], store: MediaStore): Promise<boolean> {
  const filesOf = (hash: string) => selected.filter((n) => n.startsWith(hash));
  const lateHashes = late.filter((n) => !n.slice(32).startsWith('-')).map((n) => n.slice(0, 32));
  if (lateHashes.some((hash) => filesOf(hash).length < FILES_PER_IMAGE)) return false;
  const present = new Set(await store.list());
  if (!late.every((n) => present.has(n))) return false;
  const hashes = new Set(selected.map((n) => n.slice(0, 32)));
  return [...hashes].every((hash) => filesOf(hash).length >= FILES_PER_IMAGE || filesOf(hash).every((n) => present.has(n)));
}

/** Writes under a temp name in the same folder, then renames: the archive appears whole or not at all. */
async function publish<T>(out: string, write: (tmp: string) => Promise<T>): Promise<T> {
  const tmp = path.join(path.dirname(out), `.${path.basename(out)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const result = await write(tmp);
    await fs.rename(tmp, out);
    await fsyncPath(path.dirname(out));
    return result;
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}

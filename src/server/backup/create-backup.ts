import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BackupError, type Manifest } from './archive-format.ts';
import { referencedOriginals, selectMedia } from './referenced-media.ts';
import { takeSnapshot, type DatabaseLocation } from './snapshot.ts';
import { fsyncDir, MediaChangedError, writeArchive } from './write-archive.ts';

export interface BackupOptions extends DatabaseLocation {
  mediaDir: string;
  /** The archive to write; replaced atomically if it exists. */
  out: string;
  /** How many snapshots to try while deletes keep racing the copy (default 5). */
  attempts?: number;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  attempts: number;
}

/**
 * A consistent snapshot of the database plus exactly the media files it references, in one archive,
 * while the shop keeps serving. Files are copied after the snapshot, so an image deleted in between
 * can be missing from disk: then the whole attempt is retaken rather than an incomplete archive kept.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const attempts = options.attempts ?? 5;
  const out = path.resolve(options.out);
  const dir = path.dirname(out);
  await fs.mkdir(dir, { recursive: true });
  let problem = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await sleep(100 * attempt);
    const snapshot = await takeSnapshot(options);
    const originals = referencedOriginals(snapshot);
    const before = await selectMedia(originals, options.mediaDir);
    if (before.missing.length > 0) {
      problem = `referenced images missing from ${options.mediaDir}: ${before.missing.slice(0, 5).join(', ')}${before.missing.length > 5 ? ', …' : ''}`;
      continue;
    }
    // A temp name in the same folder: the rename that publishes the archive is atomic.
    const tmp = path.join(dir, `.${path.basename(out)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      const manifest = await writeArchive(tmp, snapshot, before.files, options.mediaDir);
      // A delete that started before our listing may have removed some variants of an image but
      // not yet its original: any change in the selected files means the copy cannot be trusted.
      const after = await selectMedia(originals, options.mediaDir);
      if (after.missing.length > 0 || after.files.join('\n') !== before.files.join('\n')) {
        throw new MediaChangedError('media files changed while copying');
      }
      await fs.rename(tmp, out);
      await fsyncDir(dir);
      const { size } = await fs.stat(out);
      return { file: out, bytes: size, manifest, attempts: attempt };
    } catch (err) {
      await fs.rm(tmp, { force: true });
      if (!(err instanceof MediaChangedError)) throw err;
      problem = err.message;
    }
  }
  throw new BackupError(`No backup written: after ${attempts} snapshots, ${problem}`);
}

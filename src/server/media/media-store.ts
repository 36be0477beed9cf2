import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProcessedImage } from './image-pipeline.ts';

export const MEDIA_PREFIX = '/media/';
/** The only names ever served from the media directory: an original or a variant. */
export const MEDIA_NAME = /^[0-9a-f]{32}(?:-\d+)?\.(?:jpg|png|webp|avif)$/;
const HASH_OF_URL = /^\/media\/([0-9a-f]{32})\.(?:jpg|png|webp)$/;
/** Temp files are dot-files with a random part: never served, never shared by two writers. */
const TEMP_NAME = /^\..*\.tmp$/;

/** The hash behind a stored image's URL, or null for anything that is not one of ours. */
export function hashOfUrl(url: string): string | null {
  return HASH_OF_URL.exec(url)?.[1] ?? null;
}

export const isTempName = (name: string): boolean => TEMP_NAME.test(name);
export const hashOfName = (name: string): string | null => (MEDIA_NAME.test(name) ? name.slice(0, 32) : null);

/** Files on disk under DATA_DIR/media, named by content hash. */
export class MediaStore {
  constructor(readonly dir: string) {}

  async init(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
  }

  /**
   * Writes every file of an image (skipping those already present) and returns the original's URL
   * plus the names this call created. Each file is written under a temp name, synced, renamed into
   * place, and the directory is synced, so a crash leaves either the whole file or none of it.
   * Callers serialize writers of one hash (MediaService's lock).
   */
  async write(image: ProcessedImage): Promise<{ url: string; created: string[] }> {
    const created: string[] = [];
    for (const file of image.files) {
      const target = path.join(this.dir, file.name);
      if (await exists(target)) continue;
      const tmp = path.join(this.dir, `.${file.name}.${randomBytes(8).toString('hex')}.tmp`);
      try {
        const handle = await fs.open(tmp, 'wx');
        try {
          await handle.writeFile(file.data);
          // The file is on disk before the database row that points at it commits.
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(tmp, target);
      } catch (err) {
        await fs.rm(tmp, { force: true });
        throw err;
      }
      created.push(file.name);
    }
    if (created.length > 0) await this.syncDir();
    return { url: MEDIA_PREFIX + image.files[0]!.name, created };
  }

  /** Removes every file (original and variants) of the given hash. */
  async removeHash(hash: string): Promise<number> {
    const names = (await this.list()).filter((n) => hashOfName(n) === hash);
    await Promise.all(names.map((n) => fs.rm(path.join(this.dir, n), { force: true })));
    return names.length;
  }

  async removeFiles(names: string[]): Promise<void> {
    await Promise.all(names.filter((n) => MEDIA_NAME.test(n)).map((n) => fs.rm(path.join(this.dir, n), { force: true })));
  }

  async has(url: string): Promise<boolean> {
    const name = url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : '';
    return MEDIA_NAME.test(name) && exists(path.join(this.dir, name));
  }

  async list(): Promise<string[]> {
    return fs.readdir(this.dir).catch(() => [] as string[]);
  }

  /** Age of a file in ms, or null when it is gone. */
  async ageOf(name: string, now = Date.now()): Promise<number | null> {
    const stat = await fs.stat(path.join(this.dir, name)).catch(() => null);
    return stat ? now - stat.mtimeMs : null;
  }

  async remove(name: string): Promise<void> {
    await fs.rm(path.join(this.dir, name), { force: true });
  }

  /** A rename is durable only once the directory itself is synced. */
  private async syncDir(): Promise<void> {
    const handle = await fs.open(this.dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProcessedImage } from './image-pipeline.ts';

export const MEDIA_PREFIX = '/media/';
const NAME = /^[0-9a-f]{32}(?:-\d+)?\.(?:jpg|png|webp|avif)$/;
const HASH_OF_URL = /^\/media\/([0-9a-f]{32})\.(?:jpg|png|webp)$/;

/** The hash behind a stored image's URL, or null for anything that is not one of ours. */
export function hashOfUrl(url: string): string | null {
  return HASH_OF_URL.exec(url)?.[1] ?? null;
}

/** Files on disk under DATA_DIR/media, named by content hash. */
export class MediaStore {
  constructor(readonly dir: string) {}

  async init(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
  }

  /**
   * Writes every file of an image (skipping those already present) and returns the original's URL
   * plus the names this call created, so a failed request can take exactly those back.
   */
  async write(image: ProcessedImage): Promise<{ url: string; created: string[] }> {
    const created: string[] = [];
    for (const file of image.files) {
      const target = path.join(this.dir, file.name);
      if (await exists(target)) continue;
      const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
      const handle = await fs.open(tmp, 'w');
      try {
        await handle.writeFile(file.data);
        // The file is on disk before the database row that points at it commits.
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, target);
      created.push(file.name);
    }
    return { url: MEDIA_PREFIX + image.files[0]!.name, created };
  }

  /** Removes every file (original and variants) of the given hashes. */
  async removeHash(hash: string): Promise<void> {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    await Promise.all(
      names.filter((n) => n.startsWith(hash) && NAME.test(n)).map((n) => fs.rm(path.join(this.dir, n), { force: true })),
    );
  }

  async removeFiles(names: string[]): Promise<void> {
    await Promise.all(names.filter((n) => NAME.test(n)).map((n) => fs.rm(path.join(this.dir, n), { force: true })));
  }

  async has(url: string): Promise<boolean> {
    const name = url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : '';
    return NAME.test(name) && exists(path.join(this.dir, name));
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

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProcessedImage } from './image-pipeline.ts';
import { hashOfName, MEDIA_NAME, MEDIA_PREFIX, type MediaFile, type MediaStore } from './media-store.ts';

/** Files on disk under DATA_DIR/media, named by content hash (MEDIA_STORE=disk, the default). */
export class DiskMediaStore implements MediaStore {
  constructor(readonly dir: string) {}

  get where(): string {
    return this.dir;
  }

  async init(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
  }

  /**
   * The folder takes a file: one is written and removed (a temp name, which the sweep removes if a
   * crash leaves it). Asking for write permission would not do: root has it on anything, even on a
   * folder replaced by a file or a full disk.
   */
  async ready(): Promise<boolean> {
    const probe = path.join(this.dir, `.ready-${randomBytes(8).toString('hex')}.tmp`);
    try {
      await fs.writeFile(probe, 'ready');
      return true;
    } catch {
      return false;
    } finally {
      await fs.rm(probe, { force: true }).catch(() => {});
    }
  }

  /**
   * Each file is written under a temp name, synced, renamed into place, and the directory is
   * synced, so a crash leaves either the whole file or none of it.
   */
  async write(image: ProcessedImage): Promise<{ url: string; created: string[] }> {
    const created: string[] = [];
    for (const file of image.files) {
      const target = path.join(this.dir, file.name);
      if (await exists(target)) continue;
      await this.writeWhole(file.name, file.data);
      created.push(file.name);
    }
    if (created.length > 0) await syncDir(this.dir);
    return { url: MEDIA_PREFIX + image.files[0]!.name, created };
  }

  async removeHash(hash: string): Promise<number> {
    const names = await this.namesOf(hash);
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

  async namesOf(hash: string): Promise<string[]> {
    return (await this.list()).filter((n) => hashOfName(n) === hash);
  }

  async ageOf(name: string, now = Date.now()): Promise<number | null> {
    const stat = await fs.stat(path.join(this.dir, name)).catch(() => null);
    return stat ? now - stat.mtimeMs : null;
  }

  async remove(name: string): Promise<void> {
    await fs.rm(path.join(this.dir, name), { force: true });
  }

  async read(name: string): Promise<Buffer | undefined> {
    if (!MEDIA_NAME.test(name)) return undefined;
    return fs.readFile(path.join(this.dir, name)).catch(() => undefined);
  }

  async open(name: string): Promise<MediaFile | undefined> {
    if (!MEDIA_NAME.test(name)) return undefined;
    // Opened first, then looked at: a file deleted meanwhile is a 404, never a stream that fails.
    const handle = await fs.open(path.join(this.dir, name), 'r').catch(() => null);
    if (!handle) return undefined;
    const stat = await handle.stat().catch(() => null);
    if (!stat?.isFile()) {
      await handle.close();
      return undefined;
    }
    return { body: handle.createReadStream(), size: stat.size, lastModified: stat.mtime, etag: `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"` };
  }

  /** A hard link where it can (a pin costs nothing and survives the file's deletion), else a copy. */
  async copyTo(name: string, file: string): Promise<boolean> {
    const source = path.join(this.dir, name);
    try {
      try {
        await fs.link(source, file);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw err;
        // A copy cut short by a delete fails with ENOENT, like a link.
        await fs.copyFile(source, file, fs.constants.COPYFILE_EXCL);
      }
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
  }

  async putFile(name: string, file: string): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    await this.writeWhole(name, await fs.readFile(file));
    await syncDir(this.dir);
  }

  private async writeWhole(name: string, data: Buffer): Promise<void> {
    const tmp = path.join(this.dir, `.${name}.${randomBytes(8).toString('hex')}.tmp`);
    try {
      const handle = await fs.open(tmp, 'wx');
      try {
        await handle.writeFile(data);
        // The file is on disk before the database row that points at it commits.
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, path.join(this.dir, name));
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }
}

/** A rename is durable only once the directory itself is synced. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
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

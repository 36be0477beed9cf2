import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { syncDir } from './disk-media-store.ts';

/** A private file's key: random (never the content's hash, so two quotes never share a file), with its kind. */
export const PRIVATE_KEY = /^[0-9a-f]{32}\.(?:jpg|png|webp|pdf)$/;
export type PrivateKind = 'jpg' | 'png' | 'webp' | 'pdf';

export const newPrivateKey = (kind: PrivateKind): string => `${randomBytes(16).toString('hex')}.${kind}`;

/**
 * Files only a quote's token holder and the owner may see (proofs, their PDFs, the customer's own
 * photos). Unlike the public media store they are never served by name: a route finds the key in a
 * row the token opens and sends the bytes itself, `no-store`. On disk (DATA_DIR/media/private) or
 * under a prefix of the bucket that /media never serves (s3-private-store.ts).
 */
export interface PrivateStore {
  /** Where the files are, for messages: a folder, or s3://bucket/private/. */
  readonly where: string;
  /** Stores the bytes under a new key (stored before it returns) and gives the key. */
  put(data: Buffer, kind: PrivateKind): Promise<string>;
  /** The bytes of a key, or undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  /** Every key stored (backups). */
  list(): Promise<string[]>;
  /** Copies a file to a local path (backups); false when it is gone. */
  copyTo(key: string, file: string): Promise<boolean>;
  /** Stores a local file under `key` (restores). */
  putFile(key: string, file: string): Promise<void>;
}

/** The private store's folder inside the media folder (`DATA_DIR/media/private`): not served by /media. */
export const privateDirOf = (mediaDir: string): string => path.join(mediaDir, 'private');

/** The private store on disk; the folder is made with the first file, so a shop without one has none. */
export class DiskPrivateStore implements PrivateStore {
  constructor(readonly dir: string) {}

  get where(): string {
    return this.dir;
  }

  async put(data: Buffer, kind: PrivateKind): Promise<string> {
    const key = newPrivateKey(kind);
    await this.writeWhole(key, data);
    return key;
  }

  async get(key: string): Promise<Buffer | undefined> {
    if (!PRIVATE_KEY.test(key)) return undefined;
    return fs.readFile(path.join(this.dir, key)).catch(() => undefined);
  }

  async remove(key: string): Promise<void> {
    if (PRIVATE_KEY.test(key)) await fs.rm(path.join(this.dir, key), { force: true });
  }

  async list(): Promise<string[]> {
    try {
      return await fs.readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  }

  async copyTo(key: string, file: string): Promise<boolean> {
    if (!PRIVATE_KEY.test(key)) return false;
    try {
      await fs.copyFile(path.join(this.dir, key), file, fs.constants.COPYFILE_EXCL);
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
  }

  async putFile(key: string, file: string): Promise<void> {
    if (!PRIVATE_KEY.test(key)) throw new Error(`Not a private file key: ${key}`);
    await this.writeWhole(key, await fs.readFile(file));
    await syncDir(this.dir);
  }

  private async writeWhole(key: string, data: Buffer): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const tmp = path.join(this.dir, `.${key}.tmp`);
    try {
      const handle = await fs.open(tmp, 'wx', 0o600);
      try {
        await handle.writeFile(data);
        // On disk before the row that names it commits.
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, path.join(this.dir, key));
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A private file's key: random (never the content's hash, so two quotes never share a file), with its kind. */
export const PRIVATE_KEY = /^[0-9a-f]{32}\.(?:jpg|png|webp|pdf)$/;
export type PrivateKind = 'jpg' | 'png' | 'webp' | 'pdf';

/**
 * Files only a quote's token holder and the owner may see (proofs, their PDFs, the customer's own
 * photos). Unlike the public media store they are never served by name: a route finds the key in a
 * row the token opens and sends the bytes itself, `no-store`. Kept behind this small interface so a
 * later issue can put them in a private S3 bucket.
 */
export interface PrivateStore {
  /** Stores the bytes under a new key (on disk before it returns) and gives the key. */
  put(data: Buffer, kind: PrivateKind): Promise<string>;
  /** The bytes of a key, or undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

/** The private store's folder inside the media folder (`DATA_DIR/media/private`): not served by /media. */
export const privateDirOf = (mediaDir: string): string => path.join(mediaDir, 'private');

/** The private store on disk; the folder is made with the first file, so a shop without one has none. */
export class DiskPrivateStore implements PrivateStore {
  constructor(readonly dir: string) {}

  async put(data: Buffer, kind: PrivateKind): Promise<string> {
    const key = `${randomBytes(16).toString('hex')}.${kind}`;
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
    return key;
  }

  async get(key: string): Promise<Buffer | undefined> {
    if (!PRIVATE_KEY.test(key)) return undefined;
    return fs.readFile(path.join(this.dir, key)).catch(() => undefined);
  }

  async remove(key: string): Promise<void> {
    if (PRIVATE_KEY.test(key)) await fs.rm(path.join(this.dir, key), { force: true });
  }
}

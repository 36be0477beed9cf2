import fs from 'node:fs/promises';
import { newPrivateKey, PRIVATE_KEY, type PrivateKind, type PrivateStore } from './private-store.ts';
import type { S3Bucket } from './s3-bucket.ts';

/** Private files' prefix in the bucket: /media serves only `media/<hash>…` names, never these. */
const PRIVATE_KEY_PREFIX = 'private/';

const TYPES: Record<PrivateKind, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };
const typeOf = (key: string) => TYPES[key.slice(key.lastIndexOf('.') + 1) as PrivateKind] ?? 'application/octet-stream';

/** Proofs and customers' files in the bucket (MEDIA_STORE=s3), `private/<key>`; the bucket itself stays private. */
export class S3PrivateStore implements PrivateStore {
  constructor(private readonly bucket: S3Bucket) {}

  get where(): string {
    return `s3://${this.bucket.name}/${PRIVATE_KEY_PREFIX}`;
  }

  async put(data: Buffer, kind: PrivateKind): Promise<string> {
    const key = newPrivateKey(kind);
    await this.bucket.put(PRIVATE_KEY_PREFIX + key, data, TYPES[kind], 'private, no-store');
    return key;
  }

  async get(key: string): Promise<Buffer | undefined> {
    return PRIVATE_KEY.test(key) ? this.bucket.getBytes(PRIVATE_KEY_PREFIX + key) : undefined;
  }

  async remove(key: string): Promise<void> {
    if (PRIVATE_KEY.test(key)) await this.bucket.delete(PRIVATE_KEY_PREFIX + key);
  }

  async list(): Promise<string[]> {
    return (await this.bucket.list(PRIVATE_KEY_PREFIX)).map((o) => o.key.slice(PRIVATE_KEY_PREFIX.length));
  }

  async copyTo(key: string, file: string): Promise<boolean> {
    const data = await this.get(key);
    if (!data) return false;
    await fs.writeFile(file, data, { flag: 'wx' });
    return true;
  }

  async putFile(key: string, file: string): Promise<void> {
    if (!PRIVATE_KEY.test(key)) throw new Error(`Not a private file key: ${key}`);
    await this.bucket.put(PRIVATE_KEY_PREFIX + key, await fs.readFile(file), typeOf(key), 'private, no-store');
  }
}

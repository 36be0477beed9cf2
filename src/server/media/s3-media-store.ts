import fs from 'node:fs/promises';
import type { ProcessedImage } from './image-pipeline.ts';
import { hashOfName, MEDIA_NAME, MEDIA_PREFIX, mediaTypeOf, type MediaFile, type MediaStore } from './media-store.ts';
import type { S3Bucket } from './s3-bucket.ts';

/** Where public pictures live in the bucket; private files live under another prefix (s3-private-store.ts). */
const MEDIA_KEY_PREFIX = 'media/';
/** Also on the objects themselves, so a CDN or the bucket's own website serves them the same way. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The public pictures in an S3 bucket (MEDIA_STORE=s3), `media/<name>`: nothing on the local disk.
 * A put is atomic (the object appears whole or not at all), so no temp names are needed; an image
 * is several objects, and a process killed between them leaves an unreferenced part of an image,
 * which the sweep removes like any orphan.
 */
export class S3MediaStore implements MediaStore {
  constructor(private readonly bucket: S3Bucket) {}

  get where(): string {
    return `s3://${this.bucket.name}/${MEDIA_KEY_PREFIX}`;
  }

  async init(): Promise<void> {}

  ready(): Promise<boolean> {
    return this.bucket.ready();
  }

  async write(image: ProcessedImage): Promise<{ url: string; created: string[] }> {
    const created: string[] = [];
    // Named by content: a file already there holds these very bytes (written by an earlier upload).
    const present = new Set(await this.namesOf(image.hash));
    for (const file of image.files) {
      if (present.has(file.name)) continue;
      await this.bucket.put(MEDIA_KEY_PREFIX + file.name, file.data, mediaTypeOf(file.name), IMMUTABLE);
      created.push(file.name);
    }
    return { url: MEDIA_PREFIX + image.files[0]!.name, created };
  }

  async removeHash(hash: string): Promise<number> {
    const names = await this.namesOf(hash);
    await this.removeFiles(names);
    return names.length;
  }

  async removeFiles(names: string[]): Promise<void> {
    for (const name of names.filter((n) => MEDIA_NAME.test(n))) await this.bucket.delete(MEDIA_KEY_PREFIX + name);
  }

  async has(url: string): Promise<boolean> {
    const name = url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : '';
    return MEDIA_NAME.test(name) && (await this.bucket.head(MEDIA_KEY_PREFIX + name)) !== undefined;
  }

  async list(): Promise<string[]> {
    return (await this.bucket.list(MEDIA_KEY_PREFIX)).map((o) => o.key.slice(MEDIA_KEY_PREFIX.length));
  }

  async namesOf(hash: string): Promise<string[]> {
    if (!/^[0-9a-f]{32}$/.test(hash)) return [];
    const names = (await this.bucket.list(MEDIA_KEY_PREFIX + hash)).map((o) => o.key.slice(MEDIA_KEY_PREFIX.length));
    return names.filter((n) => hashOfName(n) === hash);
  }

  /** From the object's LastModified: the bucket's clock, close enough for a threshold of minutes. */
  async ageOf(name: string, now = Date.now()): Promise<number | null> {
    const info = await this.bucket.head(MEDIA_KEY_PREFIX + name);
    return info ? now - info.lastModified.getTime() : null;
  }

  async remove(name: string): Promise<void> {
    await this.bucket.delete(MEDIA_KEY_PREFIX + name);
  }

  async read(name: string): Promise<Buffer | undefined> {
    return MEDIA_NAME.test(name) ? this.bucket.getBytes(MEDIA_KEY_PREFIX + name) : undefined;
  }

  async open(name: string): Promise<MediaFile | undefined> {
    if (!MEDIA_NAME.test(name)) return undefined;
    const out = await this.bucket.get(MEDIA_KEY_PREFIX + name);
    return out && { body: out.body, size: out.size, lastModified: out.lastModified, etag: out.etag };
  }

  async copyTo(name: string, file: string): Promise<boolean> {
    const data = await this.read(name);
    if (!data) return false;
    await fs.writeFile(file, data, { flag: 'wx' });
    return true;
  }

  async putFile(name: string, file: string): Promise<void> {
    if (!MEDIA_NAME.test(name)) throw new Error(`Not a media file name: ${name}`);
    await this.bucket.put(MEDIA_KEY_PREFIX + name, await fs.readFile(file), mediaTypeOf(name), IMMUTABLE);
  }
}

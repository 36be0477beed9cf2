import type { Readable } from 'node:stream';
import { ByteLru } from '../lib/byte-lru.ts';
import { hashOfName, StorageUnavailable, type MediaFile, type MediaStore } from './media-store.ts';

/** Larger files (a 1,280 px original, a big PNG) are streamed each time: they are rarely asked for. */
const LARGEST = 256 * 1024;
/** How long a picture is answered from memory before the store is asked again. */
const KEEP_MS = 60_000;

interface HotPicture {
  bytes: Buffer;
  /** The picture's size: what ByteLru counts, and the Content-Length it is answered with. */
  byteLength: number;
  lastModified: Date;
  etag: string;
  until: number;
}

/**
 * The pictures visitors are asking for right now, answered from memory: from the folder each one
 * took an open, a stat, reads and a close, each a turn of a busy server's event loop (30–50 ms
 * apiece under load), and in a bucket each one is a request to another service (decision 032).
 * Pictures are named by their content, so a kept copy is never out of date; deleting one through
 * this process forgets it at once, and a copy is asked for again from the store after KEEP_MS (a
 * picture another process deleted is gone from here then too). Nothing is kept longer than that,
 * so a quiet shop holds none of it.
 */
export class HotPictures implements MediaStore {
  private readonly kept: ByteLru<HotPicture>;
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly store: MediaStore,
    maxBytes: number,
  ) {
    this.kept = new ByteLru(maxBytes);
    this.sweep = setInterval(() => this.kept.retain((p) => p.until > Date.now()), KEEP_MS / 2);
    this.sweep.unref();
  }

  get where(): string {
    return this.store.where;
  }

  async open(name: string): Promise<MediaFile | undefined> {
    const hot = this.kept.get(name);
    if (hot && hot.until > Date.now()) return { body: hot.bytes, size: hot.byteLength, lastModified: hot.lastModified, etag: hot.etag };
    const file = await this.store.open(name);
    if (!file || file.size > LARGEST || Buffer.isBuffer(file.body)) return file;
    const bytes = await whole(file.body);
    this.kept.set(name, {
      bytes,
      byteLength: bytes.byteLength,
      lastModified: file.lastModified,
      etag: file.etag,
      until: Date.now() + KEEP_MS,
    });
    return { ...file, body: bytes };
  }

  async removeHash(hash: string): Promise<number> {
    this.forget((name) => hashOfName(name) === hash);
    return this.store.removeHash(hash);
  }

  async removeFiles(names: string[]): Promise<void> {
    const gone = new Set(names);
    this.forget((name) => gone.has(name));
    return this.store.removeFiles(names);
  }

  async remove(name: string): Promise<void> {
    this.forget((n) => n === name);
    return this.store.remove(name);
  }

  /** Lets go of every kept picture (the app's close). */
  close(): void {
    clearInterval(this.sweep);
    this.kept.clear();
  }

  private forget(gone: (name: string) => boolean): void {
    for (const name of this.kept.keys()) if (gone(name)) this.kept.delete(name);
  }

  init = () => this.store.init();
  ready = () => this.store.ready();
  write: MediaStore['write'] = (image) => this.store.write(image);
  has = (url: string) => this.store.has(url);
  list = () => this.store.list();
  namesOf = (hash: string) => this.store.namesOf(hash);
  ageOf = (name: string, now?: number) => this.store.ageOf(name, now);
  read = (name: string) => this.store.read(name);
  copyTo = (name: string, file: string) => this.store.copyTo(name, file);
  putFile = (name: string, file: string) => this.store.putFile(name, file);
}

/** A small file's bytes; a store that fails midway is unavailable, as it is for a write. */
async function whole(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of body) chunks.push(chunk as Buffer);
  } catch (err) {
    throw new StorageUnavailable(err);
  }
  return Buffer.concat(chunks);
}

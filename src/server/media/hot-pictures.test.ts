import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.ts';
import { HotPictures } from './hot-pictures.ts';
import type { MediaFile } from './media-store.ts';
import { openMediaStores, type MediaStores } from './media-stores.ts';

let s3: TestS3Server;
let tmp: string;
beforeAll(async () => {
  s3 = await startS3Server();
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-hot-'));
});
afterAll(async () => {
  await s3.dispose();
  await fs.rm(tmp, { recursive: true, force: true });
});
afterEach(() => vi.useRealTimers());

const bytesOf = async (file: MediaFile | undefined) => {
  if (!file) return undefined;
  if (Buffer.isBuffer(file.body)) return file.body;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe.each(['disk', 's3'] as const)('pictures asked for, kept in memory, from the %s store', (kind) => {
  let stores: MediaStores;
  let hot: HotPictures;
  /** A picture in the store, under a name of the shop's pattern, with these bytes. */
  const stored = async (bytes: Buffer, suffix = '-320.webp') => {
    const name = randomBytes(16).toString('hex') + suffix;
    const file = path.join(tmp, name);
    await fs.writeFile(file, bytes);
    await stores.media.putFile(name, file);
    return name;
  };
  beforeAll(async () => {
    const mediaDir = await fs.mkdtemp(path.join(tmp, `${kind}-`));
    stores = openMediaStores(kind === 's3' ? { mediaDir, mediaBucket: await s3.bucket() } : { mediaDir });
    await stores.media.init();
    hot = new HotPictures(stores.media, 64 * 1024);
  });
  afterAll(() => {
    hot.close();
    stores.close();
  });

  it('answers a picture asked for again from memory, with the same bytes, size, date and ETag, without asking the store', async () => {
    const bytes = randomBytes(3000);
    const name = await stored(bytes);
    const first = (await hot.open(name))!;
    expect(await bytesOf(first)).toEqual(bytes);
    // Gone from the store behind this process's back (another process, say): still answered, for now.
    await stores.media.remove(name);
    const again = (await hot.open(name))!;
    expect(Buffer.isBuffer(again.body)).toBe(true);
    expect(await bytesOf(again)).toEqual(bytes);
    expect([again.size, again.etag, again.lastModified.getTime()]).toEqual([first.size, first.etag, first.lastModified.getTime()]);
  });

  it('asks the store again after a minute: a picture deleted by another process is gone from here then too', async () => {
    const name = await stored(randomBytes(2000));
    expect(await hot.open(name)).toBeDefined();
    await stores.media.remove(name);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await hot.open(name)).toBeUndefined();
  });

  it('forgets at once a picture deleted through it, by name or with its whole image', async () => {
    const one = await stored(randomBytes(1000), '.jpg');
    const hash = one.slice(0, 32);
    const variant = `${hash}-640.avif`;
    const file = path.join(tmp, variant);
    await fs.writeFile(file, randomBytes(1500));
    await stores.media.putFile(variant, file);
    const other = await stored(randomBytes(1000));
    for (const name of [one, variant, other]) expect(await hot.open(name)).toBeDefined();
    await hot.removeHash(hash);
    expect([await hot.open(one), await hot.open(variant)]).toEqual([undefined, undefined]);
    await hot.remove(other);
    expect(await hot.open(other)).toBeUndefined();
  });

  it('streams a large picture from the store each time, and keeps no more bytes than it was given', async () => {
    const large = await stored(randomBytes(300 * 1024), '.png');
    const opened = (await hot.open(large))!;
    expect(Buffer.isBuffer(opened.body)).toBe(false);
    expect((await bytesOf(opened))!.length).toBe(300 * 1024);
    await stores.media.remove(large);
    expect(await hot.open(large)).toBeUndefined();
    // 64 KB of memory: of twenty 8 KB pictures asked for in turn, the first ones are let go.
    const names: string[] = [];
    for (let i = 0; i < 20; i++) names.push(await stored(randomBytes(8 * 1024)));
    for (const name of names) await hot.open(name);
    for (const name of names) await stores.media.remove(name);
    expect(await hot.open(names[0]!)).toBeUndefined();
    expect(await hot.open(names[19]!)).toBeDefined();
  });
});

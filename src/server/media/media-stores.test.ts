import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from '../test-support/fixtures.ts';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.ts';
import { processImage, FILES_PER_IMAGE } from './image-pipeline.ts';
import { StorageUnavailable } from './media-store.ts';
import { openMediaStores, type MediaStores } from './media-stores.ts';

let s3: TestS3Server;
let tmp: string;
beforeAll(async () => {
  s3 = await startS3Server();
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-stores-'));
});
afterAll(async () => {
  await s3.dispose();
  await fs.rm(tmp, { recursive: true, force: true });
});

const read = async (stream: NodeJS.ReadableStream | Buffer) => {
  if (Buffer.isBuffer(stream)) return stream;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The same contract, whichever MEDIA_STORE holds the pictures. */
describe.each(['disk', 's3'] as const)('the %s store', (kind) => {
  let stores: MediaStores;
  beforeAll(async () => {
    const mediaDir = await fs.mkdtemp(path.join(tmp, `${kind}-`));
    stores = openMediaStores(kind === 's3' ? { mediaDir, mediaBucket: await s3.bucket() } : { mediaDir });
    await stores.media.init();
  });
  afterAll(() => stores.close());

  it('stores every file of an image, whole, once; reads and streams the same bytes; removes them all', async () => {
    const { media } = stores;
    expect(await media.ready()).toBe(true);
    const image = await processImage(await jpeg(900, 600, { r: 10, g: 80, b: 200 }));
    const first = await media.write(image);
    expect(first.url).toBe(`/media/${image.files[0]!.name}`);
    expect(first.created.sort()).toEqual(image.files.map((f) => f.name).sort());
    // Written again (an identical upload): nothing new.
    expect((await media.write(image)).created).toEqual([]);
    expect(await media.has(first.url)).toBe(true);
    expect((await media.namesOf(image.hash)).sort()).toEqual(image.files.map((f) => f.name).sort());
    expect((await media.list()).filter((n) => n.startsWith(image.hash))).toHaveLength(FILES_PER_IMAGE);
    for (const file of image.files) {
      expect((await media.read(file.name))!.equals(file.data)).toBe(true);
      const opened = (await media.open(file.name))!;
      expect(opened.size).toBe(file.data.length);
      expect((await read(opened.body)).equals(file.data)).toBe(true);
    }
    const age = await media.ageOf(image.files[0]!.name);
    expect(age).not.toBeNull();
    expect(age!).toBeLessThan(60_000);
    const pinned = path.join(tmp, `${kind}-pin-${image.files[1]!.name}`);
    expect(await media.copyTo(image.files[1]!.name, pinned)).toBe(true);
    expect((await fs.readFile(pinned)).equals(image.files[1]!.data)).toBe(true);

    expect(await media.removeHash(image.hash)).toBe(FILES_PER_IMAGE);
    expect(await media.has(first.url)).toBe(false);
    expect(await media.namesOf(image.hash)).toEqual([]);
    expect(await media.ageOf(image.files[0]!.name)).toBeNull();
    expect(await media.copyTo(image.files[1]!.name, `${pinned}.again`)).toBe(false);
    // Pinned before the delete: the pin survives it.
    expect((await fs.readFile(pinned)).equals(image.files[1]!.data)).toBe(true);
  });

  it('puts a restored file in place under its name', async () => {
    const image = await processImage(await jpeg(300, 200, { r: 1, g: 2, b: 3 }));
    const staged = path.join(tmp, `${kind}-staged`);
    await fs.writeFile(staged, image.files[0]!.data);
    await stores.media.putFile(image.files[0]!.name, staged);
    expect((await stores.media.read(image.files[0]!.name))!.equals(image.files[0]!.data)).toBe(true);
    await stores.media.removeFiles([image.files[0]!.name]);
    expect(await stores.media.read(image.files[0]!.name)).toBeUndefined();
  });

  it('answers nothing for names that are not ours: paths, private keys, Devanagari, empty', async () => {
    for (const name of ['../shop.sqlite', 'private/x.pdf', `${'a'.repeat(32)}/../x.jpg`, 'शादी-कार्ड.jpg', '', '.hidden.tmp', `${'a'.repeat(32)}.svg`]) {
      expect(await stores.media.read(name)).toBeUndefined();
      expect(await stores.media.open(name)).toBeUndefined();
    }
    expect(await stores.media.has('https://elsewhere.example/media/x.jpg')).toBe(false);
    expect(await stores.media.namesOf('../')).toEqual([]);
  });

  it('keeps private files apart from the pictures, never under a name /media serves', async () => {
    const { private: files, media } = stores;
    const pdf = Buffer.from('%PDF-1.4 प्रूफ़ <script>alert(1)</script>');
    const key = await files.put(pdf, 'pdf');
    expect(key).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect((await files.get(key))!.equals(pdf)).toBe(true);
    expect(await files.list()).toContain(key);
    expect(await media.read(key)).toBeUndefined();
    expect((await media.list()).filter((n) => n === key)).toEqual([]);
    expect(await files.get('../../shop.sqlite')).toBeUndefined();
    const copy = path.join(tmp, `${kind}-${key}`);
    expect(await files.copyTo(key, copy)).toBe(true);
    await files.remove(key);
    expect(await files.get(key)).toBeUndefined();
    await files.putFile(key, copy);
    expect((await files.get(key))!.equals(pdf)).toBe(true);
  });
});

describe('the s3 store while its bucket is away', () => {
  it('refuses writes with a 503 that says so, is not ready, and works again once the bucket is back', async () => {
    const own = await startS3Server();
    const stores = openMediaStores({ mediaDir: tmp, mediaBucket: await own.bucket() });
    try {
      const image = await processImage(await jpeg(320, 240, { r: 200, g: 200, b: 0 }));
      await own.stop();
      expect(await stores.media.ready()).toBe(false);
      const failure = await stores.media.write(image).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(StorageUnavailable);
      expect((failure as StorageUnavailable).statusCode).toBe(503);
      expect((failure as Error).message).toBe('Picture storage is unavailable; please try again shortly.');
      await expect(stores.private.put(Buffer.from('x'), 'pdf')).rejects.toBeInstanceOf(StorageUnavailable);
      await own.start();
      expect(await stores.media.ready()).toBe(true);
      expect((await stores.media.write(image)).created).toHaveLength(FILES_PER_IMAGE);
    } finally {
      stores.close();
      await own.dispose();
    }
  });
});

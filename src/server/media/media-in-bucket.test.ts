import fs from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { imageReferences } from '../db/image-references.ts';
import { file, postListing, seedCatalogue } from '../modules/listings/listings.test-support.ts';
import { form, jpeg } from '../test-support/fixtures.ts';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { hashOfName, hashOfUrl } from './media-store.ts';
import { photoRace } from './media.test-support.ts';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.dispose());

const opened: TestApp[] = [];
afterEach(async () => {
  await s3.start();
  await Promise.all(opened.splice(0).map((t) => t.close()));
});

async function bucketShop(): Promise<TestApp> {
  const t = await createTestApp({ mediaBucket: await s3.bucket() });
  opened.push(t);
  return t;
}

/** Files each committed record needs that the store lacks (none, when nothing was half-written). */
async function missingFiles(t: TestApp): Promise<string[]> {
  const names = new Set(await t.app.media.store.list());
  const missing: string[] = [];
  for (const url of await imageReferences(t.app.db).allUrls()) {
    const hash = hashOfUrl(url)!;
    for (const name of [url.slice('/media/'.length), `${hash}-320.webp`, `${hash}-640.avif`, `${hash}-1280.webp`]) if (!names.has(name)) missing.push(name);
  }
  return missing;
}

async function orphanHashes(t: TestApp): Promise<string[]> {
  const referenced = new Set([...(await imageReferences(t.app.db).allUrls())].map(hashOfUrl));
  const stored = new Set((await t.app.media.store.list()).map(hashOfName).filter((h) => h !== null));
  return [...stored].filter((h) => !referenced.has(h));
}

let jpegPhoto: Buffer;
beforeAll(async () => {
  jpegPhoto = await jpeg(640, 480, { r: 60, g: 160, b: 60 });
});

const HEADERS = ['content-type', 'content-length', 'cache-control'] as const;

describe('pictures in an S3 bucket (MEDIA_STORE=s3)', () => {
  it('serves an upload from /media with the bytes and headers the disk store gives, and nothing of it on the local disk', async () => {
    const inBucket = await bucketShop();
    const onDisk = await createTestApp();
    opened.push(onDisk);
    const photo = await jpeg(1000, 700, { r: 120, g: 40, b: 10 });
    const upload = async (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/images', headers: { cookie: await t.login() }, payload: form({ image: file(photo) }) });
    const [a, b] = [await upload(inBucket), await upload(onDisk)];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const url = a.json().url as string;
    expect(b.json().url).toBe(url);
    const hash = hashOfUrl(url)!;
    for (const name of [url.slice(7), `${hash}-320.webp`, `${hash}-1280.avif`]) {
      const [fromBucket, fromDisk] = [await inBucket.app.inject({ url: `/media/${name}` }), await onDisk.app.inject({ url: `/media/${name}` })];
      expect(fromBucket.statusCode).toBe(200);
      expect(fromBucket.rawPayload.equals(fromDisk.rawPayload)).toBe(true);
      for (const header of HEADERS) expect([name, header, fromBucket.headers[header]]).toEqual([name, header, fromDisk.headers[header]]);
      expect(fromBucket.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A browser's copy is current: named by content, it never changes.
      const again = await inBucket.app.inject({ url: `/media/${name}`, headers: { 'if-none-match': String(fromBucket.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    for (const name of ['../shop.sqlite', `.${hash}.jpg.0123.tmp`, 'private', `${hash}.svg`, encodeURIComponent('शादी.jpg')]) {
      expect((await inBucket.app.inject({ url: `/media/${name}` })).statusCode).toBe(404);
    }
    // The share image is drawn from the bucket too.
    expect((await inBucket.app.inject({ url: `/media/share/${hash}.jpg` })).statusCode).toBe(200);
    const local = await fs.readdir(inBucket.config.dataDir, { recursive: true });
    expect(local.filter((n) => n.startsWith('media'))).toEqual([]);
  });

  it('identical uploads at once and deletes racing uploads: no 5xx, no record without its files, no orphan after the sweep', async () => {
    const t = await bucketShop();
    const { cookie, photo, other, listing } = await photoRace(t);
    const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/listings/${id}`, headers: { cookie } });

    const same = await Promise.all(['शादी कार्ड', 'A', 'B', 'C', '<script>alert(1)</script>'].map((title) => listing(title)));
    expect(same.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = same.map((r) => r.json()._id as string);
    expect(await missingFiles(t)).toEqual([]);

    const raced = await Promise.all([...ids.map(remove), listing('D'), listing('E', [file(other), file(photo)]), ...ids.slice(0, 2).map(remove)]);
    expect(raced.map((r) => r.statusCode).filter((code) => code >= 500)).toEqual([]);
    expect(await missingFiles(t)).toEqual([]);
    await t.app.media.sweep();
    expect(await orphanHashes(t)).toEqual([]);
    expect(await missingFiles(t)).toEqual([]);
  });

  it('bucket away: uploads answer 503 with a message and write nothing, browsing goes on; bucket back: uploads work', async () => {
    const t = await bucketShop();
    const cookie = await t.login();
    const c = await seedCatalogue(t);
    const photo = await jpeg(800, 600, { r: 30, g: 30, b: 200 });
    const listing = (title: string) =>
      postListing(t, cookie, { title, category: c.wedding, subcategory: c.weddingPremium, price: '99', images: [file(photo)] });
    expect((await listing('Before')).statusCode).toBe(201);
    const listingsBefore = (await t.app.inject({ url: '/api/listings' })).json();

    await s3.stop();
    const refused = await listing('While away');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe('Picture storage is unavailable; please try again shortly.');
    const logo = await t.app.inject({ method: 'POST', url: '/api/images', headers: { cookie }, payload: form({ image: file(await jpeg(200, 200)) }) });
    expect(logo.statusCode).toBe(503);
    expect(await t.app.media.ready()).toBe(false);
    for (const url of ['/api/listings', '/api/categories', `/api/listings/${listingsBefore[0]?._id ?? ''}`, '/api/ping']) {
      expect([url, (await t.app.inject({ url })).statusCode]).toEqual([url, 200]);
    }
    expect((await t.app.inject({ url: '/api/listings' })).json()).toEqual(listingsBefore);

    await s3.start();
    expect(await t.app.media.ready()).toBe(true);
    expect((await listing('After')).statusCode).toBe(201);
    expect(await missingFiles(t)).toEqual([]);
  });

  it('starts with the bucket away (pages served, sweep skipped, not ready), and uploads once it is back', async () => {
    const settings = await s3.bucket();
    await s3.stop();
    const t = await createTestApp({ mediaBucket: settings });
    opened.push(t);
    expect(await t.app.media.ready()).toBe(false);
    expect((await t.app.inject({ url: '/api/listings' })).statusCode).toBe(200);
    const cookie = await t.login();
    const upload = () => t.app.inject({ method: 'POST', url: '/api/images', headers: { cookie }, payload: form({ image: file(jpegPhoto) }) });
    expect((await upload()).statusCode).toBe(503);
    await s3.start();
    expect((await upload()).statusCode).toBe(201);
  });
});

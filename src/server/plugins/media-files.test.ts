import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { form, uniqueJpeg } from '../test-support/fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ pictureCacheMb: 8 });
  cookie = await t.login();
});
afterAll(() => t?.close());

const sameHeaders = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'] as const;

describe('/media with the pictures being asked for in memory (PICTURE_CACHE_MB)', () => {
  it('answers with the very bytes and headers a server streaming from the folder gives, 304s included', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { cookie },
      payload: form({ name: 'शादी कार्ड', image: { data: await uniqueJpeg() } }),
    });
    expect(made.statusCode).toBe(201);
    const url = made.json().imageUrl as string;
    // Another process on the same shop, streaming each picture.
    const streaming = await buildApp({ ...t.config, pictureCacheMb: 0, admin: undefined }, { logger: false, web: false });
    try {
      for (const name of [url, url.replace('.jpg', '-320.avif'), url.replace('.jpg', '-640.webp')]) {
        const first = await t.app.inject({ url: name });
        const kept = await t.app.inject({ url: name });
        const streamed = await streaming.inject({ url: name });
        expect([first.statusCode, kept.statusCode, streamed.statusCode]).toEqual([200, 200, 200]);
        expect(kept.rawPayload.equals(streamed.rawPayload)).toBe(true);
        for (const header of sameHeaders) expect([name, header, kept.headers[header]]).toEqual([name, header, streamed.headers[header]]);
        const again = await t.app.inject({ url: name, headers: { 'if-none-match': String(kept.headers.etag) } });
        expect([again.statusCode, again.body]).toEqual([304, '']);
      }
    } finally {
      await streaming.close();
    }
  });

  it('answers 404 at once for a picture the owner deleted, though it was just asked for', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { cookie },
      payload: form({ name: 'Trophies', image: { data: await uniqueJpeg() } }),
    });
    const { _id: id, imageUrl } = made.json() as { _id: string; imageUrl: string };
    expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/categories/${id}`, headers: { cookie } })).statusCode).toBeLessThan(300);
    expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ url: imageUrl.replace('.jpg', '-320.avif') })).statusCode).toBe(404);
  });
});

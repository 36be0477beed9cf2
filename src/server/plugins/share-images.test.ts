import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, seedCatalogue } from '../modules/listings/listings.test-support.ts';
import { jpeg } from '../test-support/fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let image: string;

beforeAll(async () => {
  t = await createTestApp();
  const cookie = await t.login();
  // A tall card, as most designs are: shown whole on the wide preview, not cut to a strip.
  const listing = await createListing(t, cookie, await seedCatalogue(t), {
    images: { data: await jpeg(1200, 1600), filename: 'card.jpg', type: 'image/jpeg' },
  });
  image = listing.images[0]!;
});
afterAll(() => t?.close());

const shareUrl = (url: string) => url.replace(/^\/media\/([0-9a-f]{32})\.\w+$/, '/media/share/$1.jpg');

describe('GET /media/share/<hash>.jpg', () => {
  it('answers the picture as a 1200×630 JPEG under 300 KB, cacheable for a year, the same bytes every time', async () => {
    const res = await t.app.inject({ method: 'GET', url: shareUrl(image) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(res.rawPayload.length).toBeLessThan(300_000);
    const again = await t.app.inject({ method: 'GET', url: shareUrl(image) });
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
  });

  it('is a 404 for an unknown hash or any other name', async () => {
    for (const url of [
      '/media/share/' + '0'.repeat(32) + '.jpg',
      '/media/share/../shop.sqlite',
      '/media/share/abc.jpg',
      '/media/share/' + image.slice(7, 39) + '.png',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('GET /media/logo/<hash>-<size>.webp', () => {
  const logoUrl = (url: string, size: number) => url.replace(/^\/media\/([0-9a-f]{32})\.\w+$/, `/media/logo/$1-${size}.webp`);

  it('answers the image whole at 80, 128 or 256 px (WebP, a few KB, cacheable for a year)', async () => {
    for (const size of [80, 128, 256]) {
      const res = await t.app.inject({ method: 'GET', url: logoUrl(image, size) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      // 1200×1600 fits inside size×size: the height is the size, nothing cut.
      expect([meta.format, meta.height, meta.width]).toEqual(['webp', size, Math.round((size * 3) / 4)]);
      expect(res.rawPayload.length).toBeLessThan(size * 60);
    }
  });

  it('is a 404 for another size, an unknown hash or any other name', async () => {
    const hash = image.slice(7, 39);
    for (const url of [
      `/media/logo/${hash}-320.webp`,
      `/media/logo/${hash}-12800.webp`,
      `/media/logo/${'0'.repeat(32)}-128.webp`,
      `/media/logo/${hash}.webp`,
      '/media/logo/..%2Fshop.sqlite',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

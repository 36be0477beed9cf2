import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { jpeg } from '../../test-support/fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createListing, seedCatalogue } from '../listings/listings.test-support.ts';
import { PREVIEWS_PER_MINUTE } from './previews.routes.ts';

// A 1280 × 1800 design → a 640 × 900 preview; the zones in preview pixels.
const ZONES = [
  { key: 'names', label: 'Names', x: 0.1, y: 0.3, w: 0.8, h: 0.1, align: 'center', colour: '#7a1020' },
  { key: 'date', label: 'Date', x: 0.1, y: 0.55, w: 0.8, h: 0.06, align: 'left', colour: '#222222' },
];
const box = (z: (typeof ZONES)[number]) => ({
  left: Math.round(z.x * 640),
  top: Math.round(z.y * 900),
  width: Math.floor(z.w * 640),
  height: Math.floor(z.h * 900),
});

let t: TestApp;
let listing: Listing;

beforeAll(async () => {
  t = await createTestApp();
  const cookie = await t.login();
  listing = await createListing(t, cookie, await seedCatalogue(t), {
    images: { data: await jpeg(1280, 1800, { r: 245, g: 230, b: 200 }), filename: 'card.jpg', type: 'image/jpeg' },
    fields: JSON.stringify(ZONES),
  });
});
afterAll(() => t?.close());

const preview = (query: Record<string, string> | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/listings/${listing._id}/preview?${typeof query === 'string' ? query : new URLSearchParams(query)}`, headers });

async function pixels(body: Buffer) {
  const { data, info } = await sharp(body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Where two previews differ by more than compression noise: the text's ink. */
async function inkOf(withText: Buffer, without: Buffer) {
  const a = await pixels(withText);
  const b = await pixels(without);
  const ink: { x: number; y: number }[] = [];
  for (let i = 0; i < a.data.length; i += 3) {
    const d = Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!);
    if (d > 90) ink.push({ x: (i / 3) % a.width, y: Math.floor(i / 3 / a.width) });
  }
  return ink;
}

const inside = (p: { x: number; y: number }, b: ReturnType<typeof box>, slack = 2) =>
  p.x >= b.left - slack && p.x < b.left + b.width + slack && p.y >= b.top - slack && p.y < b.top + b.height + slack;

describe('GET /api/listings/{id}/preview', () => {
  it('draws Devanagari and Latin text inside their zones, and nothing outside them', async () => {
    const blank = await preview({});
    expect(blank.statusCode).toBe(200);
    expect(blank.headers['content-type']).toBe('image/webp');
    expect((await sharp(blank.rawPayload).metadata()).width).toBe(640);

    const res = await preview({ names: 'राहुल ❤ प्रिया', date: '12 December 2026, Pune' });
    const ink = await inkOf(res.rawPayload, blank.rawPayload);
    const [names, date] = ZONES.map(box);
    expect(ink.filter((p) => inside(p, names!)).length).toBeGreaterThan(500);
    expect(ink.filter((p) => inside(p, date!)).length).toBeGreaterThan(300);
    expect(ink.filter((p) => !inside(p, names!) && !inside(p, date!))).toEqual([]);
  });

  it('shapes conjuncts with the shipped fonts: क्ष is one glyph, not क् and ष side by side, and letters are not boxes', async () => {
    const blank = (await preview({})).rawPayload;
    const width = async (text: string) => {
      const xs = (await inkOf((await preview({ date: text })).rawPayload, blank)).map((p) => p.x);
      return Math.max(...xs) - Math.min(...xs);
    };
    const joined = await width('क्ष');
    const apart = await width('क्\u200Cष');
    expect(apart / joined).toBeGreaterThan(1.3);
    expect(await width('श्\u200Cरी')).toBeGreaterThan(await width('श्री'));
    const ka = (await preview({ date: 'क' })).rawPayload;
    const kha = (await preview({ date: 'ख' })).rawPayload;
    expect(Buffer.compare(ka, kha)).not.toBe(0);
  });

  it('is byte-stable, served from its cache the second time, and answers 304 to its ETag', async () => {
    const query = { names: 'Rahul & Priya <b>' };
    const first = await preview(query);
    const second = await preview(query);
    expect(second.headers['x-preview-cache']).toBe('hit');
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    const etag = String(first.headers.etag);
    expect((await preview(query, { 'if-none-match': etag })).statusCode).toBe(304);
    // Keys the listing has no zone for change nothing.
    expect((await preview({ ...query, stray: 'x' })).headers.etag).toBe(etag);
  });

  it('refuses over-long, repeated and NUL text with a 400, and an unknown listing with a 404', async () => {
    const long = await preview({ names: 'x'.repeat(61) });
    expect([long.statusCode, long.json().message]).toEqual([400, 'Each text must be at most 60 characters.']);
    expect((await preview('names=a&names=b')).statusCode).toBe(400);
    expect((await preview({ names: 'a\u0000' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/listings/00000000-0000-4000-8000-000000000000/preview' })).statusCode).toBe(404);
  });

  it('limits each address, an IPv6 client by its /64', async () => {
    const other = await createTestApp();
    try {
      const cookie = await other.login();
      const l = await createListing(other, cookie, await seedCatalogue(other), {
        images: { data: await jpeg(400, 400), filename: 'card.jpg', type: 'image/jpeg' },
      });
      const from = async (remoteAddress: string) =>
        (await other.app.inject({ method: 'GET', url: `/api/listings/${l._id}/preview`, remoteAddress })).statusCode;
      // Two addresses of one /64 take turns: they share one limit.
      const codes: number[] = [];
      for (let i = 0; i <= PREVIEWS_PER_MINUTE; i++) codes.push(await from(`2001:db8:7:1::${(i % 2) + 1}`));
      expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
      expect(codes.at(-1)).toBe(429);
      expect(await from('2001:db8:7:2::1')).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('previews drawn at once, from every address together', () => {
  it('draws one at a time with two waiting; the rest get 503 with Retry-After at once, and each drawn preview is right', async () => {
    const busy = await createTestApp({ previewRenders: { inFlight: 1, queued: 2 } });
    try {
      const cookie = await busy.login();
      const card = await createListing(busy, cookie, await seedCatalogue(busy), {
        images: { data: await jpeg(1280, 1800, { r: 245, g: 230, b: 200 }), filename: 'card.jpg', type: 'image/jpeg' },
        fields: JSON.stringify(ZONES),
      });
      const ask = (i: number) =>
        busy.app.inject({ method: 'GET', url: `/api/listings/${card._id}/preview?names=Guest+${i}`, remoteAddress: `198.51.100.${i + 1}` });
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => ask(i)));
      const drawn = answers.filter((a) => a.statusCode === 200);
      const refused = answers.filter((a) => a.statusCode === 503);
      expect(drawn.length + refused.length).toBe(12);
      expect(drawn.length).toBeGreaterThanOrEqual(3);
      expect(refused.length).toBeGreaterThan(0);
      for (const a of refused) {
        expect(a.json().message).toBe('Many previews are being drawn right now. Please try again in a few seconds.');
        expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
        expect(a.headers['cache-control'] ?? '').not.toMatch(/public/);
      }
      const blank = (await busy.app.inject({ method: 'GET', url: `/api/listings/${card._id}/preview` })).rawPayload;
      const names = box(ZONES[0]!);
      for (const a of drawn) {
        expect(a.headers['content-type']).toBe('image/webp');
        const ink = await inkOf(a.rawPayload, blank);
        expect(ink.filter((p) => inside(p, names)).length).toBeGreaterThan(200);
        expect(ink.filter((p) => !inside(p, names))).toEqual([]);
      }
      expect(new Set(drawn.map((a) => a.rawPayload.toString('base64'))).size).toBe(drawn.length);
      // Once it is quiet again, the refused ones are drawn.
      for (const [i, a] of answers.entries()) if (a.statusCode === 503) expect((await ask(i)).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});

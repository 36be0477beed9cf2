import fs from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { openDatabase } from '../../db/database.ts';
import { createListing, openShop, type ShopTestApp } from '../listings/listings.test-support.ts';
import { isBot } from './who-counts.ts';
import { countsOf, PHONE_UA, searchRows, standInWebBuild, visitor } from './insights.test-support.ts';

let t: ShopTestApp;
let listing: Listing;
let webDir: string;

beforeAll(async () => {
  webDir = await standInWebBuild();
});
afterAll(() => fs.rm(webDir, { recursive: true, force: true }));

beforeEach(async () => {
  t = await openShop({ pageCacheMb: 8, webDistDir: webDir }, { web: true });
  listing = await createListing(t, t.cookie, t.catalogue, { title: 'Royal Invite' });
  return () => t.close();
});

/** `from`: the visitor's address (each visitor counts once per design, kind and day). */
const get = (url: string, headers: Record<string, string> = visitor, from?: string) => t.app.inject({ method: 'GET', url, headers, remoteAddress: from });
/** What the storefront's client sends when it moves to an item page without a new document. */
const clientRead = (id: string, headers: Record<string, string> = {}) => get(`/api/listings/${id}`, { ...visitor, accept: 'application/json', ...headers });
const beacon = (payload: unknown, headers: Record<string, string> = visitor, from?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/counts',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
    remoteAddress: from,
  });

describe('views', () => {
  it('a server-rendered item page is one view: the renderer’s own in-process read of the item is not another', async () => {
    const page = await get(`/list/${listing._id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Royal Invite');
    expect(await countsOf(t, listing._id)).toEqual({ views: 1, whatsapp: 0, quotes: 0, shares: 0 });
  });

  it('a move to the item inside the storefront (its JSON read) is one view; a read without Accept (the renderer’s) is none', async () => {
    expect((await clientRead(listing._id)).statusCode).toBe(200);
    expect((await get(`/api/listings/${listing._id}`)).statusCode).toBe(200);
    expect((await get('/api/listings', { ...visitor, accept: 'application/json' })).statusCode).toBe(200);
    expect((await countsOf(t, listing._id)).views).toBe(1);
  });

  it('a page served from the page cache is counted, and so is a browser revalidating its copy (304)', async () => {
    const first = await get(`/list/${listing._id}`, visitor, '203.0.113.1');
    const second = await get(`/list/${listing._id}`, visitor, '203.0.113.2');
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    const again = await get(`/list/${listing._id}`, { ...visitor, 'if-none-match': String(first.headers.etag) }, '203.0.113.3');
    expect(again.statusCode).toBe(304);
    expect((await countsOf(t, listing._id)).views).toBe(3);
  });

  it('counts only what a person saw: not a bot, a link preview, a prefetch, a HEAD, the admin, or an unknown item', async () => {
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
    ];
    for (const ua of bots) expect((await get(`/list/${listing._id}`, { 'user-agent': ua })).statusCode, ua).toBe(200);
    // A request with no user agent at all is no browser (an injected request always gets one, so asked directly).
    expect([isBot(undefined), isBot('')]).toEqual([true, true]);
    await get(`/list/${listing._id}`, { ...visitor, 'sec-purpose': 'prefetch' });
    await get(`/list/${listing._id}`, { ...visitor, purpose: 'prefetch' });
    // The service worker keeping the page for offline use fetches it once more, not as a document.
    await get(`/list/${listing._id}`, { ...visitor, 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' });
    await t.app.inject({ method: 'HEAD', url: `/list/${listing._id}`, headers: visitor });
    await get(`/list/${listing._id}`, { ...visitor, cookie: t.cookie });
    await clientRead(listing._id, { cookie: t.cookie });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/list/${unknown}`)).statusCode).toBe(404);
    expect((await countsOf(t, listing._id)).views).toBe(0);
    expect((await countsOf(t, unknown)).views).toBe(0);
    // The same page for a person is counted: the filter above was what kept the others out.
    await get(`/list/${listing._id}`);
    await get(
      `/list/${listing._id}`,
      { ...visitor, 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'service-worker-navigation-preload': 'true' },
      '203.0.113.9',
    );
    expect((await countsOf(t, listing._id)).views).toBe(2);
  });

  it('COUNT_VISITS=0 counts nothing', async () => {
    await t.close();
    t = await openShop({ pageCacheMb: 8, webDistDir: webDir, countVisits: false }, { web: true });
    listing = await createListing(t, t.cookie, t.catalogue);
    await get(`/list/${listing._id}`);
    expect((await beacon({ kind: 'whatsapp', listingId: listing._id })).statusCode).toBe(204);
    expect(await countsOf(t, listing._id)).toEqual({ views: 0, whatsapp: 0, quotes: 0, shares: 0 });
  });
});

describe('the beacon POST /api/counts', () => {
  it('counts a WhatsApp tap and a share once each, answering 204', async () => {
    const tap = await beacon({ kind: 'whatsapp', listingId: listing._id });
    expect(tap.statusCode).toBe(204);
    expect(tap.body).toBe('');
    expect((await beacon({ kind: 'share', listingId: listing._id.toUpperCase() })).statusCode).toBe(204);
    expect(await countsOf(t, listing._id)).toEqual({ views: 0, whatsapp: 1, quotes: 0, shares: 1 });
  });

  it('counts a search under its lower-cased, trimmed text (60 characters at most), and whether it found nothing', async () => {
    await beacon({ kind: 'search', text: '  Golden  TROPHY ', empty: true });
    await beacon({ kind: 'search', text: 'golden trophy', empty: true }, visitor, '203.0.113.2');
    await beacon({ kind: 'search', text: 'Royal', empty: false });
    await beacon({ kind: 'search', text: `${'x'.repeat(59)} long tail`, empty: true });
    expect(await searchRows(t)).toEqual([
      { text: 'golden trophy', searches: 2, empty: 2 },
      { text: 'royal', searches: 1, empty: 0 },
      { text: 'x'.repeat(59), searches: 1, empty: 1 },
    ]);
  });

  it('does not count the admin’s taps or a bot’s, but answers them alike', async () => {
    expect((await beacon({ kind: 'whatsapp', listingId: listing._id }, { ...visitor, cookie: t.cookie })).statusCode).toBe(204);
    expect((await beacon({ kind: 'whatsapp', listingId: listing._id }, { 'user-agent': 'Googlebot/2.1' })).statusCode).toBe(204);
    expect((await beacon({ kind: 'search', text: 'wedding', empty: true }, { ...visitor, cookie: t.cookie })).statusCode).toBe(204);
    expect((await countsOf(t, listing._id)).whatsapp).toBe(0);
    expect(await searchRows(t)).toEqual([]);
  });

  it('does not change the data version: the page cache keeps its pages', async () => {
    await get(`/list/${listing._id}`);
    const version = t.app.dataVersion.current();
    await beacon({ kind: 'whatsapp', listingId: listing._id });
    await beacon({ kind: 'search', text: 'wedding', empty: false });
    await t.app.visits.flush();
    expect(t.app.dataVersion.current()).toBe(version);
    expect((await get(`/list/${listing._id}`)).headers['x-cache']).toBe('hit');
    // Whereas a real write does.
    await t.app.inject({ method: 'PUT', url: `/api/listings/${listing._id}`, headers: { cookie: t.cookie }, payload: { title: 'Royal Invite II' } });
    expect(t.app.dataVersion.current()).not.toBe(version);
  });

  it('refuses hostile bodies with a 4xx and a message, and counts nothing of them', async () => {
    const bad: unknown[] = [
      null,
      [],
      'whatsapp',
      {},
      { kind: 'view', listingId: listing._id },
      { kind: 'quotes', listingId: listing._id },
      { kind: 'whatsapp' },
      { kind: 'whatsapp', listingId: '../../etc/passwd' },
      { kind: 'whatsapp', listingId: { $gt: '' } },
      { kind: 'whatsapp', listingId: listing._id, extra: 1 },
      { kind: 'search', text: '', empty: true },
      { kind: 'search', text: '   ', empty: true },
      { kind: 'search', text: 'a\u0000b', empty: true },
      { kind: 'search', text: 'x'.repeat(201), empty: true },
      { kind: 'search', text: 'wedding', empty: 'yes' },
      { kind: 'search', text: 42, empty: false },
    ];
    for (const body of bad) {
      const res = await beacon(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toEqual(expect.any(String));
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/counts',
      headers: { ...visitor, 'content-type': 'application/json' },
      payload: '{"kind":',
    });
    expect(notJson.statusCode).toBe(400);
    const text = await t.app.inject({ method: 'POST', url: '/api/counts', headers: { ...visitor, 'content-type': 'text/plain' }, payload: 'whatsapp' });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect(await countsOf(t, listing._id)).toEqual({ views: 0, whatsapp: 0, quotes: 0, shares: 0 });
    expect(await searchRows(t)).toEqual([]);
  });

  it('is limited per address (429 after 60 a minute), and one visitor’s 60 shares count once', async () => {
    const answers = [];
    for (let i = 0; i < 61; i += 1) answers.push((await beacon({ kind: 'share', listingId: listing._id })).statusCode);
    expect(answers.slice(0, 60).every((s) => s === 204)).toBe(true);
    expect(answers[60]).toBe(429);
    expect((await countsOf(t, listing._id)).shares).toBe(1);
  });
});

describe('quote requests', () => {
  it('a quote a visitor asks for is counted on its design; the admin’s own is not', async () => {
    const body = { listingId: listing._id, quantity: 1, name: 'Priya', phone: '+91 98220 12345' };
    const ask = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/quotes', headers, payload: body });
    expect((await ask(visitor)).statusCode).toBe(201);
    expect((await ask({ ...visitor, cookie: t.cookie })).statusCode).toBe(201);
    expect((await countsOf(t, listing._id)).quotes).toBe(1);
  });
});

describe('writing the counts', () => {
  it('loses nothing when the app closes: what is waiting is written first', async () => {
    await get(`/list/${listing._id}`);
    await beacon({ kind: 'whatsapp', listingId: listing._id });
    await beacon({ kind: 'search', text: 'Golden Trophy', empty: true });
    await t.app.close();
    const handle = openDatabase(t.config);
    try {
      const rows = await handle.db.selectFrom('listing_counts').selectAll().execute();
      expect(rows.map((r) => [r.listing_id, Number(r.views), Number(r.whatsapp)])).toEqual([[listing._id, 1, 1]]);
      const searches = await handle.db.selectFrom('search_counts').selectAll().execute();
      expect(searches.map((r) => [r.text, Number(r.searches), Number(r.empty)])).toEqual([['golden trophy', 1, 1]]);
    } finally {
      await handle.close();
    }
  });

  it('adds to the stored counts of the day rather than replacing them', async () => {
    await get(`/list/${listing._id}`, visitor, '203.0.113.1');
    await t.app.visits.flush();
    await get(`/list/${listing._id}`, visitor, '203.0.113.2');
    await get(`/list/${listing._id}`, visitor, '203.0.113.3');
    expect((await countsOf(t, listing._id)).views).toBe(3);
    const rows = await t.app.db.selectFrom('listing_counts').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('a browser UA containing none of the bot words is a person (our own list is not too eager)', async () => {
    const people = [
      PHONE_UA,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 12; CUBOT_X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
    ];
    for (const ua of people) await get(`/list/${listing._id}`, { 'user-agent': ua });
    expect((await countsOf(t, listing._id)).views).toBe(people.length);
  });
});

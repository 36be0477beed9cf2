import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { createListing, openShop, type ShopTestApp } from '../listings/listings.test-support.ts';
import { SEARCH_TEXTS_PER_ADDRESS, VISITORS_PER_ADDRESS } from './counted-today.ts';
import { countsOf, PHONE_UA, searchRows, visitor } from './insights.test-support.ts';
import { VisitCounter } from './visit-counter.ts';

// Issue 16, item 8: a script made 2,500 views from one address in 1.3 s, and a design "top enquired".
let t: ShopTestApp;
let listing: Listing;

beforeEach(async () => {
  t = await openShop({ pageCacheMb: 8 });
  listing = await createListing(t, t.cookie, t.catalogue, { title: 'Royal Invite' });
});
afterEach(() => t.close());

const view = (from: string, agent = PHONE_UA) =>
  t.app.inject({ method: 'GET', url: `/api/listings/${listing._id}`, headers: { 'user-agent': agent, accept: 'application/json' }, remoteAddress: from });
const beacon = (payload: object, from = '203.0.113.1') => t.app.inject({ method: 'POST', url: '/api/counts', headers: visitor, payload, remoteAddress: from });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('each visitor counts once per design, kind and day', () => {
  it('2,500 views of one design from one address count 1; another address, or another browser there, counts again', async () => {
    for (let i = 0; i < 2500; i += 1) expect((await view('203.0.113.7')).statusCode).toBe(200);
    expect((await countsOf(t, listing._id)).views).toBe(1);
    await view('198.51.100.4');
    expect((await countsOf(t, listing._id)).views).toBe(2);
    await view('203.0.113.7', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0');
    // One phone moving about its /64 is one visitor.
    await view('2001:db8:5:6::1');
    await view('2001:db8:5:6:a:b:c:d');
    expect((await countsOf(t, listing._id)).views).toBe(4);
  });

  it(`one address counts as at most ${VISITORS_PER_ADDRESS} visitors of a design a day, whatever user agents it sends`, async () => {
    for (let i = 0; i < 40; i += 1) await view('203.0.113.7', `${PHONE_UA} build/${i}`);
    expect((await countsOf(t, listing._id)).views).toBe(VISITORS_PER_ADDRESS);
  });

  it('taps, shares and quote requests count once per visitor too', async () => {
    for (let i = 0; i < 30; i += 1) {
      await beacon({ kind: 'whatsapp', listingId: listing._id });
      await beacon({ kind: 'share', listingId: listing._id });
    }
    await beacon({ kind: 'whatsapp', listingId: listing._id }, '198.51.100.4');
    const quote = { listingId: listing._id, quantity: 1, name: 'Priya', phone: '+91 98220 12345' };
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/quotes', headers: visitor, payload: quote, remoteAddress: '203.0.113.1' });
      expect(res.statusCode).toBe(201);
    }
    expect(await countsOf(t, listing._id)).toEqual({ views: 0, whatsapp: 2, quotes: 1, shares: 1 });
  });

  it('a visitor counted today counts again on the next day of the shop', async () => {
    let now = Date.parse('2026-11-26T10:00:00Z');
    const counter = new VisitCounter(t.app.db, t.app.log, {
      enabled: true,
      dataVersion: () => t.app.dataVersion.current(),
      now: () => now,
      flushEveryMs: 3_600_000,
    });
    const someone = { address: '203.0.113.7', agent: PHONE_UA };
    counter.listing(someone, listing._id, 'views');
    counter.listing(someone, listing._id, 'views');
    now += 86_400_000;
    counter.listing(someone, listing._id, 'views');
    await counter.close();
    const rows = await t.app.db.selectFrom('listing_counts').select(['day', 'views']).orderBy('day').execute();
    expect(rows.map((r) => [r.day, Number(r.views)])).toEqual([
      ['2026-11-26', 1],
      ['2026-11-27', 1],
    ]);
  });
});

describe('only designs that exist are counted', () => {
  it('a tap on an unknown id, or on a design since deleted, answers 204 and makes no row', async () => {
    expect((await beacon({ kind: 'whatsapp', listingId: UNKNOWN })).statusCode).toBe(204);
    expect((await beacon({ kind: 'share', listingId: UNKNOWN })).statusCode).toBe(204);
    const gone = await createListing(t, t.cookie, t.catalogue, { title: 'Short-lived' });
    expect((await beacon({ kind: 'whatsapp', listingId: gone._id })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/listings/${gone._id}`, headers: { cookie: t.cookie } })).statusCode).toBe(200);
    expect((await beacon({ kind: 'share', listingId: gone._id }, '198.51.100.4')).statusCode).toBe(204);
    await t.app.visits.flush();
    const rows = await t.app.db.selectFrom('listing_counts').select(['listing_id', 'whatsapp', 'shares']).execute();
    expect(rows.map((r) => [r.listing_id, Number(r.whatsapp), Number(r.shares)])).toEqual([[gone._id, 1, 0]]);
  });
});

describe('search texts', () => {
  it(`one address adds at most ${SEARCH_TEXTS_PER_ADDRESS} new texts a day; repeats count once; another address is not held back`, async () => {
    for (let i = 1; i <= SEARCH_TEXTS_PER_ADDRESS + 1; i += 1)
      expect((await beacon({ kind: 'search', text: `made up ${i}`, empty: true })).statusCode).toBe(204);
    for (let i = 0; i < 5; i += 1) await beacon({ kind: 'search', text: 'made up 1', empty: true });
    const texts = (await searchRows(t)).map((r) => r.text);
    expect(texts).toHaveLength(SEARCH_TEXTS_PER_ADDRESS);
    expect(texts).not.toContain(`made up ${SEARCH_TEXTS_PER_ADDRESS + 1}`);
    expect((await searchRows(t)).find((r) => r.text === 'made up 1')).toEqual({ text: 'made up 1', searches: 1, empty: 1 });

    await beacon({ kind: 'search', text: `made up ${SEARCH_TEXTS_PER_ADDRESS + 1}`, empty: true }, '198.51.100.4');
    await beacon({ kind: 'search', text: 'made up 1', empty: true }, '198.51.100.4');
    const rows = await searchRows(t);
    expect(rows).toHaveLength(SEARCH_TEXTS_PER_ADDRESS + 1);
    expect(rows.find((r) => r.text === 'made up 1')?.searches).toBe(2);
  });
});

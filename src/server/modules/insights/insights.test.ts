import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { jpeg } from '../../test-support/fixtures.ts';
import { createListing, openShop, type ShopTestApp } from '../listings/listings.test-support.ts';
import { PHONE_UA, visitor } from './insights.test-support.ts';
import { daysBefore, shopDay } from './shop-day.ts';
import { KEEP_DAYS, VisitCounter } from './visit-counter.ts';

let t: ShopTestApp;
let royal: Listing;
let trophy: Listing;

beforeEach(async () => {
  t = await openShop();
  const c = t.catalogue;
  royal = await createListing(t, t.cookie, c, { title: 'Royal Invite', images: { data: await jpeg(), filename: 'royal.jpg', type: 'image/jpeg' } });
  trophy = await createListing(t, t.cookie, c, { title: 'Golden Trophy', category: c.trophies, subcategory: c.trophiesPremium });
});
afterEach(() => t.close());

const insights = (query = '', headers: Record<string, string> = { cookie: t.cookie }) => t.app.inject({ method: 'GET', url: `/api/insights${query}`, headers });
/** `from`: the visitor's address (each visitor counts once per design, kind and day). */
const view = (id: string, from?: string) =>
  t.app.inject({ method: 'GET', url: `/api/listings/${id}`, headers: { ...visitor, accept: 'application/json' }, remoteAddress: from });
const beacon = (payload: object, from?: string) => t.app.inject({ method: 'POST', url: '/api/counts', headers: visitor, payload, remoteAddress: from });
/** Counts of an earlier day, straight into the table. */
const storedDay = (day: string, listingId: string, views: number, whatsapp = 0) =>
  t.app.db.insertInto('listing_counts').values({ day, listing_id: listingId, views, whatsapp, quotes: 0, shares: 0 }).execute();

describe('GET /api/insights', () => {
  it('is the owner’s: 401 without a session, 400 for a period other than 7, 30 or 90 days', async () => {
    expect((await insights('', {})).statusCode).toBe(401);
    const bad = await insights('?days=5');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/7, 30 or 90/);
  });

  it('adds up the week, with what was counted a moment ago: totals, enquiry rate, top designs, empty searches', async () => {
    for (let i = 0; i < 4; i += 1) await view(royal._id, `203.0.113.${i + 1}`);
    await view(trophy._id);
    await beacon({ kind: 'whatsapp', listingId: trophy._id });
    await beacon({ kind: 'share', listingId: royal._id });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: visitor,
      payload: { listingId: trophy._id, quantity: 1, name: 'Priya', phone: '+91 98220 12345' },
    });
    expect(quote.statusCode).toBe(201);
    await beacon({ kind: 'search', text: 'Silver cup', empty: true });
    await beacon({ kind: 'search', text: 'silver cup', empty: true }, '203.0.113.2');
    await beacon({ kind: 'search', text: 'peacock', empty: true });
    await beacon({ kind: 'search', text: 'royal', empty: false });

    const res = await insights();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const today = shopDay();
    expect(body).toMatchObject({ days: 7, from: daysBefore(today, 6), to: today });
    expect(body.totals).toEqual({ views: 5, whatsapp: 1, quotes: 1, shares: 1, enquiries: 2, searches: 4, emptySearches: 3 });
    expect(body.enquiryRate).toBeCloseTo(2 / 5);
    expect(body.series).toHaveLength(7);
    expect(body.series.at(-1)).toEqual({ day: today, views: 5, whatsapp: 1, quotes: 1, shares: 1 });
    expect(body.series[0]).toEqual({ day: daysBefore(today, 6), views: 0, whatsapp: 0, quotes: 0, shares: 0 });
    expect(body.topViewed.map((d: { title: string; views: number }) => [d.title, d.views])).toEqual([
      ['Royal Invite', 4],
      ['Golden Trophy', 1],
    ]);
    expect(body.topViewed[0].image).toBe(royal.images[0]);
    expect(body.topViewed[1].image).toBeNull();
    expect(body.topEnquired).toEqual([expect.objectContaining({ listingId: trophy._id, title: 'Golden Trophy', whatsapp: 1, quotes: 1, enquiries: 2 })]);
    expect(body.emptySearches).toEqual([
      { text: 'silver cup', searches: 2 },
      { text: 'peacock', searches: 1 },
    ]);
  });

  it('takes the days of the period asked for, and names only designs that still exist', async () => {
    const today = shopDay();
    await storedDay(today, royal._id, 2);
    await storedDay(daysBefore(today, 10), royal._id, 5, 1);
    await storedDay(daysBefore(today, 40), trophy._id, 7);
    await storedDay(daysBefore(today, 1), '00000000-0000-4000-8000-000000000000', 3);
    const week = (await insights('?days=7')).json();
    const month = (await insights('?days=30')).json();
    const quarter = (await insights('?days=90')).json();
    expect([week.totals.views, month.totals.views, quarter.totals.views]).toEqual([5, 10, 17]);
    expect([week.series.length, month.series.length, quarter.series.length]).toEqual([7, 30, 90]);
    expect(month.series.find((d: { day: string }) => d.day === daysBefore(today, 10))).toMatchObject({ views: 5, whatsapp: 1 });
    expect(quarter.topViewed.map((d: { title: string }) => d.title)).toEqual(['Golden Trophy', 'Royal Invite']);
    expect(week.topViewed.map((d: { title: string }) => d.title)).toEqual(['Royal Invite']);
    expect(week.topEnquired).toEqual([]);
    expect(month.topEnquired.map((d: { title: string }) => d.title)).toEqual(['Royal Invite']);
  });

  it('is all zeros for a shop nobody has visited yet', async () => {
    const body = (await insights()).json();
    expect(body.totals).toEqual({ views: 0, whatsapp: 0, quotes: 0, shares: 0, enquiries: 0, searches: 0, emptySearches: 0 });
    expect(body.enquiryRate).toBe(0);
    expect([body.topViewed, body.topEnquired, body.emptySearches]).toEqual([[], [], []]);
  });
});

describe('keeping counts 400 days', () => {
  it('the first write of a day forgets counts older than 400 days', async () => {
    const now = Date.parse('2026-11-23T06:00:00Z');
    const today = shopDay(now);
    const oldest = daysBefore(today, KEEP_DAYS - 1);
    await storedDay(daysBefore(today, KEEP_DAYS), royal._id, 9);
    await storedDay(oldest, royal._id, 4);
    await t.app.db
      .insertInto('search_counts')
      .values({ day: daysBefore(today, KEEP_DAYS + 30), text: 'old', searches: 1, empty: 1 })
      .execute();
    const counter = new VisitCounter(t.app.db, t.app.log, {
      enabled: true,
      dataVersion: () => t.app.dataVersion.current(),
      now: () => now,
      flushEveryMs: 3_600_000,
    });
    counter.listing({ address: '203.0.113.7', agent: PHONE_UA }, royal._id, 'views');
    await counter.close();
    const rows = await t.app.db.selectFrom('listing_counts').select(['day', 'views']).orderBy('day').execute();
    expect(rows.map((r) => [r.day, Number(r.views)])).toEqual([
      [oldest, 4],
      [today, 1],
    ]);
    expect(await t.app.db.selectFrom('search_counts').selectAll().execute()).toEqual([]);
  });

  it('counts on the shop’s day (India): 20:00 UTC is already the next day there', () => {
    expect(shopDay(Date.parse('2026-11-23T18:29:00Z'))).toBe('2026-11-23');
    expect(shopDay(Date.parse('2026-11-23T18:31:00Z'))).toBe('2026-11-24');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { FINISHING_MESSAGE } from '../../../contract/listings.ts';
import { csvOf, exportCsv, postImport, recordsOf } from '../spreadsheet/spreadsheet.test-support.ts';
import { openShopWithListing, putListing, type ShopTestApp } from './listings.test-support.ts';

let t: ShopTestApp;
let listing: Listing;
beforeAll(async () => {
  ({ t, listing } = await openShopWithListing());
});
afterAll(() => t?.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('a listing’s finishing cost a piece (the owner’s alone)', () => {
  it('is 0 until set; set in the form as rupees; blank is 0 again', async () => {
    expect(listing.finishing).toBe('0');
    const set = await putListing(t, t.cookie, listing._id, { finishing: '3.5' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().finishing).toBe('3.50');
    expect((await get(`/api/listings/${listing._id}`, t.cookie)).json().finishing).toBe('3.50');
    // Another field changed without it keeps it.
    await putListing(t, t.cookie, listing._id, { price: '550' });
    expect((await get(`/api/listings/${listing._id}`, t.cookie)).json().finishing).toBe('3.50');
    expect((await putListing(t, t.cookie, listing._id, { finishing: '' })).json().finishing).toBe('0');
  });

  it.each(['abc', '-2', '1.234'])('refuses %j with a message, changing nothing', async (finishing) => {
    await putListing(t, t.cookie, listing._id, { finishing: '2' });
    const res = await putListing(t, t.cookie, listing._id, { finishing });
    expect([res.statusCode, res.json().message]).toEqual([400, FINISHING_MESSAGE]);
    expect((await get(`/api/listings/${listing._id}`, t.cookie)).json().finishing).toBe('2');
  });

  it('is in no answer to a visitor: not the listing, not the list', async () => {
    await putListing(t, t.cookie, listing._id, { finishing: '7777.77' });
    const one = await get(`/api/listings/${listing._id}`);
    const all = await get('/api/listings');
    expect([one.statusCode, all.statusCode]).toEqual([200, 200]);
    expect(one.json()).not.toHaveProperty('finishing');
    expect(all.json()[0]).not.toHaveProperty('finishing');
    expect(one.body + all.body).not.toContain('7777');
    // The owner's list has it, and is never kept.
    const owners = await get('/api/listings', t.cookie);
    expect([owners.json()[0].finishing, owners.headers['cache-control']]).toEqual(['7777.77', 'no-store']);
  });

  it('travels in the listings spreadsheet both ways; a price written differently is no change', async () => {
    await putListing(t, t.cookie, listing._id, { finishing: '2.5' });
    const row = recordsOf(await exportCsv(t, t.cookie)).find((r) => r.id === listing._id)!;
    expect(row.finishing).toBe('2.50');
    row.finishing = '2.5';
    expect((await postImport(t, csvOf([row]), { cookie: t.cookie })).json()).toMatchObject({ unchanged: 1, bad: [] });
    row.finishing = '4';
    expect((await postImport(t, csvOf([row]), { cookie: t.cookie })).json()).toMatchObject({ updated: 1, bad: [] });
    expect((await get(`/api/listings/${listing._id}`, t.cookie)).json().finishing).toBe('4');
    row.finishing = 'four';
    expect((await postImport(t, csvOf([row]), { cookie: t.cookie })).json().bad).toEqual([{ row: 2, reasons: [FINISHING_MESSAGE] }]);
  });
});

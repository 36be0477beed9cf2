import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { PRINT_MESSAGES } from '../../../contract/print-size.ts';
import { csvOf, exportCsv, postImport, recordsOf } from '../spreadsheet/spreadsheet.test-support.ts';
import { openShopWithListing, putListing, type ShopTestApp } from './listings.test-support.ts';

let t: ShopTestApp;
let listing: Listing;
beforeAll(async () => {
  ({ t, listing } = await openShopWithListing());
});
afterAll(() => t?.close());

const put = (print: unknown) => putListing(t, t.cookie, listing._id, { print: typeof print === 'string' ? print : JSON.stringify(print) });
const read = async () => (await t.app.inject({ url: `/api/listings/${listing._id}` })).json() as Listing;

describe('a listing’s print size', () => {
  it('is none until set; set in the form with bleed 3 mm and one side unless given; blank clears it', async () => {
    expect(listing.print).toBeNull();
    const set = await put({ widthMm: 85.6, heightMm: '54' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().print).toEqual({ widthMm: 85.6, heightMm: 54, bleedMm: 3, sides: 1 });
    expect((await read()).print).toEqual({ widthMm: 85.6, heightMm: 54, bleedMm: 3, sides: 1 });
    // Another field changed without print keeps it.
    await putListing(t, t.cookie, listing._id, { price: '550' });
    expect((await read()).print).toEqual({ widthMm: 85.6, heightMm: 54, bleedMm: 3, sides: 1 });
    expect((await put({ widthMm: 89, heightMm: 51, bleedMm: 2, sides: 2 })).json().print).toEqual({ widthMm: 89, heightMm: 51, bleedMm: 2, sides: 2 });
    expect((await put('')).json().print).toBeNull();
  });

  it.each([
    [{ widthMm: 5, heightMm: 50 }, PRINT_MESSAGES.size('widthMm')],
    [{ widthMm: 89.55, heightMm: 50 }, PRINT_MESSAGES.size('widthMm')],
    [{ widthMm: 89, heightMm: 5000 }, PRINT_MESSAGES.size('heightMm')],
    [{ widthMm: 89, heightMm: 51, bleedMm: 11 }, PRINT_MESSAGES.bleed],
    [{ widthMm: 89, heightMm: 51, sides: 3 }, PRINT_MESSAGES.sides],
    [[89, 51], PRINT_MESSAGES.shape],
    ['89x51', PRINT_MESSAGES.json],
  ])('refuses %j with a message, changing nothing', async (print, message) => {
    await put({ widthMm: 127, heightMm: 178 });
    const res = await put(print);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect((await read()).print).toEqual({ widthMm: 127, heightMm: 178, bleedMm: 3, sides: 1 });
  });

  it('travels in the listings spreadsheet both ways', async () => {
    await put({ widthMm: 127, heightMm: 178 });
    const records = recordsOf(await exportCsv(t, t.cookie));
    const row = records.find((r) => r.id === listing._id)!;
    expect(row.print).toBe('{"widthMm":127,"heightMm":178,"bleedMm":3,"sides":1}');
    row.print = '{"widthMm":89,"heightMm":51,"sides":2}';
    const res = await postImport(t, csvOf([row]), { cookie: t.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ updated: 1, bad: [] });
    expect((await read()).print).toEqual({ widthMm: 89, heightMm: 51, bleedMm: 3, sides: 2 });
    row.print = '{"widthMm":0}';
    const bad = await postImport(t, csvOf([row]), { cookie: t.cookie });
    expect(bad.json().bad).toEqual([{ row: 2, reasons: [PRINT_MESSAGES.size('widthMm'), PRINT_MESSAGES.size('heightMm')] }]);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uniqueJpeg } from '../../test-support/fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createListing, file, seedCatalogue, type Catalogue } from './listings.test-support.ts';

let t: TestApp;
let c: Catalogue;
// One catalogue for every test here: they only read it.
beforeAll(async () => {
  t = await createTestApp();
  const cookie = await t.login();
  c = await seedCatalogue(t);
  // Created in this order, so newest first is the reverse.
  await createListing(t, cookie, c, {
    title: 'Gold Trophy',
    category: c.trophies,
    subcategory: c.trophiesPremium,
    price: '1200',
    favorite: '1',
    images: [file(await uniqueJpeg(64, 48))],
  });
  await createListing(t, cookie, c, {
    title: 'Royal Wedding Card',
    price: '99.50',
    discountPrice: '80',
    images: [file(await uniqueJpeg(64, 48)), file(await uniqueJpeg(64, 48))],
  });
  await createListing(t, cookie, c, { title: 'Classic wedding invite', subcategory: c.weddingClassic, price: '1000', discountPrice: '1000' });
  await createListing(t, cookie, c, {
    title: '50% off: Silver_Cup',
    category: c.trophies,
    subcategory: c.trophiesPremium,
    price: '250',
    discountPrice: '300',
    favorite: '1',
  });
  await createListing(t, cookie, c, { title: 'Big Banner', price: '12000.75', discountPrice: '9999.99' });
});
afterAll(() => t.close());

async function titles(query = ''): Promise<string[]> {
  const res = await t.app.inject({ url: `/api/listings${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().map((l: { title: string }) => l.title);
}

describe('listing the catalogue', () => {
  it('answers a plain array, newest first', async () => {
    expect(await titles()).toEqual(['Big Banner', '50% off: Silver_Cup', 'Classic wedding invite', 'Royal Wedding Card', 'Gold Trophy']);
    expect(await titles('?sort=newest')).toEqual(await titles());
    expect(await titles('?sort=')).toEqual(await titles());
  });

  it('sorts by price as a number, not as text', async () => {
    expect(await titles('?sort=price-asc')).toEqual(['Royal Wedding Card', '50% off: Silver_Cup', 'Classic wedding invite', 'Gold Trophy', 'Big Banner']);
    expect(await titles('?sort=price-desc')).toEqual(['Big Banner', 'Gold Trophy', 'Classic wedding invite', '50% off: Silver_Cup', 'Royal Wedding Card']);
  });

  it('filters by category, subcategory, favorite and real discounts', async () => {
    expect(await titles(`?category=${c.trophies}`)).toEqual(['50% off: Silver_Cup', 'Gold Trophy']);
    expect(await titles(`?subcategory=${c.weddingClassic}`)).toEqual(['Classic wedding invite']);
    expect(await titles(`?category=${c.trophies}&subcategory=${c.weddingClassic}`)).toEqual([]);
    expect(await titles('?favorite=1')).toEqual(['50% off: Silver_Cup', 'Gold Trophy']);
    // A discount equal to or above the price is no discount.
    expect(await titles('?discounted=1&sort=price-asc')).toEqual(['Royal Wedding Card', 'Big Banner']);
  });

  it('searches titles case-insensitively, with % and _ taken literally', async () => {
    expect(await titles('?q=WEDDING')).toEqual(['Classic wedding invite', 'Royal Wedding Card']);
    expect(await titles('?q=50%25')).toEqual(['50% off: Silver_Cup']);
    expect(await titles('?q=_')).toEqual(['50% off: Silver_Cup']);
    expect(await titles('?q=%25')).toEqual(['50% off: Silver_Cup']);
    expect(await titles('?q=nothing-like-this')).toEqual([]);
  });

  it('limits the count after sorting and filtering', async () => {
    expect(await titles('?limit=2')).toEqual(['Big Banner', '50% off: Silver_Cup']);
    expect(await titles(`?limit=1&sort=price-asc&category=${c.trophies}`)).toEqual(['50% off: Silver_Cup']);
  });

  it('answers a clear 400 for a value that cannot mean anything, never a 500', async () => {
    for (const query of [
      'category=abc',
      'subcategory=1',
      'favorite=yes',
      'discounted=maybe',
      'sort=cheapest',
      'limit=0',
      'limit=501',
      'limit=2.5',
      'q=a&q=b',
      `q=${'x'.repeat(201)}`,
    ]) {
      const res = await t.app.inject({ url: `/api/listings?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/^(category|subcategory|favorite|discounted|sort|limit|q|Give q)/);
    }
    expect(await titles('?unknown=1')).toHaveLength(5);
  });

  it("includes each listing's images, loaded in one query for all of them", async () => {
    const spy = vi.spyOn(t.app.db, 'selectFrom');
    const res = await t.app.inject({ url: '/api/listings' });
    const tables = spy.mock.calls.map((call) => String(call[0]));
    spy.mockRestore();
    expect(tables.filter((name) => name.startsWith('listing_images'))).toHaveLength(1);
    const counts = Object.fromEntries(res.json().map((l: { title: string; images: string[] }) => [l.title, l.images.length]));
    expect(counts).toEqual({ 'Big Banner': 0, '50% off: Silver_Cup': 0, 'Classic wedding invite': 0, 'Royal Wedding Card': 2, 'Gold Trophy': 1 });
  });
});

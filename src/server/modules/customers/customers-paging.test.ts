import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerSummary } from '../../../contract/customers.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { seedCatalogue, createListing } from '../listings/listings.test-support.ts';
import { createQuote } from '../quotes/quotes.repository.ts';

/** The customers' list pages 50 at a time like the other back-office lists (back-office-paging.test.ts). */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
  const listing = await createListing(t, cookie, await seedCatalogue(t));
  const estimate = { quantity: 100, perPiece: '20', total: '2000', choices: {} };
  const ask = (name: string, phone: string) =>
    createQuote(t.app.db, { listingId: listing._id, listingTitle: listing.title, estimate, texts: [], name, phone, lang: 'en' });
  await ask('Zari the first customer', '90000 00000');
  // 119 more, each newer than the last; two numbers typed twice, differently.
  for (let n = 1; n < 120; n++) await ask(`Customer ${n}`, `9${String(n).padStart(9, '0')}`);
  await ask('Customer 7 again', '+91-9000000007');
  await ask('Customer 8 again', '0 9000000008');
});
afterAll(() => t?.close());

const page = async (query: string): Promise<CustomerSummary[]> => {
  const res = await t.app.inject({ url: `/api/customers?${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().result;
};

describe('customers, 50 at a time', () => {
  it('120 customers are 50 + 50 + 20, the one who asked most recently first, none twice, none missed', async () => {
    const pages = [await page('limit=50'), await page('limit=50&offset=50'), await page('limit=50&offset=100')];
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    const all = pages.flat();
    expect(new Set(all.map((c) => c.id)).size).toBe(120);
    expect(all.map((c) => c.id)).toEqual((await page('limit=100')).concat(await page('offset=100')).map((c) => c.id));
    expect(all.slice(0, 2).map((c) => [c.name, c.jobs])).toEqual([
      ['Customer 8 again', 2],
      ['Customer 7 again', 2],
    ]);
    expect(all.at(-1)!.name).toBe('Zari the first customer');
    expect((await page('limit=50')).length).toBe(50);
    expect(await page('offset=119')).toHaveLength(1);
  });

  it('searches every customer, beyond the first page, by name or by number however typed', async () => {
    expect((await page('q=zari')).map((c) => c.phone)).toEqual(['+919000000000']);
    expect((await page(`q=${encodeURIComponent('+91 90000 00007')}`)).map((c) => c.name)).toEqual(['Customer 7 again']);
    // A name given on an older quote finds the customer too.
    expect((await page('q=customer%207')).map((c) => c.name)).toContain('Customer 7 again');
  });

  it('refuses a limit or offset that is not a whole number in range', async () => {
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'offset=x']) {
      const res = await t.app.inject({ url: `/api/customers?${query}`, headers: { cookie } });
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json().message).toMatch(/^(limit|offset) must be a whole number/);
    }
  });
});

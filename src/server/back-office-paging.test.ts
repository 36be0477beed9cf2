import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from './lib/ids.ts';
import { writeAudit } from './modules/audit/audit.repository.ts';
import { insertListing } from './modules/listings/listings.repository.ts';
import { seedCatalogue } from './modules/listings/listings.test-support.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';

/**
 * The back office's long lists page and search on the server (issue 17, item 7): designs
 * (GET /api/listings) and activity (GET /api/audit); quotes in modules/quotes/quote-list.test.ts.
 */
let t: TestApp;
let cookie: string;
const HOSTILE = ['50% off Silver Cup', 'Silver_Cup deluxe', 'back\\slash shield', 'शुभ विवाह निमंत्रण'];

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
  const c = await seedCatalogue(t);
  const refs = { category_id: c.wedding, subcategory_id: c.weddingPremium, religion_id: null };
  const titles = ['Zari the oldest design', ...HOSTILE, ...Array.from({ length: 115 }, (_, i) => `Design ${i + 5}`)];
  // All in one millisecond on a fast machine: the id breaks the tie, so the pages still follow one order.
  await t.app.db.transaction().execute(async (trx) => {
    for (const title of titles) await insertListing(trx, newId(), { title, price: '100', moq: 1, favorite: '0' }, refs, []);
  });
  const entry = (label: string, userName = 'owner') => ({
    userId: null,
    userName,
    ip: '203.0.113.9',
    action: 'update',
    entity: 'listing',
    recordId: null,
    label,
    changes: {},
  });
  await writeAudit(t.app.db, [entry('Zari the oldest change', 'meena'), ...HOSTILE.map((h) => entry(h))]);
  for (let n = 0; n < 115; n++) await writeAudit(t.app.db, [entry(`Change ${n}`)]);
});
afterAll(() => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  return { status: res.statusCode, body: res.json() };
};
const titles = async (query: string) => ((await get(`/api/listings?${query}`)).body as { title: string }[]).map((l) => l.title);
const labels = async (query: string) => ((await get(`/api/audit?${query}`)).body.result as { label: string }[]).map((e) => e.label);

describe('designs, 50 at a time', () => {
  it('120 designs are 50 + 50 + 20, newest first, none twice, none missed', async () => {
    const pages = [await titles('limit=50'), await titles('limit=50&offset=50'), await titles('limit=50&offset=100')];
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    expect(new Set(pages.flat()).size).toBe(120);
    expect(pages.flat()).toEqual(await titles(''));
    expect(pages[2]!.at(-1)).toBe('Zari the oldest design');
    expect(await titles('offset=118')).toHaveLength(2);
  });

  it('searches every design, beyond the first page', async () => {
    expect(await titles('limit=50&q=zari')).toEqual(['Zari the oldest design']);
  });

  it.each([
    ['%', ['50% off Silver Cup']],
    ['_', ['Silver_Cup deluxe']],
    ['\\', ['back\\slash shield']],
    ['विवाह', ['शुभ विवाह निमंत्रण']],
    ['%%', []],
  ])('matches %s literally', async (q, found) => {
    expect(await titles(`limit=50&q=${encodeURIComponent(q)}`)).toEqual(found);
  });

  it('refuses an offset that is not a whole number', async () => {
    for (const offset of ['-1', 'x', '1.5', '99999999']) {
      const res = await get(`/api/listings?offset=${offset}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('offset must be a whole number');
    }
  });
});

describe('activity, 50 at a time', () => {
  it('pages 120 entries as 50 + 50 + 20 (the login is one more, of another record)', async () => {
    const pages = [await labels('entity=listing&limit=50'), await labels('entity=listing&limit=50&offset=50'), await labels('entity=listing&offset=100')];
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    expect(new Set(pages.flat()).size).toBe(120);
  });

  it('searches every entry: the record or the user, literally', async () => {
    expect(await labels('q=ZARI')).toEqual(['Zari the oldest change']);
    expect(await labels('q=meena')).toEqual(['Zari the oldest change']);
    expect(await labels(`q=${encodeURIComponent('%')}`)).toEqual(['50% off Silver Cup']);
    expect(await labels(`q=${encodeURIComponent('_')}`)).toEqual(['Silver_Cup deluxe']);
    expect(await labels(`q=${encodeURIComponent('विवाह')}`)).toEqual(['शुभ विवाह निमंत्रण']);
    expect(await labels('q=Change%2011&entity=listing')).toEqual(['Change 114', 'Change 113', 'Change 112', 'Change 111', 'Change 110', 'Change 11']);
    expect((await get('/api/audit?q=a%00b')).status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuotePage } from '../../../contract/quote-list.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createQuote } from './quotes.repository.ts';

let t: TestApp;
let cookie: string;

/** 120 quotes written straight to the database, oldest first (n = 0 is the oldest), and a few with hostile names. */
const HOSTILE = ['50% off Sharma', 'a_b Printers', 'back\\slash Traders', 'राधेश्याम अग्रवाल'];
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
  const quote = (name: string, title = 'Wedding card', phone = '98220 12345') =>
    createQuote(t.app.db, {
      listingId: 'e0000001-0000-4000-8000-000000000001',
      listingTitle: title,
      estimate: { quantity: 100, perPiece: '10', total: '1000', choices: {} },
      texts: [],
      name,
      phone,
      lang: 'en',
    });
  await quote('Zubin the oldest', 'Golden trophy', '91234 56789');
  for (const name of HOSTILE) await quote(name);
  for (let n = 5; n < 120; n++) await quote(`Customer ${n}`);
  // Three jobs move on: two wait for the owner again (changes asked), one is ready for pickup.
  const ids = (await t.app.db.selectFrom('quotes').select(['id', 'name']).execute()).filter((r) => ['Customer 7', 'Customer 8', 'Customer 9'].includes(r.name));
  const set = (name: string, status: string, order_number: string | null = null) =>
    t.app.db
      .updateTable('quotes')
      .set({ status, order_number })
      .where('id', '=', ids.find((r) => r.name === name)!.id)
      .execute();
  await set('Customer 7', 'changes_requested');
  await set('Customer 8', 'quoted', 'SGP-2026-27-0008');
  await set('Customer 9', 'ready');
});
afterAll(() => t?.close());

const get = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/quotes${query}`, headers: { cookie } });
  return { status: res.statusCode, body: res.json() as QuotePage & { message?: string } };
};
const names = (page: QuotePage) => page.result.map((q) => q.name);

describe('GET /api/quotes (paged, filtered, searched on the server)', () => {
  it('answers 50 at a time, newest first: 120 quotes are 50 + 50 + 20, none twice, none missed', async () => {
    const pages = [await get(''), await get('?offset=50'), await get('?offset=100&limit=50')];
    expect(pages.map((p) => p.body.result.length)).toEqual([50, 50, 20]);
    const ids = pages.flatMap((p) => p.body.result.map((q) => q._id));
    expect(new Set(ids).size).toBe(120);
    expect(pages[2]!.body.result.at(-1)!.name).toBe('Zubin the oldest');
    expect((await get('?limit=100')).body.result.map((q) => q._id)).toEqual(ids.slice(0, 100));
    expect(pages[0]!.body.counts).toMatchObject({ new: 117, changes_requested: 1, quoted: 1, ready: 1, delivered: 0 });
    expect(pages[0]!.body.result[0]).toMatchObject({ stage: expect.any(String), timeline: [expect.objectContaining({ stage: 'new' })] });
  });

  it('searches all the quotes, not the page shown: order number, name, phone or item, in any case', async () => {
    expect(names((await get('?q=ZUBIN')).body)).toEqual(['Zubin the oldest']);
    expect(names((await get('?q=sgp-2026-27-0008')).body)).toEqual(['Customer 8']);
    expect(names((await get('?q=91234')).body)).toEqual(['Zubin the oldest']);
    const trophy = (await get('?q=golden%20TROPHY')).body;
    expect(names(trophy)).toEqual(['Zubin the oldest']);
    expect(trophy.counts).toMatchObject({ new: 1, ready: 0 });
  });

  it.each([
    ['%', '50% off Sharma'],
    ['_', 'a_b Printers'],
    ['\\', 'back\\slash Traders'],
    ['राधे', 'राधेश्याम अग्रवाल'],
    ['श्याम अ', 'राधेश्याम अग्रवाल'],
  ])('matches %s literally', async (q, name) => {
    expect(names((await get(`?q=${encodeURIComponent(q)}`)).body)).toEqual([name]);
  });

  it('finds nothing rather than everything for wildcards alone, and a blank search is no search', async () => {
    expect((await get(`?q=${encodeURIComponent('%%')}`)).body.result).toEqual([]);
    expect((await get(`?q=${encodeURIComponent("' or 1=1 --")}`)).body.result).toEqual([]);
    expect((await get('?q=%20%20')).body.result).toHaveLength(50);
  });

  it('filters by stage, by "waiting for me" (new and changes requested), and both with a search', async () => {
    expect(names((await get('?stage=ready')).body)).toEqual(['Customer 9']);
    const waiting = await get('?waiting=1&limit=100&offset=100');
    expect(waiting.body.result.every((q) => q.stage === 'new' || q.stage === 'changes_requested')).toBe(true);
    expect((await get('?waiting=1&limit=100')).body.result).toHaveLength(100);
    expect(waiting.body.result).toHaveLength(18);
    expect(names((await get('?stage=changes_requested')).body)).toEqual(['Customer 7']);
    expect(names((await get('?waiting=1&q=Customer%207')).body)).toContain('Customer 7');
    expect(names((await get('?waiting=1&q=Customer%208')).body)).not.toContain('Customer 8');
    expect(names((await get('?waiting=0&q=Customer%20')).body).sort()).toEqual(['Customer 8', 'Customer 9']);
  });

  it.each([
    ['?stage=done', 'stage must be one of'],
    ['?limit=101', 'limit must be a whole number from 1 to 100.'],
    ['?limit=0', 'limit must be a whole number from 1 to 100.'],
    ['?offset=-1', 'offset must be a whole number'],
    ['?waiting=yes', 'waiting must be 1 or 0.'],
    ['?q=a%00b', 'q must not contain NUL characters.'],
    [`?q=${'x'.repeat(201)}`, 'q must be at most 200 characters.'],
    ['?q=a&q=b', 'Give q only once.'],
  ])('refuses %s with a message', async (query, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('is for the signed-in owner only, and never kept', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/quotes?waiting=1' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/quotes', headers: { cookie } })).headers['cache-control']).toBe('no-store');
  });

  it("counts the jobs waiting in the dashboard's figures", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/insights?days=7', headers: { cookie } });
    expect(res.json().jobsWaiting).toBe(118);
  });
});

describe('GET /api/quotes?q= finds a customer however the number is typed, and a quote by its short id', () => {
  const ask = (name: string, phone: string) =>
    createQuote(t.app.db, {
      listingId: 'e0000001-0000-4000-8000-000000000002',
      listingTitle: 'Visiting card',
      estimate: { quantity: 100, perPiece: '2', total: '200', choices: {} },
      texts: [],
      name,
      phone,
      lang: 'en',
    });
  let spaced: string;
  beforeAll(async () => {
    await ask('Typed with a space', '98220 54321');
    await ask('Typed with +91', '+91 98765-43210');
    await ask('Typed with 0', '09988776655');
    spaced = (await t.app.db.selectFrom('quotes').select('id').where('name', '=', 'Typed with a space').executeTakeFirstOrThrow()).id;
  });

  it.each([
    ['9822054321', 'Typed with a space'],
    ['+91 98220 54321', 'Typed with a space'],
    ['098220-54321', 'Typed with a space'],
    ['0091 98220 54321', 'Typed with a space'],
    ['2205432', 'Typed with a space'],
    ['9876543210', 'Typed with +91'],
    ['98765 43210', 'Typed with +91'],
    ['9988776655', 'Typed with 0'],
    ['+91 99887 76655', 'Typed with 0'],
  ])('%s finds %s', async (q, name) => {
    expect(names((await get(`?q=${encodeURIComponent(q)}`)).body)).toEqual([name]);
  });

  it('finds the quote by its label #d3fc2e5f, with or without the #, in any case', async () => {
    for (const q of [`#${spaced.slice(0, 8)}`, spaced.slice(0, 8), spaced.slice(0, 8).toUpperCase(), spaced]) {
      expect(names((await get(`?q=${encodeURIComponent(q)}`)).body), q).toEqual(['Typed with a space']);
    }
  });
});

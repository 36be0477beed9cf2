import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { openQuoteShop } from './quotes.test-support.ts';

/** "Order again" on a job (issue 31, item 2): POST /api/quotes/{id}/repeat. */
let t: ShopTestApp;
let listing: Listing;

beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
});
afterAll(() => t?.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, cookie: string = t.cookie) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('Order again', () => {
  it('makes a new quote of the same item, choices, texts, quantity, name, number and language, at stage new, unpriced', async () => {
    const asked = await inject('POST', '/api/quotes', {
      listingId: listing._id,
      quantity: 300,
      texts: { names: 'प्रिया ♥ <b>Rohan</b> 50%' },
      name: 'प्रिया',
      phone: '+91 98220 40404',
      lang: 'hi',
    });
    const oldRow = await t.app.db.selectFrom('quotes').selectAll().where('token', '=', asked.json().token).executeTakeFirstOrThrow();
    expect((await inject('PUT', `/api/quotes/${oldRow.id}`, { finalPrice: '6000' })).statusCode).toBe(200);
    expect((await inject('PUT', `/api/quotes/${oldRow.id}`, { stage: 'approved' })).statusCode).toBe(200);
    const old = (await inject('GET', `/api/quotes/${oldRow.id}`)).json();

    const res = await inject('POST', `/api/quotes/${oldRow.id}/repeat`);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made._id).not.toBe(old._id);
    expect(made.token).toMatch(/^[0-9a-f]{32}$/);
    expect(made.token).not.toBe(old.token);
    expect(made).toMatchObject({
      listingId: old.listingId,
      listingTitle: old.listingTitle,
      quantity: 300,
      choices: old.choices,
      texts: old.texts,
      name: 'प्रिया',
      phone: '+91 98220 40404',
      lang: 'hi',
      stage: 'new',
      finalPrice: null,
      orderNumber: null,
      approvedAt: null,
      payments: [],
      invoice: null,
      estimate: old.estimate,
    });
    expect(made.timeline.map((s: { stage: string }) => s.stage)).toEqual(['new']);
    // The customer's link opens it; the old job is as it was.
    expect((await t.app.inject({ url: `/api/quotes/${made.token}` })).json()).toMatchObject({ stage: 'new', name: 'प्रिया' });
    expect((await inject('GET', `/api/quotes/${old._id}`)).json()).toMatchObject({ stage: 'approved', finalPrice: '6000' });
    const [entry] = (await inject('GET', '/api/audit?entity=quote')).json().result;
    expect(entry).toMatchObject({ action: 'create', recordId: made._id, changes: { stage: { before: null, after: 'new' } } });
  });

  it('keeps the old estimate when the item no longer sells that way, and refuses a job with no item', async () => {
    const asked = await inject('POST', '/api/quotes', { listingId: listing._id, quantity: 200, texts: { names: 'Ravi' }, name: 'Ravi', phone: '98220 50505' });
    const row = await t.app.db.selectFrom('quotes').selectAll().where('token', '=', asked.json().token).executeTakeFirstOrThrow();
    // The shop raised its minimum order above what Ravi asked for.
    await t.app.db.updateTable('listings').set({ moq: 500 }).where('id', '=', listing._id).execute();
    const again = await inject('POST', `/api/quotes/${row.id}/repeat`);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ quantity: 200, estimate: { perPiece: row.estimate_per_piece, total: row.estimate_total }, stage: 'new' });
    await t.app.db.updateTable('listings').set({ moq: 100 }).where('id', '=', listing._id).execute();

    await t.app.db.updateTable('quotes').set({ listing_id: null }).where('id', '=', row.id).execute();
    const refused = await inject('POST', `/api/quotes/${row.id}/repeat`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'This job names no item of the catalogue: it cannot be ordered again. Ask the customer to choose one.',
    ]);
  });

  it('answers 404 for an unknown job or a text that is no id, and 401 without a session, making nothing', async () => {
    const before = await t.app.db.selectFrom('quotes').select('id').execute();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '%00']) {
      const res = await inject('POST', `/api/quotes/${id}/repeat`);
      expect([res.statusCode, res.json().message]).toEqual([404, 'Quote not found']);
    }
    const quote = before[0]!.id;
    expect((await inject('POST', `/api/quotes/${quote}/repeat`, undefined, '')).statusCode).toBe(401);
    expect(await t.app.db.selectFrom('quotes').select('id').execute()).toHaveLength(before.length);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { orderYearOf } from '../../../contract/order-numbers.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { createSiteConfig } from '../site-config/site-config.repository.ts';
import { askQuote, openQuoteShop } from './quotes.test-support.ts';

let t: ShopTestApp;
let listing: Listing;
const year = orderYearOf(new Date());

beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
  await createSiteConfig(t.app.db, { name: 'Shree Ganesh Printers', email: 'shop@example.com', phone: '98220 12345', address: 'Pune' });
});
afterAll(() => t?.close());

const newQuote = (name?: string) => askQuote(t, listing, name);
const put = (id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/quotes/${id}`, headers: { cookie: t.cookie }, payload });
const numberOf = async (token: string) => (await t.app.inject({ method: 'GET', url: `/api/quotes/${token}` })).json().orderNumber as string | null;
const serial = (orderNumber: string | null) => Number(orderNumber?.split('-').at(-1));

describe('order numbers', () => {
  it('are given when a quote is first priced, from the shop name and the financial year; never changed or reused after', async () => {
    const a = await newQuote();
    expect(await numberOf(a.token)).toBeNull();
    const priced = await put(a.id, { finalPrice: '4000' });
    expect(priced.statusCode, priced.body).toBe(200);
    const first = priced.json().orderNumber as string;
    expect(first).toMatch(new RegExp(`^SGP-${year}-\\d{4}$`));
    expect(await numberOf(a.token)).toBe(first);
    // The owner's pricing is in the activity log, with the number it gave, under the owner's name.
    const audit = await t.app.inject({ method: 'GET', url: '/api/audit?entity=quote', headers: { cookie: t.cookie } });
    const entry = audit.json().result.find((e: { recordId: string }) => e.recordId === a.id);
    expect(entry).toMatchObject({
      action: 'update',
      userName: 'owner',
      changes: { orderNumber: { before: null, after: first }, stage: { before: 'new', after: 'quoted' } },
    });

    // A new price, a stage change, a cancellation: the number stays.
    expect((await put(a.id, { finalPrice: '4500' })).json().orderNumber).toBe(first);
    expect((await put(a.id, { stage: 'cancelled', reason: 'Changed their mind' })).json().orderNumber).toBe(first);

    // A quote cancelled before it was priced has none; the next one priced takes the next number.
    const b = await newQuote();
    expect((await put(b.id, { stage: 'cancelled', reason: 'A test order' })).json().orderNumber).toBeNull();
    const c = await newQuote();
    expect(serial((await put(c.id, { finalPrice: '300' })).json().orderNumber)).toBe(serial(first) + 1);
    // The owner's list carries it too.
    const list = await t.app.inject({ method: 'GET', url: '/api/quotes', headers: { cookie: t.cookie } });
    expect(list.json().result.find((q: { _id: string }) => q._id === a.id).orderNumber).toBe(first);
  });

  it('stay consecutive when twenty quotes are priced at once', async () => {
    const quotes = [];
    for (let i = 0; i < 20; i++) quotes.push(await newQuote(`प्रिया ${i}`));
    const before = await t.app.db.selectFrom('order_counters').select('last_number').where('financial_year', '=', year).executeTakeFirst();
    const answers = await Promise.all(quotes.map((q, i) => put(q.id, { finalPrice: String(1000 + i) })));
    expect(answers.map((r) => r.statusCode)).toEqual(quotes.map(() => 200));
    const serials = answers.map((r) => serial(r.json().orderNumber)).sort((x, y) => x - y);
    const start = Number(before?.last_number ?? 0) + 1;
    expect(serials).toEqual(quotes.map((_, i) => start + i));
    // Asked again at once, the same prices change no number.
    const again = await Promise.all(quotes.map((q, i) => put(q.id, { finalPrice: String(1000 + i) })));
    expect(again.map((r) => r.json().orderNumber)).toEqual(answers.map((r) => r.json().orderNumber));
  });
});

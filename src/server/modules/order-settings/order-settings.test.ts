import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderYearOf } from '../../../contract/order-numbers.ts';
import type { Listing } from '../../../contract/catalogue.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { askQuote, openQuoteShop } from '../quotes/quotes.test-support.ts';
import { createSiteConfig } from '../site-config/site-config.repository.ts';

let t: ShopTestApp;
let listing: Listing;
const year = orderYearOf(new Date());

beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
});
afterAll(() => t?.close());

const settings = (cookie = t.cookie) => t.app.inject({ method: 'GET', url: '/api/order-settings', headers: cookie ? { cookie } : {} });
const choose = (payload: unknown, cookie = t.cookie) =>
  t.app.inject({ method: 'PUT', url: '/api/order-settings', headers: cookie ? { cookie } : {}, payload: payload as object });

/** Asks for a quote and prices it: its order number. */
async function pricedQuote(): Promise<string> {
  const { id } = await askQuote(t, listing);
  const priced = await t.app.inject({ method: 'PUT', url: `/api/quotes/${id}`, headers: { cookie: t.cookie }, payload: { finalPrice: '900' } });
  return priced.json().orderNumber;
}

describe('order number settings', () => {
  it('start from the shop name, and the owner chooses the prefix of numbers given from then on', async () => {
    expect((await settings()).json()).toEqual({ prefix: 'ORD', chosen: false, next: `ORD-${year}-0001` });
    await createSiteConfig(t.app.db, { name: 'Shree Ganesh Printers', email: 'shop@example.com', phone: '98220 12345', address: 'Pune' });
    expect((await settings()).json()).toEqual({ prefix: 'SGP', chosen: false, next: `SGP-${year}-0001` });
    expect(await pricedQuote()).toBe(`SGP-${year}-0001`);

    const chosen = await choose({ prefix: ' ga ' });
    expect([chosen.statusCode, chosen.json()]).toEqual([200, { prefix: 'GA', chosen: true, next: `GA-${year}-0002` }]);
    expect(await pricedQuote()).toBe(`GA-${year}-0002`);
    // The number given before keeps its prefix.
    expect(await t.app.db.selectFrom('quotes').select('order_number').orderBy('order_number').execute()).toEqual([
      { order_number: `GA-${year}-0002` },
      { order_number: `SGP-${year}-0001` },
    ]);

    const audit = await t.app.inject({ method: 'GET', url: '/api/audit?entity=order-settings', headers: { cookie: t.cookie } });
    expect(audit.json().result).toMatchObject([
      { action: 'update', userName: 'owner', label: 'Order numbers', changes: { prefix: { before: 'SGP', after: 'GA' } } },
    ]);
  });

  it.each([['ABCD'], ['S-1'], [''], ['<b>'], ['श्री'], [42], [null]])('refuse %j with a message, changing nothing', async (prefix) => {
    const before = (await settings()).json();
    const res = await choose({ prefix });
    expect([res.statusCode, res.json().message]).toEqual([400, 'The prefix must be 1 to 3 capital letters or digits, such as SGP.']);
    expect((await settings()).json()).toEqual(before);
  });

  it('need the session', async () => {
    expect((await settings('')).statusCode).toBe(401);
    expect((await choose({ prefix: 'XY' }, '')).statusCode).toBe(401);
    expect((await settings()).json().prefix).not.toBe('XY');
  });
});

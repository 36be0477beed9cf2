import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { QuoteSchema } from '../../../contract/quotes.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { askQuote, openQuoteShop } from './quotes.test-support.ts';

let t: ShopTestApp;
let listing: Listing;

beforeAll(async () => {
  ({ t, listing } = await openQuoteShop({ quoteLinkMisses: 3 }));
});
afterAll(() => t?.close());

const read = (param: string, cookie?: string, remoteAddress = '203.0.113.50') =>
  t.app.inject({ method: 'GET', url: `/api/quotes/${param}`, headers: cookie ? { cookie } : {}, remoteAddress });

describe('GET /api/quotes/{id}: one job for the owner', () => {
  it("answers the owner's view (phone, payments) by the quote's id, with a session only", async () => {
    const { id, token } = await askQuote(t, listing, 'Meera');
    const owned = await read(id, t.cookie);
    expect(owned.statusCode).toBe(200);
    expect(owned.headers['cache-control']).toBe('no-store');
    const quote = QuoteSchema.parse(owned.json());
    expect(quote).toMatchObject({ _id: id, token, name: 'Meera', phone: '98220 12345', stage: 'new', payments: [] });
    // Ids are compared as the database keeps them, whatever the case typed.
    expect((await read(id.toUpperCase(), t.cookie)).json()._id).toBe(id);

    for (const cookie of [undefined, 'sid=ended']) expect((await read(id, cookie)).statusCode).toBe(401);
    expect((await read('00000000-0000-4000-8000-000000000000', t.cookie)).statusCode).toBe(404);
  });

  it("leaves the customer's link as it was: the public view by the token, without a session", async () => {
    const { id, token } = await askQuote(t, listing, 'Ravi');
    const page = await read(token);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ token, name: 'Ravi', stage: 'new' });
    for (const key of ['_id', 'phone', 'payments', 'lang']) expect(body).not.toHaveProperty(key);
    // With a session the token still opens only what the customer sees.
    expect(Object.keys((await read(token, t.cookie)).json()).sort()).toEqual(Object.keys(body).sort());
    expect(body).not.toHaveProperty('_id');
    expect(id).not.toBe(token);
  });

  it("is no guess at a link: the owner's reads are not counted as wrong links, and a visitor's ids are", async () => {
    const { id } = await askQuote(t, listing, 'Asha');
    const owner = '198.51.100.77';
    for (let i = 0; i < 5; i++) expect((await read(id, t.cookie, owner)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await read('00000000-0000-4000-8000-000000000000', t.cookie, owner)).statusCode).toBe(404);
    // Three wrong tokens from that address are the limit (quoteLinkMisses); the owner's reads took none of them.
    for (let i = 0; i < 3; i++) expect((await read(String(i).repeat(32), undefined, owner)).statusCode).toBe(404);
    expect((await read('9'.repeat(32), undefined, owner)).statusCode).toBe(429);
    // Without a session an id opens nothing, and costs no look-up.
    expect((await read(id, undefined, '198.51.100.78')).statusCode).toBe(401);
  });
});

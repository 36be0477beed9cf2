import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { weddingSellingForm } from '../../../contract/selling-samples.ts';
import { jpeg } from '../../test-support/fixtures.ts';
import { insertSiteConfigRow } from '../../test-support/table-rows.ts';
import { createListing, openShop, type ShopTestApp } from '../listings/listings.test-support.ts';

let t: ShopTestApp;
let listing: Listing;

beforeAll(async () => {
  t = await openShop();
  listing = await createListing(t, t.cookie, t.catalogue, {
    price: '20',
    discountPrice: '18',
    moq: '100',
    images: { data: await jpeg(1280, 1800, { r: 245, g: 230, b: 200 }), filename: 'card.jpg', type: 'image/jpeg' },
    ...weddingSellingForm(),
  });
  // The shop's configuration straight in the table: its form is tested in its own module.
  await insertSiteConfigRow(t.app.db, { name: 'Shree Printers', email: 'shop@example.com', phone: '98765 43210', address: 'Pune' });
});
afterAll(() => t?.close());

const ask = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/quotes', payload });
const request = (over: Record<string, unknown> = {}) => ({
  listingId: listing._id,
  quantity: 300,
  choices: { Foil: 'Gold' },
  texts: { names: 'राहुल ❤ प्रिया', stray: 'ignored' },
  name: 'Priya',
  phone: '+91 98220 12345',
  ...over,
});

describe('quotes', () => {
  it('prices a request on the server and answers the page, the estimate and a WhatsApp link that carries them', async () => {
    const res = await ask(request({ estimate: { total: '1' } }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.estimate).toEqual({ perPiece: '16.50', total: '4950' });
    expect(body.url).toBe(`/quote/${body.token}`);
    expect(body.token).toMatch(/^[0-9a-f]{32}$/);
    const message = decodeURIComponent(new URL(body.whatsappUrl).searchParams.get('text')!);
    expect(body.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(message).toContain('Quantity: 300');
    expect(message).toContain('Foil: Gold');
    expect(message).toContain('Names: राहुल ❤ प्रिया');
    expect(message).toContain('300 × ₹16.50 = ₹4,950');
    expect(message).toContain(`/quote/${body.token}`);

    const page = await t.app.inject({ method: 'GET', url: `/api/quotes/${body.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ stage: 'new', quantity: 300, finalPrice: null, texts: [{ key: 'names', label: 'Names', text: 'राहुल ❤ प्रिया' }] });
    expect(page.json()).not.toHaveProperty('phone');
  });

  it.each([
    [{ quantity: 99 }, 'Minimum order is 100 pieces.'],
    [{ quantity: 2.5 }, 'Quantity must be a whole number up to 10,00,000.'],
    [{ choices: { Foil: 'Silver' } }, 'Choose Foil: None, Gold.'],
    [{ listingId: 'not-an-id' }, 'Choose an item to quote.'],
    [{ name: '  ' }, 'Please enter your name.'],
    [{ phone: 'call me' }, 'Please enter a valid phone number.'],
    [{ texts: { names: 'x'.repeat(61) } }, 'Each text must be at most 60 characters.'],
    [{ name: 'a\u0000b' }, 'Text must not contain NUL characters.'],
  ])('refuses %j with a clear 400', async (over, message) => {
    const res = await ask(request(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('stores nothing for a bot that fills the honeypot', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/quotes', headers: { cookie: t.cookie } })).json().result.length;
    const res = await ask(request({ website: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/quotes', headers: { cookie: t.cookie } })).json().result.length).toBe(before);
  });

  it('lets the owner answer (session only) and the visitor approve once, with its time', async () => {
    const { token } = (await ask(request())).json();
    const list = await t.app.inject({ method: 'GET', url: '/api/quotes', headers: { cookie: t.cookie } });
    const quote = list.json().result.find((q: { token: string }) => q.token === token);
    expect(quote).toMatchObject({ phone: '+91 98220 12345', stage: 'new' });

    expect((await t.app.inject({ method: 'GET', url: '/api/quotes' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `/api/quotes/${quote._id}`, payload: { finalPrice: '1' } })).statusCode).toBe(401);
    const early = await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/approve`, payload: { version: 1, confirmed: true, price: '4500' } });
    expect([early.statusCode, early.json().message]).toEqual([409, 'The shop has not answered this quote yet.']);

    const bad = await t.app.inject({ method: 'PUT', url: `/api/quotes/${quote._id}`, headers: { cookie: t.cookie }, payload: { finalPrice: 'lots' } });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Final price must be a number such as 4350 or 4350.50.']);
    const answered = await t.app.inject({
      method: 'PUT',
      url: `/api/quotes/${quote._id}`,
      headers: { cookie: t.cookie },
      payload: { finalPrice: '4500', note: 'Gold foil on handmade paper, ready in 5 days.' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ stage: 'quoted', finalPrice: '4500' });

    const approved = await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/approve`, payload: { version: 1, confirmed: true, price: '4500' } });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().quote).toMatchObject({ stage: 'approved', finalPrice: '4500', note: 'Gold foil on handmade paper, ready in 5 days.' });
    const at = approved.json().quote.approvedAt;
    expect(Date.parse(at)).toBeGreaterThan(Date.now() - 60_000);
    const again = await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/approve`, payload: { version: 1, confirmed: true, price: '4500' } });
    expect(again.json().quote.approvedAt).toBe(at);

    const audit = await t.app.inject({ method: 'GET', url: '/api/audit?entity=quote', headers: { cookie: t.cookie } });
    expect(audit.json().result[0]).toMatchObject({ action: 'update', entity: 'quote', changes: { finalPrice: { before: null, after: '4500' } } });
  });

  it('answers 404 for an unknown or malformed token', async () => {
    for (const token of ['0'.repeat(32), 'nope', '../../etc']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/quotes/${encodeURIComponent(token)}` })).statusCode).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/quotes/${encodeURIComponent(token)}/approve`,
            payload: { version: 1, confirmed: true, price: '4500' },
          })
        ).statusCode,
      ).toBe(404);
    }
  });
});

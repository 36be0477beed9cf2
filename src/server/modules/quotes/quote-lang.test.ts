import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { insertSiteConfigRow } from '../../test-support/table-rows.ts';
import { createListing, openShop, type ShopTestApp } from '../listings/listings.test-support.ts';

let t: ShopTestApp;
let listing: Listing;

beforeAll(async () => {
  t = await openShop();
  listing = await createListing(t, t.cookie, t.catalogue, { price: '12.5', moq: '100', translations: JSON.stringify({ hi: { title: 'शाही कार्ड' } }) });
  await insertSiteConfigRow(t.app.db, { name: 'Shree Printers', phone: '98765 43210' });
});
afterAll(() => t?.close());

const ask = (over: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { listingId: listing._id, quantity: 1200, name: 'प्रिया <b>', phone: '+91 98220 12345', ...over },
  });
const ownersQuote = async (token: string) =>
  (await t.app.inject({ url: '/api/quotes', headers: { cookie: t.cookie } })).json().result.find((q: { token: string }) => q.token === token);
const messageOf = (whatsappUrl: string) => decodeURIComponent(new URL(whatsappUrl).searchParams.get('text')!);

describe('the language of a quote request (issue 19)', () => {
  it('stores lang=hi, shows it to the owner, and writes the WhatsApp message in Hindi with prices as written', async () => {
    const res = await ask({ lang: 'hi' });
    expect(res.statusCode, res.body).toBe(201);
    const { token, whatsappUrl } = res.json();
    expect((await ownersQuote(token)).lang).toBe('hi');
    const lines = messageOf(whatsappUrl).split('\n');
    expect(lines[0]).toBe('नमस्ते, मुझे इसका कोटेशन चाहिए:');
    expect(lines).toContain('आइटम: शाही कार्ड');
    expect(lines).toContain('मात्रा: 1200');
    expect(lines).toContain('अनुमानित कीमत: 1,200 × ₹12.50 = ₹15,000');
    expect(lines.at(-1)).toMatch(/^कोटेशन: http.*\/hi\/quote\/[0-9a-f]{32}$/);
  });

  it('takes a quantity and a phone typed in Devanagari digits, stored in ASCII ones (issue 28)', async () => {
    const res = await ask({ lang: 'hi', quantity: '१२००', phone: '९८२२० ५४३२१' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await ownersQuote(res.json().token)).toMatchObject({ quantity: 1200, phone: '98220 54321' });
  });

  it("answers the listing's Hindi title beside the English one the quote keeps (issue 28)", async () => {
    const { token } = (await ask({ lang: 'hi' })).json();
    const page = (await t.app.inject({ url: `/api/quotes/${token}` })).json();
    expect(page).toMatchObject({ listingTitle: listing.title, translations: { hi: { title: 'शाही कार्ड' } } });
    expect((await ownersQuote(token)).translations).toEqual({ hi: { title: 'शाही कार्ड' } });
  });

  it('is English when absent or en, as before', async () => {
    for (const over of [{}, { lang: 'en' }]) {
      const res = await ask(over);
      expect((await ownersQuote(res.json().token)).lang).toBe('en');
      expect(messageOf(res.json().whatsappUrl).split('\n')[0]).toBe('Hello, I would like a quote:');
    }
  });

  it('refuses any other language with a clear 400 and stores nothing', async () => {
    const before = (await t.app.inject({ url: '/api/quotes', headers: { cookie: t.cookie } })).json().result.length;
    for (const lang of ['mr', 'HI', '', null, 1, ['hi'], 'हिन्दी']) {
      const res = await ask({ lang });
      expect(res.statusCode, JSON.stringify(lang)).toBe(400);
      expect(res.json().message).toBe('lang must be en or hi.');
    }
    expect((await t.app.inject({ url: '/api/quotes', headers: { cookie: t.cookie } })).json().result).toHaveLength(before);
  });
});

describe('the language of an enquiry (issue 19)', () => {
  const VALID = { name: 'आशा', email: 'asha@example.in', message: 'क्या आप 200 कार्ड छापेंगे?' };
  const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/enquiries', payload });

  it('stores the language, English when absent, and refuses any other', async () => {
    expect((await send({ ...VALID, lang: 'hi' })).json().enquiry).toMatchObject({ name: 'आशा', lang: 'hi' });
    expect((await send(VALID)).json().enquiry.lang).toBe('en');
    const bad = await send({ ...VALID, lang: 'xx' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'lang must be en or hi.']);
    const owners = (await t.app.inject({ url: '/api/enquiries', headers: { cookie: t.cookie } })).json().result;
    expect(owners.map((e: { lang: string }) => e.lang)).toEqual(['en', 'hi']);
  });
});

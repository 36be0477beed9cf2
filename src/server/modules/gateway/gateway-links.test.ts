import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '../../../contract/payment-texts.ts';
import { askQuote } from '../quotes/quotes.test-support.ts';
import { openGatewayShop, payOnline, pricedQuote, type GatewayShop } from './gateway.test-support.ts';

let s: GatewayShop;

beforeAll(async () => {
  s = await openGatewayShop();
});
afterAll(() => s?.close());

const page = async (token: string) => (await s.t.app.inject({ method: 'GET', url: `/api/quotes/${token}` })).json();
const links = () => s.t.app.db.selectFrom('gateway_links').selectAll().execute();
const owner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => s.t.app.inject({ method, url, headers: { cookie: s.t.cookie }, payload });

describe('pay online: the payment link', () => {
  it('is offered on a priced job, made at the gateway for what is due now, and the customer is sent to it', async () => {
    const q = await pricedQuote(s, '4999.50', 'आशा\u2028 Sharma');
    const { payment, orderNumber } = await page(q.token);
    expect(payment).toMatchObject({ dueNow: '2500', asking: 'advance', online: true });
    const before = s.razorpay.creates.length;
    const res = await payOnline(s, q.token);
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'no-store']);
    const { url } = res.json();
    const made = s.razorpay.creates.slice(before);
    expect(made).toHaveLength(1);
    const sent = made[0]!;
    expect(sent.authorization).toBe(`Basic ${Buffer.from(`${s.razorpay.keyId}:${s.razorpay.keySecret}`).toString('base64')}`);
    expect(sent.body).toMatchObject({
      amount: 250000,
      currency: 'INR',
      reference_id: `${orderNumber}-1`,
      customer: { name: 'आशा Sharma', contact: '+919822012345' },
      notify: { sms: false, email: false },
      // Without PUBLIC_URL, the address the customer used (inject's is localhost:80).
      callback_url: `http://localhost:80/quote/${q.token}`,
      callback_method: 'get',
    });
    expect(Number.isInteger(sent.body.amount)).toBe(true);
    expect(String(sent.body.description)).toContain(orderNumber);
    const link = s.razorpay.links.get(url.split('/i/')[1])!;
    expect(url).toBe(link.short_url);
    const [row] = (await links()).filter((l) => l.quote_id === q.id);
    expect(row).toMatchObject({ link_id: link.id, reference: `${orderNumber}-1`, status: 'created', short_url: url });
    expect(BigInt(row!.amount_paise)).toBe(250000n);
    const listed = await owner('GET', `/api/quotes/${q.id}/gateway-links`);
    expect(listed.json()).toEqual([
      {
        id: row!.id,
        provider: 'razorpay',
        linkId: link.id,
        reference: `${orderNumber}-1`,
        amount: '2500',
        status: 'created',
        shortUrl: url,
        createdAt: row!.created_at,
      },
    ]);
  });

  it('answers the same open link to a second tap, and makes a new one with its own reference once the amount due changes', async () => {
    const q = await pricedQuote(s, '1000');
    const first = (await payOnline(s, q.token)).json().url;
    expect((await payOnline(s, q.token)).json().url).toBe(first);
    expect((await owner('POST', `/api/quotes/${q.id}/payments`, { amount: '200', method: 'cash' })).statusCode).toBe(201);
    const second = (await payOnline(s, q.token)).json().url;
    expect(second).not.toBe(first);
    const refs = (await links()).filter((l) => l.quote_id === q.id).map((l) => [l.reference, BigInt(l.amount_paise)]);
    const { orderNumber } = await page(q.token);
    expect(refs.sort()).toEqual([
      [`${orderNumber}-1`, 50000n],
      [`${orderNumber}-2`, 30000n],
    ]);
  });

  it('gives every attempt a unique reference of at most 40 characters, also when tapped 20 times at once for different amounts', async () => {
    const quotes = await Promise.all(Array.from({ length: 4 }, (_, i) => pricedQuote(s, String(1000 + i))));
    const answers = await Promise.all(quotes.flatMap((q) => Array.from({ length: 5 }, () => payOnline(s, q.token))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const refs = (await links()).map((l) => l.reference);
    expect(new Set(refs).size).toBe(refs.length);
    for (const r of refs) expect(r.length).toBeLessThanOrEqual(40);
    expect((await links()).filter((l) => l.status === 'creating')).toEqual([]);
  });

  it('sends a Hindi customer back to the Hindi page', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { listingId: s.listing._id, quantity: 200, texts: { names: 'सीता' }, name: 'सीता', phone: '+91 98220-54321', lang: 'hi' },
    });
    const { token } = res.json();
    const { id } = await s.t.app.db.selectFrom('quotes').select('id').where('token', '=', token).executeTakeFirstOrThrow();
    await owner('PUT', `/api/quotes/${id}`, { finalPrice: '600' });
    const before = s.razorpay.creates.length;
    expect((await payOnline(s, token)).statusCode).toBe(200);
    expect(s.razorpay.creates[before]!.body).toMatchObject({ callback_url: `http://localhost:80/hi/quote/${token}`, customer: { contact: '+919822054321' } });
  });

  it('answers 502 with a clear message when the gateway refuses or is away, and keeps nothing of the attempt', async () => {
    const q = await pricedQuote(s, '800');
    const before = await links();
    for (const status of [500, 503, 401]) {
      s.razorpay.failures = [status];
      const res = await payOnline(s, q.token);
      expect([res.statusCode, res.json().message]).toEqual([502, PAYMENT_TEXTS.payOnlineFailed]);
    }
    expect(await links()).toEqual(before);
    s.razorpay.failures = [];
    expect((await payOnline(s, q.token)).statusCode).toBe(200);
  });

  it('is not offered, and refused with 409, before a price, once paid, on a cancelled job, or with online payment off', async () => {
    const unpriced = await askQuote(s.t, s.listing);
    expect((await page(unpriced.token)).payment).toBeNull();
    const paid = await pricedQuote(s, '300');
    await owner('POST', `/api/quotes/${paid.id}/payments`, { amount: '300', method: 'upi' });
    const cancelled = await pricedQuote(s, '300');
    await owner('PUT', `/api/quotes/${cancelled.id}`, { stage: 'cancelled', reason: 'Customer changed plans' });
    for (const q of [unpriced, paid, cancelled]) {
      expect((await page(q.token)).payment?.online).toBeUndefined();
      const res = await payOnline(s, q.token);
      expect([res.statusCode, res.json().message]).toEqual([409, PAYMENT_TEXTS.payOnlineOff]);
    }
    const open = await pricedQuote(s, '300');
    await owner('PUT', '/api/settings/gateway', { provider: 'none', keyId: '' });
    expect((await page(open.token)).payment).toMatchObject({ dueNow: '150' });
    expect((await page(open.token)).payment.online).toBeUndefined();
    expect((await payOnline(s, open.token)).statusCode).toBe(409);
    await owner('PUT', '/api/settings/gateway', { provider: 'razorpay', keyId: s.razorpay.keyId });
    expect((await page(open.token)).payment.online).toBe(true);
  });

  it('answers 404 for a link nobody has, and needs a session for the owner’s list', async () => {
    expect((await payOnline(s, 'f'.repeat(32))).statusCode).toBe(404);
    expect((await payOnline(s, '<script>')).statusCode).toBe(404);
    const q = await pricedQuote(s, '300');
    expect((await s.t.app.inject({ method: 'GET', url: `/api/quotes/${q.id}/gateway-links` })).statusCode).toBe(401);
    expect((await owner('GET', '/api/quotes/00000000-0000-4000-8000-000000000000/gateway-links')).statusCode).toBe(404);
  });
});

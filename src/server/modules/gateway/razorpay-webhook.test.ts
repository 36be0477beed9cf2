import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushMessageSchema } from '../../../contract/push.ts';
import { PushServiceStandIn } from '../../test-support/push-service.ts';
import { razorpaySignature } from '../../test-support/razorpay-stand-in.ts';
import { PushDevice } from '../../test-support/web-push-device.ts';
import { deliver, linkOf, openGatewayShop, ownersQuote, pricedQuote, storedPayments, WEBHOOK_SECRET, type GatewayShop } from './gateway.test-support.ts';

let s: GatewayShop;
let push: PushServiceStandIn;
let phone: PushDevice;

beforeAll(async () => {
  s = await openGatewayShop();
  push = await PushServiceStandIn.start();
  phone = new PushDevice(push.endpoint('owner-phone'));
  const res = await s.t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: { cookie: s.t.cookie }, payload: phone.subscription });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => {
  await s?.close();
  await push?.close();
});

const owner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => s.t.app.inject({ method, url, headers: { cookie: s.t.cookie }, payload });
const paymentsOf = async (quoteId: string) => (await storedPayments(s)).filter((p) => p.quote_id === quoteId);
const waiting = async () => (await owner('GET', '/api/quotes?limit=1')).json().waiting as number;
const opened = (body: Buffer) => PushMessageSchema.parse(JSON.parse(phone.decrypt(body)));
/** The next "Paid online" on the owner's phone (the quote requests' own buzzes are passed over). */
async function buzz() {
  for (;;) {
    const message = opened((await push.next()).body);
    if (message.title === 'Paid online') return message;
  }
}
/** No "Paid online" arrives within `ms`. */
async function noBuzzWithin(ms: number) {
  const titles: string[] = [];
  for (;;) {
    const pushed = await push.next(ms).catch(() => undefined);
    if (!pushed) break;
    titles.push(opened(pushed.body).title);
  }
  expect(titles.filter((t) => t === 'Paid online')).toEqual([]);
}

/** A job priced at `price`, its link made by the customer's tap and paid at the gateway. */
async function paidAtGateway(price: string, amount?: number) {
  const q = await pricedQuote(s, price, 'Meera Iyer');
  const linkId = await linkOf(s, q.token);
  const payment = s.razorpay.pay(linkId, amount);
  return { ...q, linkId, payment, body: s.razorpay.paidEvent(linkId, payment) };
}

describe('the Razorpay webhook', () => {
  it('records a signed payment_link.paid once, as a gateway payment named by the payment id, and buzzes the owner once', async () => {
    const q = await paidAtGateway('5000');
    const res = await deliver(s, q.body);
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'recorded' }]);
    expect(await paymentsOf(q.id)).toEqual([
      expect.objectContaining({ method: 'gateway', reference: q.payment.paymentId, gateway_payment_id: q.payment.paymentId, to_check: '' }),
    ]);
    const job = await ownersQuote(s, q.id);
    expect(job.payment).toMatchObject({ paid: '2500', balance: '2500', asking: 'balance', dueNow: '2500' });
    expect(job.payments).toEqual([expect.objectContaining({ amount: '2500', method: 'gateway', reference: q.payment.paymentId })]);
    expect(job.payments[0]).not.toHaveProperty('toCheck');
    expect((await owner('GET', `/api/quotes/${q.id}/gateway-links`)).json()[0].status).toBe('paid');
    expect(await buzz()).toEqual({ title: 'Paid online', body: `Meera paid online · ${job.orderNumber}`, url: `/admin/orders/${q.id}` });

    const replay = await deliver(s, q.body);
    expect([replay.statusCode, replay.json()]).toEqual([200, { status: 'duplicate' }]);
    expect(await paymentsOf(q.id)).toHaveLength(1);
    await noBuzzWithin(800);
  });

  it('records one payment of twenty identical deliveries at once', async () => {
    const q = await paidAtGateway('3000');
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(s, q.body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.json().status === 'recorded')).toHaveLength(1);
    expect(await paymentsOf(q.id)).toHaveLength(1);
    expect((await ownersQuote(s, q.id)).payment.paid).toBe('1500');
    await buzz();
    await noBuzzWithin(800);
  });

  it('records one payment when the same payment id comes back in another event body (a retry with a new timestamp)', async () => {
    const q = await paidAtGateway('2000');
    const again = JSON.stringify({ ...JSON.parse(q.body), created_at: 1999999999 });
    expect((await deliver(s, q.body)).json().status).toBe('recorded');
    expect((await deliver(s, again)).json().status).toBe('duplicate');
    expect(await paymentsOf(q.id)).toHaveLength(1);
    await buzz();
  });

  it('refuses a forged signature, an altered body, a missing or malformed header with 400, writing nothing', async () => {
    const q = await paidAtGateway('1200');
    const altered = q.body.replace(`"amount":${q.payment.amount}`, `"amount":${q.payment.amount * 10}`);
    expect(altered).not.toBe(q.body);
    const attempts = [
      deliver(s, q.body, razorpaySignature(q.body, 'not-the-secret')),
      deliver(s, altered, razorpaySignature(q.body, WEBHOOK_SECRET)),
      deliver(s, q.body, null),
      deliver(s, q.body, ''),
      deliver(s, q.body, razorpaySignature(q.body, WEBHOOK_SECRET).slice(0, 40)),
      deliver(s, q.body, `${razorpaySignature(q.body, WEBHOOK_SECRET)}00`),
      deliver(s, q.body, razorpaySignature(q.body, WEBHOOK_SECRET).toUpperCase().replace(/^./, 'g')),
      deliver(s, `${q.body} `, razorpaySignature(q.body, WEBHOOK_SECRET)),
    ];
    for (const res of await Promise.all(attempts)) expect([res.statusCode, res.json().message]).toEqual([400, 'The webhook signature does not match.']);
    expect(await paymentsOf(q.id)).toEqual([]);
    expect((await owner('GET', `/api/quotes/${q.id}/gateway-links`)).json()[0].status).toBe('created');
    await noBuzzWithin(500);
  });

  it('answers a signed event it does not act on with 200, and a signed body it cannot read with 400', async () => {
    const other = JSON.stringify({ entity: 'event', event: 'payment_link.expired', payload: {} });
    expect([(await deliver(s, other)).statusCode, (await deliver(s, other)).json()]).toEqual([200, { status: 'ignored' }]);
    for (const bad of [
      'not json',
      '{"event":"payment_link.paid","payload":{}}',
      'null',
      '[]',
      '{"event":"payment_link.paid","payload":{"payment_link":{"entity":{"id":"plink_x","amount":"1","status":"paid"}},"payment":{"entity":{"id":"pay_x","amount":-5}}}}',
    ]) {
      const res = await deliver(s, bad);
      expect([bad, res.statusCode]).toEqual([bad, 400]);
    }
    const stranger = JSON.stringify({
      event: 'payment_link.paid',
      payload: { payment_link: { entity: { id: 'plink_NotOurs', amount: 100, status: 'paid' } }, payment: { entity: { id: 'pay_NotOurs', amount: 100 } } },
    });
    expect((await deliver(s, stranger)).json()).toEqual({ status: 'ignored' });
    const before = await storedPayments(s);
    expect(before.some((p) => p.reference === 'pay_NotOurs')).toBe(false);
  });

  it('answers 400 to a webhook while online payment is off, and 415 to a body that is not JSON', async () => {
    const q = await paidAtGateway('900');
    await owner('PUT', '/api/settings/gateway', { provider: 'none', keyId: s.razorpay.keyId });
    expect((await deliver(s, q.body)).statusCode).toBe(400);
    await owner('PUT', '/api/settings/gateway', { provider: 'razorpay', keyId: s.razorpay.keyId });
    const form = await s.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/razorpay',
      headers: { 'content-type': 'text/plain', 'x-razorpay-signature': razorpaySignature(q.body, WEBHOOK_SECRET) },
      payload: q.body,
    });
    expect(form.statusCode).toBe(415);
    expect(await paymentsOf(q.id)).toEqual([]);
    expect((await deliver(s, q.body)).json().status).toBe('recorded');
    await buzz();
  });
});

describe('a gateway payment the owner should look at', () => {
  it('is recorded with another amount than the link asked, flagged, counted as waiting, until the owner marks it checked', async () => {
    const q = await paidAtGateway('4000', 150000);
    const waitingBefore = await waiting();
    expect((await deliver(s, q.body)).json().status).toBe('recorded');
    await buzz();
    const job = await ownersQuote(s, q.id);
    expect(job.payments).toEqual([expect.objectContaining({ amount: '1500', method: 'gateway', toCheck: 'amount' })]);
    expect(job.payment.paid).toBe('1500');
    expect(await waiting()).toBe(waitingBefore + 1);
    expect((await owner('GET', '/api/quotes?waiting=1&limit=100')).json().result.map((r: { _id: string }) => r._id)).toContain(q.id);

    const checked = await owner('PUT', `/api/payments/${job.payments[0].id}/checked`, {});
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().payments[0]).not.toHaveProperty('toCheck');
    expect(await waiting()).toBe(waitingBefore);
    const [entry] = (await owner('GET', '/api/audit?entity=payment&limit=1')).json().result;
    expect(entry).toMatchObject({ action: 'update', recordId: job.payments[0].id, changes: { toCheck: { before: 'amount', after: '' } } });
    expect((await owner('PUT', `/api/payments/${job.payments[0].id}/checked`, {})).statusCode).toBe(409);
    expect((await owner('PUT', '/api/payments/00000000-0000-4000-8000-000000000000/checked', {})).statusCode).toBe(404);
    expect((await s.t.app.inject({ method: 'PUT', url: `/api/payments/${job.payments[0].id}/checked`, payload: {} })).statusCode).toBe(401);
  });

  it('is recorded on a cancelled job (the money was taken) and above the balance, never dropped', async () => {
    const cancelled = await paidAtGateway('2200');
    await owner('PUT', `/api/quotes/${cancelled.id}`, { stage: 'cancelled', reason: 'Wedding postponed' });
    expect((await deliver(s, cancelled.body)).json().status).toBe('recorded');
    await buzz();
    expect((await ownersQuote(s, cancelled.id)).payments).toEqual([expect.objectContaining({ amount: '1100', toCheck: 'cancelled' })]);
    expect((await owner('GET', '/api/quotes?waiting=1&limit=100')).json().result.map((r: { _id: string }) => r._id)).toContain(cancelled.id);

    const above = await paidAtGateway('1000');
    await owner('POST', `/api/quotes/${above.id}/payments`, { amount: '900', method: 'cash' });
    expect((await deliver(s, above.body)).json().status).toBe('recorded');
    await buzz();
    const job = await ownersQuote(s, above.id);
    expect(job.payments.map((p: { amount: string; toCheck?: string }) => [p.amount, p.toCheck])).toEqual([
      ['900', undefined],
      ['500', 'above-balance'],
    ]);
    expect(job.payment).toMatchObject({ paid: '1400', balance: '-400' });
  });
});

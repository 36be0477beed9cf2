import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_MESSAGES } from '../../../contract/gateway.ts';
import { checkOpenLinks } from './gateway-check.ts';
import { razorpayApiUrl } from './gateway-news.ts';
import { deliver, linkOf, openGatewayShop, ownersQuote, pricedQuote, storedPayments, type GatewayShop } from './gateway.test-support.ts';

let s: GatewayShop;

beforeAll(async () => {
  s = await openGatewayShop();
});
afterAll(() => s?.close());

const check = (id: string, cookie: string | undefined = s.t.cookie) =>
  s.t.app.inject({ method: 'POST', url: `/api/quotes/${id}/gateway-check`, headers: cookie ? { cookie } : {}, payload: {} });
const linksOf = async (id: string) => (await s.t.app.inject({ method: 'GET', url: `/api/quotes/${id}/gateway-links`, headers: { cookie: s.t.cookie } })).json();
const paymentsOf = async (quoteId: string) => (await storedPayments(s)).filter((p) => p.quote_id === quoteId);
const checkAll = () => checkOpenLinks(s.t.app.db, razorpayApiUrl(s.t.app.config), () => {});

describe('reconciliation: asking Razorpay about open links', () => {
  it("catches a payment whose webhook was lost, from the job's screen, once however often asked", async () => {
    const q = await pricedQuote(s, '2400');
    const linkId = await linkOf(s, q.token);
    const unpaid = await check(q.id);
    expect([unpaid.statusCode, unpaid.json().payments]).toEqual([200, []]);
    const paid = s.razorpay.pay(linkId);
    const res = await check(q.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payments).toEqual([expect.objectContaining({ amount: '1200', method: 'gateway', reference: paid.paymentId })]);
    expect(res.json().payment).toMatchObject({ paid: '1200', asking: 'balance' });
    expect((await linksOf(q.id))[0].status).toBe('paid');
    // The webhook arriving late, and the check asked again, change nothing.
    expect((await deliver(s, s.razorpay.paidEvent(linkId, paid))).json().status).toBe('duplicate');
    expect((await check(q.id)).statusCode).toBe(200);
    expect(await paymentsOf(q.id)).toHaveLength(1);
  });

  it('on the schedule, asks about every open link of the shop and records what was paid, flagged when it must be', async () => {
    const a = await pricedQuote(s, '1000');
    const b = await pricedQuote(s, '3000');
    const c = await pricedQuote(s, '500');
    const [la, lb] = [await linkOf(s, a.token), await linkOf(s, b.token)];
    await linkOf(s, c.token);
    s.razorpay.pay(la);
    s.razorpay.pay(lb, 100);
    const summary = await checkAll();
    expect(summary).toMatchObject({ recorded: 2, failed: 0 });
    expect(summary!.asked).toBeGreaterThanOrEqual(3);
    expect((await ownersQuote(s, a.id)).payments).toEqual([expect.objectContaining({ amount: '500' })]);
    expect((await ownersQuote(s, b.id)).payments).toEqual([expect.objectContaining({ amount: '1', toCheck: 'amount' })]);
    expect(await paymentsOf(c.id)).toEqual([]);
    expect((await checkAll())!.recorded).toBe(0);
  });

  it('runs on a schedule when asked (GATEWAY_CHECK_MINUTES), catching a lost webhook with nobody pressing anything', async () => {
    const scheduled = await openGatewayShop({ gatewayCheckMinutes: 0.005 });
    try {
      const q = await pricedQuote(scheduled, '1800');
      const paid = scheduled.razorpay.pay(await linkOf(scheduled, q.token));
      const deadline = Date.now() + 5_000;
      let found: { reference: string }[] = [];
      while (!found.length && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        found = (await ownersQuote(scheduled, q.id)).payments;
      }
      expect(found).toEqual([expect.objectContaining({ amount: '900', reference: paid.paymentId })]);
      const lease = await scheduled.t.app.db.selectFrom('leases').selectAll().where('name', '=', 'gateway-check').executeTakeFirst();
      expect(lease?.holder).toMatch(/:/);
    } finally {
      await scheduled.close();
    }
  });

  it('keeps going past a link Razorpay does not answer for, and says so to the owner with 502', async () => {
    const q = await pricedQuote(s, '700');
    const linkId = await linkOf(s, q.token);
    s.razorpay.pay(linkId);
    s.razorpay.failures = [503];
    const res = await check(q.id);
    expect([res.statusCode, res.json().message]).toEqual([502, GATEWAY_MESSAGES.checkFailed]);
    expect(await paymentsOf(q.id)).toEqual([]);
    expect((await check(q.id)).statusCode).toBe(200);
    expect(await paymentsOf(q.id)).toHaveLength(1);
  });

  it('answers 409 with online payment off, 404 for no such job, 401 without a session', async () => {
    const q = await pricedQuote(s, '700');
    expect((await check(q.id, '')).statusCode).toBe(401);
    expect((await check('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await check('not-an-id')).statusCode).toBe(404);
    await s.t.app.inject({ method: 'PUT', url: '/api/settings/gateway', headers: { cookie: s.t.cookie }, payload: { provider: 'none', keyId: '' } });
    const off = await check(q.id);
    expect([off.statusCode, off.json().message]).toEqual([409, GATEWAY_MESSAGES.notSet]);
    expect(await checkAll()).toBeUndefined();
    await s.t.app.inject({
      method: 'PUT',
      url: '/api/settings/gateway',
      headers: { cookie: s.t.cookie },
      payload: { provider: 'razorpay', keyId: s.razorpay.keyId },
    });
  });
});

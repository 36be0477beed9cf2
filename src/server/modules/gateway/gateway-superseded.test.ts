import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '../../../contract/payment-texts.ts';
import { checkOpenLinks } from './gateway-check.ts';
import { razorpayApiUrl } from './gateway-news.ts';
import { deliver, linkOf, openGatewayShop, ownersQuote, payOnline, pricedQuote, storedPayments, type GatewayShop } from './gateway.test-support.ts';

let s: GatewayShop;

beforeAll(async () => {
  s = await openGatewayShop();
});
afterAll(() => s?.close());

const owner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => s.t.app.inject({ method, url, headers: { cookie: s.t.cookie }, payload });
const reprice = async (id: string, price: string) => expect((await owner('PUT', `/api/quotes/${id}`, { finalPrice: price })).statusCode).toBe(200);
/** The job's links as the owner's screen lists them: the provider's id, amount and status. */
const linksOf = async (id: string) =>
  ((await owner('GET', `/api/quotes/${id}/gateway-links`)).json() as { linkId: string; amount: string; status: string }[]).map((l) => [
    l.linkId,
    l.amount,
    l.status,
  ]);
const cancelAsks = (linkId: string) => s.razorpay.cancelAsks.filter((id) => id === linkId).length;
/** The links the stand-in made for a job, by their reference (the order number, then the attempt). */
const madeFor = async (id: string) => {
  const { orderNumber } = await ownersQuote(s, id);
  return s.razorpay.creates.filter((c) => String(c.body.reference_id).startsWith(`${orderNumber}-`)).map((c) => c.body.amount);
};
const checkAll = () => checkOpenLinks(s.t.app.db, razorpayApiUrl(s.t.app.config), () => {});

describe('old payment links are cancelled at Razorpay once the amount due changes', () => {
  it('the owner re-prices after a link was made: the next tap cancels the old link and makes one for the new amount', async () => {
    const q = await pricedQuote(s, '1000');
    const old = await linkOf(s, q.token);
    await reprice(q.id, '800');
    const res = await payOnline(s, q.token);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().url.split('/i/')[1];
    expect(fresh).not.toBe(old);
    expect([s.razorpay.links.get(old)!.status, s.razorpay.links.get(fresh)!.amount]).toEqual(['cancelled', 40000]);
    expect(s.razorpay.cancelled).toContain(old);
    expect(await linksOf(q.id)).toEqual([
      [fresh, '400', 'created'],
      [old, '500', 'cancelled'],
    ]);
    // The old tab cannot take the money any more; the new link is answered again without asking Razorpay.
    expect(() => s.razorpay.pay(old)).toThrow(/cancelled/);
    expect((await payOnline(s, q.token)).json().url).toBe(res.json().url);
    expect([cancelAsks(old), await madeFor(q.id)]).toEqual([1, [50000, 40000]]);
  });

  it('an old link paid just before the cancel: recorded once, flagged above the balance, and no link made for a stale amount', async () => {
    const q = await pricedQuote(s, '1000');
    const old = await linkOf(s, q.token);
    await reprice(q.id, '400');
    const paid = s.razorpay.pay(old);
    const res = await payOnline(s, q.token);
    // ₹500 taken on a ₹400 job: nothing is due, so nothing is offered.
    expect([res.statusCode, res.json().message]).toEqual([409, PAYMENT_TEXTS.payOnlineOff]);
    const job = await ownersQuote(s, q.id);
    expect(job.payments).toEqual([expect.objectContaining({ amount: '500', method: 'gateway', reference: paid.paymentId, toCheck: 'above-balance' })]);
    expect(job.payment).toMatchObject({ paid: '500', balance: '-100' });
    expect(await linksOf(q.id)).toEqual([[old, '500', 'paid']]);
    expect(await madeFor(q.id)).toEqual([50000]);
    // The webhook arriving late, and another tap, change nothing.
    expect((await deliver(s, s.razorpay.paidEvent(old, paid))).json().status).toBe('duplicate');
    expect((await payOnline(s, q.token)).statusCode).toBe(409);
    expect((await storedPayments(s)).filter((p) => p.quote_id === q.id)).toHaveLength(1);
  });

  it('an old link paid just before the cancel, something still due: the link is made for what is due after that payment', async () => {
    const q = await pricedQuote(s, '1000');
    const old = await linkOf(s, q.token);
    await reprice(q.id, '1200');
    s.razorpay.pay(old);
    const res = await payOnline(s, q.token);
    expect(res.statusCode).toBe(200);
    // The advance is now ₹600, ₹500 of it paid: the link asks ₹100, never the ₹600 worked out before the payment was seen.
    expect(s.razorpay.links.get(res.json().url.split('/i/')[1])!.amount).toBe(10000);
    expect(await madeFor(q.id)).toEqual([50000, 10000]);
    expect((await ownersQuote(s, q.id)).payments).toEqual([expect.objectContaining({ amount: '500', method: 'gateway' })]);
    expect((await ownersQuote(s, q.id)).payments[0]).not.toHaveProperty('toCheck');
  });

  it('Razorpay not answering the cancel: the new link is made all the same, the old one kept open until the next check cancels it', async () => {
    const q = await pricedQuote(s, '1000');
    const old = await linkOf(s, q.token);
    await reprice(q.id, '800');
    // The cancel, then the look at the link that follows it, both fail.
    s.razorpay.failures = [503, 503];
    const res = await payOnline(s, q.token);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().url.split('/i/')[1];
    expect(s.razorpay.links.get(old)!.status).toBe('created');
    expect(await linksOf(q.id)).toEqual([
      [fresh, '400', 'created'],
      [old, '500', 'created'],
    ]);
    const checked = await owner('POST', `/api/quotes/${q.id}/gateway-check`, {});
    expect(checked.statusCode).toBe(200);
    expect(await linksOf(q.id)).toEqual([
      [fresh, '400', 'created'],
      [old, '500', 'cancelled'],
    ]);
    expect(s.razorpay.links.get(old)!.status).toBe('cancelled');
  });

  it('reconciliation cancels open links asking what is no longer due, records what a stale one took, and leaves current ones', async () => {
    const current = await pricedQuote(s, '1000');
    const partPaid = await pricedQuote(s, '1000');
    const cancelledJob = await pricedQuote(s, '1000');
    const paidStale = await pricedQuote(s, '1000');
    const [lc, lp, lx, ls] = [
      await linkOf(s, current.token),
      await linkOf(s, partPaid.token),
      await linkOf(s, cancelledJob.token),
      await linkOf(s, paidStale.token),
    ];
    expect((await owner('POST', `/api/quotes/${partPaid.id}/payments`, { amount: '200', method: 'cash' })).statusCode).toBe(201);
    expect((await owner('PUT', `/api/quotes/${cancelledJob.id}`, { stage: 'cancelled', reason: 'Customer changed plans' })).statusCode).toBe(200);
    await reprice(paidStale.id, '800');
    const taken = s.razorpay.pay(ls);

    const summary = await checkAll();
    expect(summary).toMatchObject({ failed: 0 });
    expect(summary!.cancelled).toBeGreaterThanOrEqual(2);
    expect([lc, lp, lx, ls].map((id) => s.razorpay.links.get(id)!.status)).toEqual(['created', 'cancelled', 'cancelled', 'paid']);
    expect((await linksOf(current.id))[0]).toEqual([lc, '500', 'created']);
    expect((await linksOf(partPaid.id))[0]).toEqual([lp, '500', 'cancelled']);
    expect((await linksOf(cancelledJob.id))[0]).toEqual([lx, '500', 'cancelled']);
    expect((await ownersQuote(s, paidStale.id)).payments).toEqual([expect.objectContaining({ amount: '500', reference: taken.paymentId })]);
    expect([cancelAsks(lc), cancelAsks(ls)]).toEqual([0, 0]);
    // Asked again, nothing more is cancelled or recorded.
    expect(await checkAll()).toMatchObject({ recorded: 0, cancelled: 0, failed: 0 });
    expect([cancelAsks(lp), cancelAsks(lx)]).toEqual([1, 1]);
  });

  it('twenty taps at once after a re-price make one new link and cancel the old one once', async () => {
    const q = await pricedQuote(s, '1000');
    const old = await linkOf(s, q.token);
    await reprice(q.id, '600');
    const answers = await Promise.all(Array.from({ length: 20 }, () => payOnline(s, q.token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().url)).size).toBe(1);
    expect(await madeFor(q.id)).toEqual([50000, 30000]);
    expect(cancelAsks(old)).toBe(1);
    expect(await linksOf(q.id)).toEqual([
      [answers[0]!.json().url.split('/i/')[1], '300', 'created'],
      [old, '500', 'cancelled'],
    ]);
    const rows = await s.t.app.db.selectFrom('gateway_links').select('status').where('quote_id', '=', q.id).execute();
    expect(rows.map((r) => r.status).sort()).toEqual(['cancelled', 'created']);
  });
});

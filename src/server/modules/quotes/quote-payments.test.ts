import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { DEFAULT_BILLING_SETTINGS } from '../../../contract/billing-settings.ts';
import { toPaise } from '../../../contract/money.ts';
import { signedText } from '../../../contract/payments.ts';
import { saveBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { askQuote, openQuoteShop } from './quotes.test-support.ts';

let t: ShopTestApp;
let listing: Listing;

beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
});
afterAll(() => t?.close());

const owner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie: t.cookie }, payload });
const pay = (id: string, payload: object) => owner('POST', `/api/quotes/${id}/payments`, payload);
const page = async (token: string) => (await t.app.inject({ method: 'GET', url: `/api/quotes/${token}` })).json();
const rows = async () => ({
  payments: (await t.app.db.selectFrom('quote_payments').select('id').execute()).length,
  claims: (await t.app.db.selectFrom('quote_utr_claims').select('id').execute()).length,
});

/** A quote priced at `price` (so it has an order number), approved when asked. */
async function priced(price: string, name = 'Asha', approve = false) {
  const q = await askQuote(t, listing, name);
  expect((await owner('PUT', `/api/quotes/${q.id}`, { finalPrice: price })).statusCode).toBe(200);
  if (approve) await t.app.inject({ method: 'POST', url: `/api/quotes/${q.token}/approve`, payload: { version: 1, confirmed: true, price } });
  return q;
}

/** What a phone's camera reads from the served QR code. */
async function scan(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(600).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

describe('the advance and payments', () => {
  it('shows no money before the price, then the advance; the UPI link and its QR once the shop has a UPI ID', async () => {
    await saveBillingSettings(t.app.db, { ...DEFAULT_BILLING_SETTINGS, upiId: '', upiName: '' });
    const q = await askQuote(t, listing);
    expect((await page(q.token)).payment).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/quotes/${q.token}/upi-qr.svg` })).statusCode).toBe(404);
    await owner('PUT', `/api/quotes/${q.id}`, { finalPrice: '4999.50' });
    expect((await page(q.token)).payment).toEqual({
      total: '4999.50',
      advanceDue: '2500',
      paid: '0',
      balance: '4999.50',
      dueNow: '2500',
      asking: 'advance',
      upiLink: null,
      claim: null,
    });

    await saveBillingSettings(t.app.db, { ...DEFAULT_BILLING_SETTINGS, upiId: 'shreeganesh@okaxis', upiName: 'Shree Ganesh Printers & Co' });
    const { payment, orderNumber } = await page(q.token);
    expect(payment.upiLink).toBe(
      `upi://pay?pa=shreeganesh@okaxis&pn=Shree%20Ganesh%20Printers%20%26%20Co&am=2500.00&cu=INR&tn=${orderNumber}&tr=${orderNumber}`,
    );
    const qr = await t.app.inject({ method: 'GET', url: `/api/quotes/${q.token}/upi-qr.svg` });
    expect([qr.statusCode, qr.headers['content-type'], qr.headers['cache-control']]).toEqual([200, 'image/svg+xml', 'no-store']);
    expect(await scan(qr.body)).toBe(payment.upiLink);
  });

  it('adds payments and reversals up; once the advance is in the link asks for the balance, and at nothing when paid', async () => {
    const q = await priced('4000');
    expect((await pay(q.id, { amount: '1500', method: 'upi', reference: '634512349876' })).statusCode).toBe(201);
    expect((await pay(q.id, { amount: 500.5, method: 'cash' })).statusCode).toBe(201);
    const reversed = await pay(q.id, { amount: '-500.50', method: 'cash', reason: 'Counted twice' });
    expect(reversed.statusCode, reversed.body).toBe(201);
    const answer = reversed.json();
    expect(answer.payment).toMatchObject({ paid: '1500', balance: '2500', dueNow: '500', asking: 'advance' });
    expect(answer.payments.map((p: { amount: string; method: string; reason: string }) => [p.amount, p.method, p.reason])).toEqual([
      ['1500', 'upi', ''],
      ['500.50', 'cash', ''],
      ['-500.50', 'cash', 'Counted twice'],
    ]);
    expect(answer.payments[0]).toMatchObject({ reference: '634512349876', receivedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    await pay(q.id, { amount: '500', method: 'bank', receivedOn: '2026-01-02' });
    const after = await page(q.token);
    expect(after.payment).toMatchObject({ paid: '2000', balance: '2000', dueNow: '2000', asking: 'balance' });
    expect(after.payment.upiLink).toContain('&am=2000.00&');
    expect(after).not.toHaveProperty('payments');
    await pay(q.id, { amount: '2000', method: 'card' });
    expect((await page(q.token)).payment).toMatchObject({ paid: '4000', balance: '0', dueNow: '0', asking: null, upiLink: null });

    const audit = (await owner('GET', '/api/audit?entity=payment')).json().result;
    expect(audit.find((e: { changes: { reason?: { after: unknown } } }) => e.changes.reason?.after)).toMatchObject({
      action: 'create',
      changes: { amount: { before: null, after: '-500.50' }, reason: { before: null, after: 'Counted twice' } },
    });
  });

  it('names the job in the activity log by its order number, the payment and the quote alike', async () => {
    const q = await priced('3000', 'Bhavna');
    expect((await pay(q.id, { amount: '157.50', method: 'upi' })).statusCode).toBe(201);
    const { orderNumber } = await page(q.token);
    const latest = async (entity: string) => (await owner('GET', `/api/audit?entity=${entity}&limit=1`)).json().result[0];
    expect(await latest('payment')).toMatchObject({ label: `${orderNumber} · Bhavna`, changes: { amount: { after: '157.50' }, method: { after: 'upi' } } });
    expect((await latest('quote')).label).toBe(`${orderNumber} · ${listing.title}`);
  });

  it('keeps twenty payments recorded at once, to the paisa', async () => {
    const q = await priced('4000');
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(q.id, { amount: '100.05', method: 'upi' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect((await page(q.token)).payment).toMatchObject({ paid: '2001', balance: '1999' });
    // Two reversals at once of the whole sum: one of them would take it below zero.
    const back = await Promise.all([1, 2].map(() => pay(q.id, { amount: '-2001', method: 'upi', reason: 'Bounced' })));
    expect(back.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await page(q.token)).payment.paid).toBe('0');
  });

  it('refuses what is not money, a reversal without a reason or below zero, a cancelled or unpriced job, and writes nothing', async () => {
    const q = await priced('1000');
    await pay(q.id, { amount: '300', method: 'cash' });
    const before = await rows();
    const refused: [object, number, string][] = [
      [{ amount: 'abc', method: 'cash' }, 400, 'Amount must be money such as 2500 or 2500.50 (a reversal is negative, such as -2500).'],
      [{ amount: '1e3', method: 'cash' }, 400, 'Amount must be money such as 2500 or 2500.50 (a reversal is negative, such as -2500).'],
      [{ amount: '10.555', method: 'cash' }, 400, 'Amount must be money such as 2500 or 2500.50 (a reversal is negative, such as -2500).'],
      [{ method: 'cash' }, 400, 'Amount must be money such as 2500 or 2500.50 (a reversal is negative, such as -2500).'],
      [{ amount: '0.00', method: 'cash' }, 400, 'Amount must not be zero.'],
      [{ amount: '100', method: 'cheque' }, 400, 'method must be one of: upi, cash, bank, card.'],
      // Only the gateway's own word records an online payment.
      [{ amount: '100', method: 'gateway' }, 400, 'method must be one of: upi, cash, bank, card.'],
      [{ amount: '100', method: 'cash', receivedOn: '2026-02-30' }, 400, 'receivedOn must be a date such as 2026-11-26.'],
      [{ amount: '100', method: 'cash', receivedOn: '2026-13-01' }, 400, 'receivedOn must be a date such as 2026-11-26.'],
      [{ amount: '100', method: 'cash', receivedOn: '2999-01-01' }, 400, 'The payment cannot be received in the future.'],
      [{ amount: '100', method: 'cash', receivedOn: '1900-01-01' }, 400, 'receivedOn must be on or after 2000-01-01.'],
      [{ amount: '100', method: 'cash', receivedOn: '1999-12-31' }, 400, 'receivedOn must be on or after 2000-01-01.'],
      [{ amount: '100', method: 'cash', reference: 'a\u0000b' }, 400, 'Text must not contain NUL characters.'],
      [{ amount: '-100', method: 'cash' }, 400, 'Please give a reason for the reversal.'],
      [{ amount: '-300.01', method: 'cash', reason: 'Typo' }, 409, 'A reversal cannot take more than was paid (300).'],
      [{ amount: '700.01', method: 'cash' }, 409, 'The payment is more than the balance (700).'],
    ];
    for (const [payload, status, message] of refused) {
      const res = await pay(q.id, payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload)).toEqual([status, message]);
    }
    const unpriced = await askQuote(t, listing, 'Ravi');
    const early = await pay(unpriced.id, { amount: '100', method: 'cash' });
    expect([early.statusCode, early.json().message]).toEqual([409, 'The quote has no final price yet: price it before recording a payment.']);
    await owner('PUT', `/api/quotes/${q.id}`, { stage: 'cancelled', reason: 'Customer left' });
    const late = await pay(q.id, { amount: '100', method: 'cash' });
    expect([late.statusCode, late.json().message]).toEqual([409, 'The job is cancelled: no payment can be recorded on it.']);
    expect((await pay('00000000-0000-4000-8000-000000000000', { amount: '100', method: 'cash' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/quotes/${q.id}/payments`, payload: { amount: '100', method: 'cash' } })).statusCode).toBe(401);
    expect(await rows()).toEqual(before);
  });

  it("takes the customer's UTR as a claim for the owner, never as money; one token never reaches another quote", async () => {
    const a = await priced('3000', 'Asha');
    const b = await priced('5000', 'Bina');
    const utr = (token: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/quotes/${token}/utr`, payload });
    const before = await rows();
    for (const bad of ['12345678901', '1234567890123', '12345678901a', '१२३४५६७८९०१', '']) {
      const res = await utr(a.token, { utr: bad });
      expect([res.statusCode, res.json().message]).toEqual([400, 'The UTR is the 12-digit number your UPI app shows after paying.']);
    }
    expect((await utr('f'.repeat(32), { utr: '634512349876' })).statusCode).toBe(404);
    expect(await rows()).toEqual(before);

    // Typed on a Hindi keyboard: the same 12 digits (issue 28).
    const sent = await utr(a.token, { utr: ' ६३४५१२३४९८७६ ' });
    expect([sent.statusCode, sent.json().message]).toEqual([200, 'Thank you — the shop will confirm']);
    expect(sent.json().quote.payment).toMatchObject({ paid: '0', claim: { utr: '634512349876' } });
    expect((await page(b.token)).payment.claim).toBeNull();
    const list = (await owner('GET', '/api/quotes?q=Asha')).json().result;
    expect(list.find((q: { _id: string }) => q._id === a.id).payment.claim.utr).toBe('634512349876');

    // Each token's QR asks for its own order's advance.
    const [pageA, pageB] = [await page(a.token), await page(b.token)];
    const qrA = await scan((await t.app.inject({ method: 'GET', url: `/api/quotes/${a.token}/upi-qr.svg` })).body);
    expect(qrA).toContain(`&am=1500.00&cu=INR&tn=${pageA.orderNumber}&`);
    expect(qrA).not.toContain(pageB.orderNumber);

    // The dashboard's "to collect": every priced job's balance above zero, cancelled ones left out.
    const all = (await owner('GET', '/api/quotes?limit=100')).json().result as { stage: string; payment: { balance: string } | null }[];
    const owed = all
      .filter((q) => q.payment && q.stage !== 'cancelled')
      .map((q) => (q.payment!.balance.startsWith('-') ? 0n : toPaise(q.payment!.balance)))
      .reduce((sum, b) => sum + b, 0n);
    expect(owed).toBeGreaterThan(0n);
    expect((await owner('GET', '/api/insights?days=7')).json().toCollect).toBe(signedText(owed));

    // The owner records what arrived: the claim is answered.
    const paid = await pay(a.id, { amount: '1500', method: 'upi', reference: '634512349876' });
    expect(paid.json().payment).toMatchObject({ paid: '1500', claim: null });
  });
});

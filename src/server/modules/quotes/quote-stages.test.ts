import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { openQuoteShop, quoteCalls } from './quotes.test-support.ts';

let t: ShopTestApp;
let listing: Listing;

beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
});
afterAll(() => t?.close());

const { newQuote, put, page } = quoteCalls(() => ({ t, listing }));
const steps = (timeline: { stage: string; note?: string }[]) => timeline.map((s) => (s.note ? `${s.stage}: ${s.note}` : s.stage));

describe('quote stages', () => {
  it('runs a job from the first price to delivered; each change lands on the timeline of both answers and in the activity log', async () => {
    const { id, token } = await newQuote();
    expect(await page(token)).toMatchObject({ stage: 'new', timeline: [{ stage: 'new' }] });
    expect((await put(id, { finalPrice: '4000' })).json().stage).toBe('quoted');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/approve`, payload: { version: 1, confirmed: true, price: '4000' } })).json().quote.stage,
    ).toBe('approved');
    // Printing waits for the advance (50 % of ₹4,000 by default; decision 023).
    const early = await put(id, { stage: 'in_production' });
    expect([early.statusCode, early.json().message]).toEqual([409, 'The advance (₹2,000) is not in yet: record the payment first, then start printing.']);
    const advance = { amount: '2000', method: 'upi', reference: '634512349876' };
    expect((await t.app.inject({ method: 'POST', url: `/api/quotes/${id}/payments`, headers: { cookie: t.cookie }, payload: advance })).statusCode).toBe(201);
    expect((await put(id, { stage: 'in_production' })).statusCode).toBe(200);
    expect((await put(id, { stage: 'on_hold', reason: 'Waiting for the gold foil' })).statusCode).toBe(200);
    const back = await put(id, { stage: 'ready' });
    expect([back.statusCode, back.json().message]).toEqual([
      400,
      'A quote cannot move from On hold to Ready for pickup; from On hold it can move to In production, Cancelled.',
    ]);
    expect((await put(id, { stage: 'in_production' })).statusCode).toBe(200);
    expect((await put(id, { stage: 'ready' })).statusCode).toBe(200);
    const sent = await put(id, { stage: 'dispatched', courier: 'Blue Dart', trackingNo: '90817263' });
    expect(sent.statusCode, sent.body).toBe(200);
    const owners = (await put(id, { stage: 'delivered' })).json();

    const expected = [
      'new',
      'quoted',
      'approved: Proof 1 approved',
      'in_production',
      'on_hold: Waiting for the gold foil',
      'in_production',
      'ready',
      'dispatched: Courier: Blue Dart · Tracking no.: 90817263',
      'delivered',
    ];
    const visitors = await page(token);
    expect([visitors.stage, steps(visitors.timeline)]).toEqual(['delivered', expected]);
    expect(steps(owners.timeline)).toEqual(expected);
    const times = visitors.timeline.map((s: { at: string }) => s.at);
    expect([...times].sort()).toEqual(times);

    const audit = await t.app.inject({ method: 'GET', url: '/api/audit?entity=quote', headers: { cookie: t.cookie } });
    const stageChanges = audit.json().result.filter((e: { recordId: string; changes: { stage?: unknown } }) => e.changes.stage);
    expect(stageChanges[0].changes.stage).toEqual({ before: 'dispatched', after: 'delivered' });
    expect(stageChanges.length).toBeGreaterThanOrEqual(7);

    const closed = await put(id, { stage: 'cancelled', reason: 'Changed mind' });
    expect([closed.statusCode, closed.json().message]).toEqual([
      400,
      'A quote cannot move from Delivered to Cancelled; from Delivered it can move to nothing: the job is closed.',
    ]);
  });

  it('sends a courier job from printing straight to dispatched, never through Ready for pickup', async () => {
    const { id, token } = await newQuote();
    await put(id, { finalPrice: '1000' });
    await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/approve`, payload: { version: 1, confirmed: true, price: '1000' } });
    const advance = { amount: '500', method: 'cash' };
    expect((await t.app.inject({ method: 'POST', url: `/api/quotes/${id}/payments`, headers: { cookie: t.cookie }, payload: advance })).statusCode).toBe(201);
    expect((await put(id, { stage: 'in_production' })).statusCode).toBe(200);
    const ready = await put(id, { stage: 'ready', courier: 'DTDC' });
    expect([ready.statusCode, ready.json().message]).toEqual([400, 'Courier and tracking number go with the Dispatched stage.']);
    const sent = await put(id, { stage: 'dispatched', courier: 'DTDC', trackingNo: 'D1234567' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(steps((await page(token)).timeline).slice(-2)).toEqual(['in_production', 'dispatched: Courier: DTDC · Tracking no.: D1234567']);
  });

  it('refuses an unknown stage, a forbidden move, a hold without a reason and a courier off dispatch, and writes nothing', async () => {
    const { id, token } = await newQuote();
    const before = await page(token);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ stage: 'shipped' }, /^stage must be one of: new, quoted, /],
      [{ stage: 'delivered', finalPrice: '999' }, /^A quote cannot move from New to Delivered; /],
      [{ stage: 'on_hold', note: 'changed' }, /^Please give a reason for On hold\.$/],
      [{ stage: 'cancelled', reason: '   ' }, /^Please give a reason for Cancelled\.$/],
      [{ stage: 'quoted', courier: 'Blue Dart' }, /^Courier and tracking number go with the Dispatched stage\.$/],
    ];
    for (const [payload, message] of cases) {
      const res = await put(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await page(token)).toEqual(before);
  });

  it('keeps the stage and the timeline consistent under two changes at once', async () => {
    const { id, token } = await newQuote();
    await put(id, { finalPrice: '4000' });
    // The same move twice (a double tap): one step on the timeline.
    const twice = await Promise.all([put(id, { stage: 'approved' }), put(id, { stage: 'approved' })]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    // Two different moves at once: hold first, then cancel, both apply; cancel first, the hold is refused
    // (a cancelled job is closed). Either way the stage is the last step, and each 200 added one step.
    const both = await Promise.all([put(id, { stage: 'on_hold', reason: 'Paper late' }), put(id, { stage: 'cancelled', reason: 'Customer left' })]);
    const [held, cancelled] = both.map((r) => r.statusCode);
    expect(cancelled).toBe(200);
    expect([200, 400]).toContain(held);
    const after = await page(token);
    expect(after.stage).toBe('cancelled');
    expect(steps(after.timeline)).toEqual(['new', 'quoted', 'approved', ...(held === 200 ? ['on_hold: Paper late'] : []), 'cancelled: Customer left']);
  });

  it('lets the visitor approve only a priced quote waiting for approval', async () => {
    const { id, token } = await newQuote();
    await put(id, { stage: 'quoted' });
    const unpriced = await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/approve`, payload: { version: 1, confirmed: true, price: '4000' } });
    expect([unpriced.statusCode, unpriced.json().message]).toEqual([409, 'The shop has not answered this quote yet.']);
    expect((await page(token)).stage).toBe('quoted');
  });
});

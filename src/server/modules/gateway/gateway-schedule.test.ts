import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_SETTINGS } from '../../../contract/billing-settings.ts';
import { RazorpayStandIn } from '../../test-support/razorpay-stand-in.ts';
import { createTwoApps } from '../../test-support/two-apps.ts';
import { saveBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import { createListing, seedCatalogue } from '../listings/listings.test-support.ts';

/** Two processes of the shop on one database, both checking open links every 600 ms. */
const EVERY_MINUTES = 0.01;

let razorpay: RazorpayStandIn;
let pair: Awaited<ReturnType<typeof createTwoApps>>;

beforeAll(async () => {
  razorpay = await RazorpayStandIn.start();
  pair = await createTwoApps({ razorpayApiUrl: razorpay.url, gatewayCheckMinutes: EVERY_MINUTES });
});
afterAll(async () => {
  await pair?.close();
  await razorpay?.close();
});

describe('the scheduled check with several processes', () => {
  it('asks the gateway once a period between them (the lease), and records a lost payment once', async () => {
    const { a, b } = pair;
    const cookie = await a.login();
    await saveBillingSettings(a.app.db, { ...DEFAULT_BILLING_SETTINGS, upiId: 'shop@okaxis', upiName: 'Shop' });
    const gateway = { provider: 'razorpay', keyId: razorpay.keyId, keySecret: razorpay.keySecret, webhookSecret: 'hook-secret' };
    expect((await a.app.inject({ method: 'PUT', url: '/api/settings/gateway', headers: { cookie }, payload: gateway })).statusCode).toBe(200);
    const listing = await createListing(a, cookie, await seedCatalogue(a), { price: '20', moq: '100' });
    const asked = await b.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { listingId: listing._id, quantity: 100, texts: {}, name: 'Ravi', phone: '98220 12345' },
    });
    const { token } = asked.json();
    const { id } = await a.app.db.selectFrom('quotes').select('id').where('token', '=', token).executeTakeFirstOrThrow();
    expect((await a.app.inject({ method: 'PUT', url: `/api/quotes/${id}`, headers: { cookie }, payload: { finalPrice: '2000' } })).statusCode).toBe(200);
    const linkId = (await b.app.inject({ method: 'POST', url: `/api/quotes/${token}/pay-online`, payload: {} })).json().url.split('/i/')[1];

    // An open link, unpaid: each period one process asks about it, not both.
    const from = razorpay.reads.length;
    const started = Date.now();
    await new Promise((r) => setTimeout(r, 3_000));
    const periods = (Date.now() - started) / (EVERY_MINUTES * 60_000);
    const asks = razorpay.reads.length - from;
    expect(asks).toBeGreaterThanOrEqual(2);
    expect(asks).toBeLessThanOrEqual(Math.ceil(periods) + 1);

    // Paid with its webhook lost: recorded by whichever process asks next, once.
    razorpay.pay(linkId);
    const deadline = Date.now() + 5_000;
    let rows: unknown[] = [];
    while (!rows.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      rows = await a.app.db.selectFrom('quote_payments').select('id').where('quote_id', '=', id).execute();
    }
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await a.app.db.selectFrom('quote_payments').select(['amount_paise', 'method']).where('quote_id', '=', id).execute()).toEqual([
      { amount_paise: expect.anything(), method: 'gateway' },
    ]);
  });
});

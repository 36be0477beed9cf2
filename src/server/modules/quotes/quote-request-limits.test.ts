import { afterEach, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { configFromEnv, parseEnv, type AppConfig } from '../../env.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { createTwoApps, testRedis } from '../../test-support/two-apps.ts';
import { createListing, openShop, seedCatalogue } from '../listings/listings.test-support.ts';

const TOO_MANY = { message: 'Too many quote requests. Please try again later.' };
// The shipped defaults, so a busy evening is tested at the limits a shop really runs with.
const DEFAULTS = configFromEnv(parseEnv({}));
const defaultLimits = { enquiriesPerHour: DEFAULTS.enquiriesPerHour, enquiriesPerPhonePerHour: DEFAULTS.enquiriesPerPhonePerHour };

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function shop(limits: Partial<AppConfig>): Promise<{ t: TestApp; listing: Listing }> {
  const t = await openShop(limits);
  close = t.close;
  return { t, listing: await createListing(t, t.cookie, t.catalogue, { moq: '100' }) };
}

const asker =
  (t: TestApp, listing: Listing) =>
  (remoteAddress: string, phone: string, over: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/quotes', remoteAddress, payload: { listingId: listing._id, quantity: 100, name: 'Meera', phone, ...over } });

/** A mobile number of its own for each i. */
const mobile = (i: number) => `98220 ${String(i).padStart(5, '0')}`;

describe('quote requests from a busy mobile network (CGNAT)', () => {
  it('takes 60 requests in an hour from one address when each has its own phone number, and refuses the 61st', async () => {
    const { t, listing } = await shop(defaultLimits);
    const ask = asker(t, listing);
    const codes = [];
    for (let i = 0; i < 60; i++) codes.push((await ask('100.64.0.1', mobile(i))).statusCode);
    expect(codes).toEqual(Array(60).fill(201));
    const next = await ask('100.64.0.1', mobile(60));
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual(TOO_MANY);
  });

  it('refuses the sixth request in the hour from one number however it is typed, from any address', async () => {
    const { t, listing } = await shop(defaultLimits);
    const ask = asker(t, listing);
    // Refused ones (the body's 400, the price rules' 400) and a bot's do not use up the number's allowance.
    expect((await ask('100.64.0.2', '98220 54321', { name: ' ' })).statusCode).toBe(400);
    expect((await ask('100.64.0.2', '98220 54321', { quantity: 99 })).statusCode).toBe(400);
    expect((await ask('100.64.0.2', '98220 54321', { website: 'http://spam.example' })).statusCode).toBe(201);

    const spellings = ['98220 54321', '+91 98220-54321', '09822054321', '+919822054321', '0091 98220 54321'];
    for (const phone of spellings) expect((await ask('100.64.0.2', phone)).statusCode, phone).toBe(201);
    const sixth = await ask('100.64.0.3', '982-205-4321');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(TOO_MANY);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await ask('100.64.0.2', '98220 54321')).statusCode).toBe(429);
    // Another number from the same address goes on.
    expect((await ask('100.64.0.2', '98220 54322')).statusCode).toBe(201);
    const stored = await t.app.db.selectFrom('quotes').select('phone').execute();
    expect(stored).toHaveLength(6);
  });

  it('keeps each limit at its own setting', async () => {
    const { t, listing } = await shop({ enquiriesPerHour: 3, enquiriesPerPhonePerHour: 2 });
    const ask = asker(t, listing);
    expect((await ask('100.64.0.4', mobile(0))).statusCode).toBe(201);
    expect((await ask('100.64.0.5', mobile(0))).statusCode).toBe(201);
    expect((await ask('100.64.0.6', mobile(0))).json()).toEqual(TOO_MANY);
    for (const i of [1, 2]) expect((await ask('100.64.0.4', mobile(i))).statusCode).toBe(201);
    const fourth = await ask('100.64.0.4', mobile(3));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual(TOO_MANY);
  });

  it("counts a number's requests across processes sharing Redis", async () => {
    const pair = await createTwoApps({ redis: testRedis(), enquiriesPerPhonePerHour: 2 });
    close = pair.close;
    const listing = await createListing(pair.a, await pair.a.login(), await seedCatalogue(pair.a));
    const [a, b] = [asker(pair.a, listing), asker(pair.b, listing)];
    expect((await a('100.64.0.6', '98220 54321')).statusCode).toBe(201);
    expect((await b('100.64.0.7', '+91 98220 54321')).statusCode).toBe(201);
    expect((await a('100.64.0.8', '09822054321')).statusCode).toBe(429);
    expect((await b('100.64.0.8', '09822054321')).statusCode).toBe(429);
  });
});

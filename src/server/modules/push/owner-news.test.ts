import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { PushMessageSchema } from '../../../contract/push.ts';
import { form, jpeg } from '../../test-support/fixtures.ts';
import { downEndpoint, PushServiceStandIn, type ReceivedPush } from '../../test-support/push-service.ts';
import { PushDevice, verifyVapid } from '../../test-support/web-push-device.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { askQuote, openQuoteShop } from '../quotes/quotes.test-support.ts';

let t: ShopTestApp;
let listing: Listing;
let service: PushServiceStandIn;

beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
  service = await PushServiceStandIn.start();
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});
beforeEach(async () => {
  await t.app.db.deleteFrom('push_subscriptions').execute();
  service.answers = [];
  service.otherwise = 201;
  // Whatever a test left unread is not the next test's.
  while (service.untaken > 0) await service.next();
});

const subscribe = async (device: PushDevice, cookie = t.cookie) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: { cookie }, payload: device.subscription });
  expect(res.statusCode, res.body).toBe(201);
};
const customer = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/quotes/${path}`, payload });
const subscriptions = async () => (await t.app.db.selectFrom('push_subscriptions').select('endpoint').execute()).map((r) => r.endpoint);
/** The notification a device shows for a push it received. */
const opened = (device: PushDevice, push: ReceivedPush) => PushMessageSchema.strict().parse(JSON.parse(device.decrypt(push.body)));
/** No push arrives within this long (what a test waits before saying none came). */
const noPushWithin = (ms: number) => expect(service.next(ms)).rejects.toThrow(/no push/);

describe("a buzz on the owner's phone", () => {
  it("reaches every subscribed device of the shop's users within 5 s of a quote request: encrypted for each, signed by the shop, the first name only", async () => {
    const owner = new PushDevice(service.endpoint('owner-phone'));
    const staff = new PushDevice(service.endpoint('staff-phone'));
    await subscribe(owner);
    const added = { User_name: 'staff', Password: 'staff password 1', Mobile_number: '+919800000002' };
    expect((await t.app.inject({ method: 'POST', url: '/api/users/addUser', headers: { cookie: t.cookie }, payload: added })).statusCode).toBe(201);
    await subscribe(staff, await t.login('staff', 'staff password 1'));
    const { publicKey } = (await t.app.inject({ url: '/api/push/key', headers: { cookie: t.cookie } })).json();

    const asked = Date.now();
    const { id } = await askQuote(t, listing, 'Asha\u2028Devi\u202e Sharma', { names: 'Asha weds Rohan' });
    const pushes = [await service.next(), await service.next()];
    expect(Date.now() - asked).toBeLessThan(5_000);
    expect(pushes.map((p) => p.path).sort()).toEqual(['/push/owner-phone', '/push/staff-phone']);
    for (const push of pushes) {
      const device = push.path.endsWith('owner-phone') ? owner : staff;
      const text = device.decrypt(push.body);
      expect(opened(device, push)).toEqual({ title: 'New quote request', body: `Asha asked for 200 × ${listing.title}`, url: `/admin/orders/${id}` });
      for (const personal of ['Devi', 'Sharma', '98220', '12345', 'Rohan']) expect(text).not.toContain(personal);
      expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream', urgency: 'high', ttl: '86400' });
      const { claims, publicKey: k } = verifyVapid(push.headers.authorization);
      expect(k).toBe(publicKey);
      expect(claims.aud).toBe(new URL(device.endpoint).origin);
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
      expect(claims.sub).toMatch(/^(mailto:|https:\/\/)/);
    }
    // The other device cannot read a message encrypted for this one.
    expect(() => staff.decrypt(pushes.find((p) => p.path.endsWith('owner-phone'))!.body)).toThrow();
  });

  it("tells of each customer's step on their quote and of a contact message, each opening its screen", async () => {
    const phone = new PushDevice(service.endpoint('phone'));
    await subscribe(phone);
    const owner = (method: 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers: { cookie: t.cookie }, payload });
    const next = async () => opened(phone, await service.next());

    const a = await askQuote(t, listing, 'Asha');
    expect((await next()).title).toBe('New quote request');
    const photo = form({ file: { data: await jpeg(300, 300), filename: 'logo.jpg' } });
    expect((await t.app.inject({ method: 'POST', url: `/api/quotes/${a.token}/files`, payload: photo })).statusCode).toBe(201);
    const job = `200 × ${listing.title}`;
    expect(await next()).toEqual({ title: 'A file from a customer', body: `Asha added a photo or logo · ${job}`, url: `/admin/orders/${a.id}` });
    expect((await owner('PUT', `/api/quotes/${a.id}`, { finalPrice: '4000' })).statusCode).toBe(200);
    const { order_number: number } = await t.app.db.selectFrom('quotes').select('order_number').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(number).toMatch(/\d/);
    expect((await customer(`${a.token}/changes`, { version: 1, comment: 'Make the date 12 December' })).statusCode).toBe(200);
    const changes = await next();
    expect(changes).toEqual({ title: 'Changes asked on a proof', body: `Asha asked for changes · ${number}`, url: `/admin/orders/${a.id}` });

    const b = await askQuote(t, listing, 'Bina');
    await service.next();
    expect((await owner('PUT', `/api/quotes/${b.id}`, { finalPrice: '5000' })).statusCode).toBe(200);
    expect((await customer(`${b.token}/approve`, { version: 1, confirmed: true, price: '5000' })).statusCode).toBe(200);
    expect(await next()).toMatchObject({
      title: 'Proof approved',
      body: expect.stringMatching(/^Bina approved the proof · \S*\d/),
      url: `/admin/orders/${b.id}`,
    });
    expect((await customer(`${b.token}/utr`, { utr: '634512349876' })).statusCode).toBe(200);
    const utr = await next();
    expect(utr).toMatchObject({ title: 'A UPI payment to check', url: `/admin/orders/${b.id}` });
    expect(JSON.stringify(utr)).not.toContain('634512349876');

    const message = { name: 'Chitra Iyer', email: 'chitra@example.com', message: 'Do you print on handmade paper?' };
    expect((await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: message })).statusCode).toBe(201);
    expect(await next()).toEqual({ title: 'New enquiry', body: 'Chitra sent a message', url: '/admin?tab=enquiries' });
  });

  it("sends nothing for a bot's request answered as if taken, a refused one, or the owner's own changes", async () => {
    const asked = await askQuote(t, listing);
    const phone = new PushDevice(service.endpoint('phone'));
    await subscribe(phone);
    const priced = await t.app.inject({ method: 'PUT', url: `/api/quotes/${asked.id}`, headers: { cookie: t.cookie }, payload: { finalPrice: '4000' } });
    expect(priced.statusCode).toBe(200);
    const quote = { listingId: listing._id, quantity: 200, texts: {}, name: 'Bot', phone: '98220 12345' };
    expect((await t.app.inject({ method: 'POST', url: '/api/quotes', payload: { ...quote, website: 'http://spam.example' } })).statusCode).toBe(201);
    const message = { name: 'Bot', email: 'bot@example.com', message: 'Buy now', website: 'http://spam.example' };
    expect((await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: message })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/quotes', payload: { ...quote, quantity: 1 } })).statusCode).toBe(400);
    expect((await customer(`${'f'.repeat(32)}/utr`, { utr: '634512349876' })).statusCode).toBe(404);
    // A real message after them is the first and only push.
    const real = { name: 'Chitra', email: 'chitra@example.com', message: 'Do you print on handmade paper?' };
    expect((await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: real })).statusCode).toBe(201);
    expect(opened(phone, await service.next()).body).toBe('Chitra sent a message');
    await noPushWithin(1_500);
  });

  it('removes a subscription the push service says is gone (410, 404) and tries a failing service again', async () => {
    const gone = new PushDevice(service.endpoint('gone'));
    await subscribe(gone);
    service.answers = [410];
    await askQuote(t, listing);
    await service.next();
    await expect.poll(subscriptions).toEqual([]);

    const flaky = new PushDevice(service.endpoint('flaky'));
    await subscribe(flaky);
    service.answers = [503];
    const { id } = await askQuote(t, listing);
    const [first, second] = [await service.next(), await service.next()];
    expect(opened(flaky, second).url).toBe(`/admin/orders/${id}`);
    expect(second.body.equals(first.body)).toBe(false);
    expect(await subscriptions()).toEqual([flaky.endpoint]);

    service.answers = [404];
    await askQuote(t, listing);
    await service.next();
    await expect.poll(subscriptions).toEqual([]);
  });

  it('answers the customer at once while a push service hangs or is down: the push goes after the answer', async () => {
    await subscribe(new PushDevice(service.endpoint('hanging')));
    await subscribe(new PushDevice(await downEndpoint()));
    service.otherwise = 'hang';
    const ask = async () => {
      const asked = Date.now();
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: { listingId: listing._id, quantity: 200, texts: {}, name: 'Asha', phone: '98220 12345' },
      });
      expect(answer.statusCode).toBe(201);
      return Date.now() - asked;
    };
    expect(await ask()).toBeLessThan(1_000);
    expect((await service.next()).path).toBe('/push/hanging');
    // Answered while the push service still holds the first push without answering it.
    expect(await ask()).toBeLessThan(1_000);
    expect((await service.next()).path).toBe('/push/hanging');
    expect(await subscriptions()).toHaveLength(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { customerImageQueue } from '../../media/image-queue.ts';
import { form, jpeg } from '../../test-support/fixtures.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { newQuote as makeQuote, openQuoteShop } from './quotes.test-support.ts';

let t: ShopTestApp;
let listing: Listing;

beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
});
afterAll(() => t?.close());

/** Bytes that claim to be a JPEG and are not one: read and decoded, they would be a 415. */
const NOT_A_PICTURE = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2 * 1024 * 1024, 7)]);
const attach = (token: string, data: Buffer, name = 'photo.jpg') =>
  t.app.inject({ method: 'POST', url: `/api/quotes/${token}/files`, payload: form({ file: { data, filename: name } }) });

describe("a customer's file is weighed before its picture is read", () => {
  it('refuses a full quote and a closed job without decoding the picture, and says why', async () => {
    const full = await makeQuote(t, listing);
    for (let i = 0; i < 10; i++) expect((await attach(full.token, await jpeg(200, 150, { r: i * 20, g: 40, b: 40 }))).statusCode).toBe(201);
    const eleventh = await attach(full.token, NOT_A_PICTURE);
    expect([eleventh.statusCode, eleventh.json().message]).toEqual([409, 'At most 10 files per quote.']);

    const cancelled = await makeQuote(t, listing);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/quotes/${cancelled.id}`,
      headers: { cookie: t.cookie },
      payload: { stage: 'cancelled', reason: 'Customer left' },
    });
    expect(put.statusCode).toBe(200);
    for (const data of [NOT_A_PICTURE, await jpeg()]) {
      const refused = await attach(cancelled.token, data);
      expect([refused.statusCode, refused.json().message]).toEqual([409, 'This job is closed: no more files can be added.']);
    }
    expect((await t.app.inject({ url: `/api/quotes/${cancelled.token}` })).json().files).toEqual([]);

    // Unknown links are refused before the body is read too (the wrong-link guard answers them).
    expect((await attach('f'.repeat(32), NOT_A_PICTURE)).statusCode).toBe(404);
    // An open quote with room does read it, and finds it cannot be read as one.
    expect((await attach((await makeQuote(t, listing)).token, NOT_A_PICTURE)).statusCode).toBe(422);
  });

  it("never holds up the owner's upload while customers' pictures are being worked on", async () => {
    const quote = await makeQuote(t, listing);
    const priced = await t.app.inject({ method: 'PUT', url: `/api/quotes/${quote.id}`, headers: { cookie: t.cookie }, payload: { finalPrice: '2500' } });
    expect(priced.statusCode).toBe(200);
    let release!: () => void;
    // A customer's picture that takes its time (as a 49-megapixel photo does).
    const busy = customerImageQueue.run(() => new Promise<void>((done) => (release = done)));
    let customerAnswered = false;
    const customers = attach(quote.token, await jpeg(900, 600)).finally(() => (customerAnswered = true));
    const proof = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${quote.id}/proofs`,
      headers: { cookie: t.cookie },
      payload: form({ file: { data: await jpeg(1200, 1700, { r: 250, g: 250, b: 250 }), filename: 'proof.jpg' } }),
    });
    expect(proof.statusCode).toBe(201);
    // The customer's picture waits its turn in the customers' own line, not in the owner's.
    expect(customerAnswered).toBe(false);
    release();
    await busy;
    expect((await customers).statusCode).toBe(201);
  });
});

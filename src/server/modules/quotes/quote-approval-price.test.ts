import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import type { PublicQuote } from '../../../contract/quotes.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { newQuote as makeQuote, openQuoteShop } from './quotes.test-support.ts';

/** Issue 27, item 2: a yes is tied to the price the customer saw. */
let t: ShopTestApp;
let listing: Listing;

beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
});
afterAll(() => t?.close());

const put = (id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/quotes/${id}`, headers: { cookie: t.cookie }, payload });
const page = async (token: string): Promise<PublicQuote> => (await t.app.inject({ method: 'GET', url: `/api/quotes/${token}` })).json();
const approve = (token: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/quotes/${token}/approve`, payload: payload as object });
const CHANGED = 'The price has changed to ₹99,999. Please check it and approve again.';

/** A quote the owner priced at `price`, its page open on the drawn preview (proof 1). */
async function pricedQuote(price: string) {
  const quote = await makeQuote(t, listing);
  expect((await put(quote.id, { finalPrice: price })).statusCode).toBe(200);
  return quote;
}

describe('an approval carries the price the customer saw', () => {
  it('is recorded at the price shown, written either way ("746.5" is 746.50)', async () => {
    const { token } = await pricedQuote('746.50');
    const approved = await approve(token, { version: 1, confirmed: true, price: '746.5' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().quote).toMatchObject({ stage: 'approved', finalPrice: '746.50' });
    expect(approved.json().quote.proofs[0].approval).toMatchObject({ version: 1, price: '746.50' });
  });

  it('refuses a price the owner has changed since, names the new one, records nothing, then takes the new one', async () => {
    const { id, token } = await pricedQuote('746.50');
    expect((await put(id, { finalPrice: '99999' })).statusCode).toBe(200);
    const stale = await approve(token, { version: 1, confirmed: true, price: '746.50' });
    expect([stale.statusCode, stale.json().message]).toEqual([409, CHANGED]);
    const waiting = await page(token);
    expect(waiting).toMatchObject({ stage: 'quoted', approvedAt: null, finalPrice: '99999' });
    expect(waiting.proofs.map((p) => [p.status, p.approval])).toEqual([['pending', null]]);
    expect(waiting.timeline.map((s) => s.stage)).toEqual(['new', 'quoted']);

    const again = await approve(token, { version: 1, confirmed: true, price: '99999.00' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().quote.proofs[0].approval).toMatchObject({ price: '99999' });
    // A second tap at another price is not taken for the first one.
    const other = await approve(token, { version: 1, confirmed: true, price: '746.50' });
    expect([other.statusCode, other.json().message]).toEqual([409, 'This proof is already approved.']);
  });

  it('needs the price as decimal text (400), and a price at all when the shop has none yet (409)', async () => {
    const { id, token } = await pricedQuote('746.50');
    for (const price of [undefined, null, '', 'lots', '746.505', 746.5, '-746.50']) {
      const answer = await approve(token, { version: 1, confirmed: true, ...(price === undefined ? {} : { price }) });
      expect([answer.statusCode, answer.json().message], String(price)).toEqual([400, 'Say which price you approve, as the page shows it (such as 746.50).']);
    }
    expect((await put(id, { finalPrice: null })).statusCode).toBe(200);
    const unpriced = await approve(token, { version: 1, confirmed: true, price: '746.50' });
    expect([unpriced.statusCode, unpriced.json().message]).toEqual([409, 'The shop has not answered this quote yet.']);
    expect(await page(token)).toMatchObject({ approvedAt: null, finalPrice: null });
  });

  it("never records an approval at a price other than the one sent, when the owner's change races it", async () => {
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let round = 0; round < 12; round++) {
      const { id, token } = await pricedQuote('746.50');
      // Each starts first in turn, the other up to 25 ms later: both orders land on either database.
      const lag = [0, 3, 6, 10, 15, 25][round % 6]!;
      const [changed, approved] = await Promise.all([
        later(round % 2 ? lag : 0).then(() => put(id, { finalPrice: round % 4 < 2 ? '99999' : '1.50' })),
        later(round % 2 ? 0 : lag).then(() => approve(token, { version: 1, confirmed: true, price: '746.50' })),
      ]);
      const after = await page(token);
      const approval = after.proofs[0]!.approval;
      if (approved.statusCode === 200) {
        // Approved first: the price holds and the owner is told so.
        expect(changed.statusCode).toBe(409);
        expect([after.stage, after.finalPrice, approval?.price]).toEqual(['approved', '746.50', '746.50']);
      } else {
        expect([approved.statusCode, approved.json().message]).toEqual([
          409,
          round % 4 < 2 ? CHANGED : 'The price has changed to ₹1.50. Please check it and approve again.',
        ]);
        expect(changed.statusCode).toBe(200);
        expect([after.stage, after.approvedAt, approval]).toEqual(['quoted', null, null]);
      }
    }
  });
});

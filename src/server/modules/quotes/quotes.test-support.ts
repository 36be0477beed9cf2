import type { Listing } from '../../../contract/catalogue.ts';
import { weddingSellingForm } from '../../../contract/selling-samples.ts';
import { jpeg } from '../../test-support/fixtures.ts';
import { createListing, openShop, type ShopTestApp } from '../listings/listings.test-support.ts';

/** A shop signed in, with one wedding card that sells by quantity (₹20, 100 at least) on a portrait design. */
export async function openQuoteShop(overrides: Parameters<typeof openShop>[0] = {}): Promise<{ t: ShopTestApp; listing: Listing }> {
  const t = await openShop(overrides);
  const listing = await createListing(t, t.cookie, t.catalogue, {
    price: '20',
    moq: '100',
    images: { data: await jpeg(640, 900, { r: 245, g: 230, b: 200 }), filename: 'card.jpg', type: 'image/jpeg' },
    ...weddingSellingForm(),
  });
  return { t, listing };
}

/** A visitor's quote request of 200 cards: the quote's id (the owner's) and token (the visitor's). */
export async function askQuote(
  t: ShopTestApp,
  listing: Listing,
  name = 'Asha',
  texts: Record<string, string> = { names: name },
): Promise<{ id: string; token: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { listingId: listing._id, quantity: 200, texts, name, phone: '98220 12345' },
  });
  const { token } = res.json();
  const row = await t.app.db.selectFrom('quotes').select('id').where('token', '=', token).executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** Asha's quote with these texts on the card. */
export const newQuote = (t: ShopTestApp, listing: Listing, texts: Record<string, string> = { names: 'Asha' }) => askQuote(t, listing, 'Asha', texts);

/** The calls a test file makes on the quote shop it opened in its beforeAll; `shop()` gives that shop when a call is made. */
export function quoteCalls(shop: () => { t: ShopTestApp; listing: Listing }) {
  /** The owner's call, signed in. */
  const owner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    shop().t.app.inject({ method, url, headers: { cookie: shop().t.cookie }, payload });
  return {
    owner,
    newQuote: (texts?: Record<string, string>) => newQuote(shop().t, shop().listing, texts),
    put: (id: string, payload: Record<string, unknown>) => owner('PUT', `/api/quotes/${id}`, payload),
    /** The customer's page of the quote at `token`. */
    page: async (token: string) => (await shop().t.app.inject({ method: 'GET', url: `/api/quotes/${token}` })).json(),
  };
}

import type { Listing } from '../../../contract/catalogue.ts';
import { weddingSellingForm } from '../../../contract/selling-samples.ts';
import { jpeg } from '../../test-support/fixtures.ts';
import { createListing, openShop, type ShopTestApp } from '../listings/listings.test-support.ts';

/** A shop signed in, with one wedding card that sells by quantity (₹20, 100 at least) on a portrait design. */
export async function openQuoteShop(): Promise<{ t: ShopTestApp; listing: Listing }> {
  const t = await openShop();
  const listing = await createListing(t, t.cookie, t.catalogue, {
    price: '20',
    moq: '100',
    images: { data: await jpeg(640, 900, { r: 245, g: 230, b: 200 }), filename: 'card.jpg', type: 'image/jpeg' },
    ...weddingSellingForm(),
  });
  return { t, listing };
}

/** A visitor's new quote of 200 cards: its owner's id and its visitor's token. */
export async function newQuote(t: ShopTestApp, listing: Listing, texts: Record<string, string> = { names: 'Asha' }): Promise<{ id: string; token: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { listingId: listing._id, quantity: 200, texts, name: 'Asha', phone: '98220 12345' },
  });
  const { token } = res.json();
  const list = await t.app.inject({ method: 'GET', url: '/api/quotes', headers: { cookie: t.cookie } });
  return { id: list.json().result.find((q: { token: string }) => q.token === token)._id, token };
}

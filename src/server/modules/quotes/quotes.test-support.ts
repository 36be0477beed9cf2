import type { Listing } from '../../../contract/catalogue.ts';
import { weddingSellingForm } from '../../../contract/selling-samples.ts';
import { createListing, openShop, type ShopTestApp } from '../listings/listings.test-support.ts';

/** A shop signed in as its owner, with one design visitors can ask a quote for. */
export async function openQuoteShop(): Promise<{ t: ShopTestApp; listing: Listing }> {
  const t = await openShop();
  return { t, listing: await createListing(t, t.cookie, t.catalogue, { price: '20', moq: '100', ...weddingSellingForm() }) };
}

/** A visitor's quote request: the quote's id (the owner's) and token (the visitor's). */
export async function askQuote(t: ShopTestApp, listing: Listing, name = 'Asha'): Promise<{ id: string; token: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { listingId: listing._id, quantity: 200, texts: { names: name }, name, phone: '98220 12345' },
  });
  const { token } = res.json();
  const row = await t.app.db.selectFrom('quotes').select('id').where('token', '=', token).executeTakeFirstOrThrow();
  return { id: row.id, token };
}

import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { askQuote, openQuoteShop, quoteCalls } from '../quotes/quotes.test-support.ts';
import { createSiteConfig } from '../site-config/site-config.repository.ts';

/** The bills' tests (invoices.test.ts, invoice-numbers.test.ts): a shop that takes quotes, its billing settings, and the owner's calls. */

export const SHOP_GSTIN = '27AAPFU0939F1ZV';
export const CUSTOMER_GSTIN = '29AABCU9603R1ZJ'; // Karnataka
const settings = { upiId: 'shop@okaxis', upiName: 'Shri Ganesh', advancePercent: 50, legalName: 'Shri Ganesh Printers LLP', address: '12 Station Road, Pune' };
export const regular = { ...settings, gstMode: 'regular' as const, gstin: SHOP_GSTIN, state: 'Maharashtra', numberPrefix: 'INV' };

/** A shop taking quotes for one listing, its configuration filled in. */
export async function openBillShop() {
  const shop = await openQuoteShop();
  await createSiteConfig(shop.t.app.db, { name: 'Shri Ganesh Prints', email: 'shop@example.com', phone: '98220 12345', address: 'Pune' });
  return shop;
}

/** The owner's calls on the shop `shop()` gives when called (opened in the test file's beforeAll). */
export function billCalls(shop: () => { t: ShopTestApp; listing: Listing }) {
  const { owner: inject, put } = quoteCalls(shop);
  const price = (id: string, finalPrice: string) => put(id, { finalPrice });
  const approve = (id: string) => put(id, { stage: 'approved' });
  const bill = (id: string, payload: Record<string, unknown> = {}) => inject('POST', `/api/quotes/${id}/invoice`, payload);
  /** Priced and approved: a bill is for work the customer agreed to. */
  async function pricedQuote(name = 'Asha', finalPrice = '5000') {
    const q = await askQuote(shop().t, shop().listing, name);
    expect((await price(q.id, finalPrice)).statusCode).toBe(200);
    expect((await approve(q.id)).statusCode).toBe(200);
    return q;
  }
  return { inject, price, bill, pricedQuote };
}

export async function textOf(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
}

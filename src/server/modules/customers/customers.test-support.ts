import { afterAll, beforeAll, expect } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import type { CustomerDetail, CustomerSummary } from '../../../contract/customers.ts';
import { saveBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { openQuoteShop } from '../quotes/quotes.test-support.ts';
import { createSiteConfig } from '../site-config/site-config.repository.ts';

/** A shop that bills without GST (the bill comes to the price), selling ₹20 wedding cards, 100 at least. */
export async function openAccountsShop(): Promise<{ t: ShopTestApp; listing: Listing }> {
  const shop = await openQuoteShop();
  await createSiteConfig(shop.t.app.db, { name: 'Shri Ganesh Prints', email: 'shop@example.com', phone: '98220 99999', address: 'Pune' });
  await saveBillingSettings(shop.t.app.db, {
    upiId: 'shop@okaxis',
    upiName: 'Shri Ganesh',
    advancePercent: 0,
    legalName: '',
    address: '12 Station Road, Pune',
    gstMode: 'none',
    gstin: '',
    state: 'Maharashtra',
    numberPrefix: 'INV',
  });
  return shop;
}

export type Method = 'GET' | 'POST' | 'PUT';

export function accounts(t: ShopTestApp, listing: Listing) {
  const inject = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: t.cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const ok = async (method: Method, url: string, payload?: unknown) => {
    const res = await inject(method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };

  /** A customer's request, by the number as they typed it. */
  async function ask(name: string, phone: string, lang: 'en' | 'hi' = 'en', quantity = 200): Promise<{ id: string; token: string }> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { listingId: listing._id, quantity, texts: { names: name }, name, phone, lang },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { token } = res.json();
    const row = await t.app.db.selectFrom('quotes').select('id').where('token', '=', token).executeTakeFirstOrThrow();
    return { id: row.id, token };
  }

  /** Priced and approved: ready to bill. */
  async function priced(name: string, phone: string, price: string, lang: 'en' | 'hi' = 'en') {
    const q = await ask(name, phone, lang);
    await ok('PUT', `/api/quotes/${q.id}`, { finalPrice: price });
    await ok('PUT', `/api/quotes/${q.id}`, { stage: 'approved' });
    return q;
  }

  /** Billed `daysAgo` days back (the bill's time moved back, as if made then). */
  async function billed(name: string, phone: string, price: string, daysAgo = 0, lang: 'en' | 'hi' = 'en') {
    const q = await priced(name, phone, price, lang);
    const { invoiceNumber } = await ok('POST', `/api/quotes/${q.id}/invoice`, {});
    const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    await t.app.db.updateTable('invoices').set({ created_at: at }).where('number', '=', invoiceNumber).execute();
    const bill = await t.app.db.selectFrom('invoices').select('id').where('number', '=', invoiceNumber).executeTakeFirstOrThrow();
    return { ...q, number: invoiceNumber as string, billId: bill.id };
  }

  const pay = (quoteId: string, amount: string, receivedOn?: string, reason?: string) =>
    ok('POST', `/api/quotes/${quoteId}/payments`, {
      amount,
      method: 'upi',
      reference: '123456789012',
      ...(receivedOn ? { receivedOn } : {}),
      ...(reason ? { reason } : {}),
    });

  const list = async (query = ''): Promise<CustomerSummary[]> => (await ok('GET', `/api/customers${query}`)).result;
  const detail = async (id: string): Promise<CustomerDetail> => ok('GET', `/api/customers/${id}`);
  const byPhone = async (phone: string) => (await list(`?q=${encodeURIComponent(phone)}`))[0]!;

  return { inject, ok, ask, priced, billed, pay, list, detail, byPhone };
}

/** The shop's day `n` days ago, YYYY-MM-DD (IST). */
export const daysAgo = (n: number) => new Date(Date.now() + 330 * 60_000 - n * 86_400_000).toISOString().slice(0, 10);

/** The shop of one test file, opened before its tests and closed after them, with its account calls. */
export function useAccountsShop(): { t: ShopTestApp; a: ReturnType<typeof accounts> } {
  const shop = {} as { t: ShopTestApp; a: ReturnType<typeof accounts> };
  beforeAll(async () => {
    const opened = await openAccountsShop();
    Object.assign(shop, { t: opened.t, a: accounts(opened.t, opened.listing) });
  });
  afterAll(() => shop.t?.close());
  return shop;
}

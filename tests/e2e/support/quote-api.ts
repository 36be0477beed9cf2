import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { Listing } from '../../../src/contract/catalogue.ts';
import type { Quote } from '../../../src/contract/quotes.ts';
import { weddingSellingForm } from '../../../src/contract/selling-samples.ts';
import { test as base } from './fixtures.ts';
import { ok, pngBlob, ShopApi, unique } from './shop-api.ts';

/** Listings that sell by quantity with options and zones, and the owner's side of quotes. */
export class QuoteApi extends ShopApi {
  /** ₹20 (₹18 discounted), 100 at least, the contract's wedding-card tiers, options and zone, on a portrait design. */
  async createCard(): Promise<Listing> {
    await this.ensureSiteConfig();
    const category = await this.createCategory(unique('Quote cat'));
    const subcategory = await this.createSubcategory(category);
    const form = new FormData();
    const fields = {
      title: unique('Quote card'),
      category: category.category_uuid,
      subcategory: subcategory.subcategory_uuid,
      price: '20',
      discountPrice: '18',
      moq: '100',
      favorite: '0',
    };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    for (const [key, value] of Object.entries(weddingSellingForm())) form.set(key, value);
    form.append('images', await pngBlob(900, 1260), 'card.png');
    return ok(await this.request.post('/api/listings', { multipart: form }));
  }

  /** The owner's view of the quote with this token (GET /api/quotes, session required). */
  async quoteByToken(token: string): Promise<Quote> {
    const list: { result: Quote[] } = await ok(await this.request.get('/api/quotes?limit=100'));
    const quote = list.result.find((q) => q.token === token);
    if (!quote) throw new Error(`No quote ${token}`);
    return quote;
  }

  /** The owner's answer (PUT /api/quotes/{id}). */
  async answer(
    id: string,
    answer: { finalPrice?: string; note?: string; stage?: Quote['stage']; reason?: string; courier?: string; trackingNo?: string },
  ): Promise<Quote> {
    return ok(await this.request.put(`/api/quotes/${id}`, { data: answer }));
  }

  /** The owner records the advance still due (POST /api/quotes/{id}/payments): printing waits for it (decision 023). */
  async payAdvance(id: string): Promise<Quote> {
    const list: { result: Quote[] } = await ok(await this.request.get('/api/quotes?limit=100'));
    const due = list.result.find((q) => q._id === id)?.payment;
    if (!due) throw new Error(`Quote ${id} is not priced`);
    return ok(await this.request.post(`/api/quotes/${id}/payments`, { data: { amount: due.dueNow, method: 'cash' } }));
  }

  /**
   * The shop's UPI ID and payee (PUT /api/settings/billing). Until that screen's route is in this build,
   * the row is written into the test server's own database (the same one row the route saves).
   */
  async setUpi(upiId: string, upiName: string): Promise<void> {
    const current = await this.request.get('/api/settings/billing');
    if (current.ok()) {
      await ok(await this.request.put('/api/settings/billing', { data: { ...(await current.json()), upiId, upiName } }));
      return;
    }
    const { default: SQLite } = await import('better-sqlite3');
    const db = new SQLite(path.join(process.env.E2E_DATA_DIR!, 'shop.sqlite'));
    try {
      db.prepare(
        `insert into billing_settings (id, upi_id, upi_name, advance_percent, gst_mode, gstin, legal_name, address, state, number_prefix, updated_at)
         values (1, ?, ?, 50, 'none', '', '', '', '', 'INV', ?) on conflict (id) do update set upi_id = excluded.upi_id, upi_name = excluded.upi_name`,
      ).run(upiId, upiName, new Date().toISOString());
    } finally {
      db.close();
    }
  }
}

export const test = base.extend<{ quotes: QuoteApi }>({
  quotes: async ({ adminRequest }, use) => use(new QuoteApi(adminRequest)),
});
export { expect } from './fixtures.ts';

/** The customer: a phone of their own, with no session. */
export const customerPhone = async (browser: Browser): Promise<Page> =>
  (
    await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, serviceWorkers: 'block' })
  ).newPage();

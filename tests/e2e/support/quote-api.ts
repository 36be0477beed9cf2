import type { Browser, Page } from '@playwright/test';
import type { BillingSettings } from '../../../src/contract/billing-settings.ts';
import type { Listing } from '../../../src/contract/catalogue.ts';
import type { Quote } from '../../../src/contract/quotes.ts';
import { weddingSellingForm } from '../../../src/contract/selling-samples.ts';
import { test as base, waitForHydration } from './fixtures.ts';
import { ok, pngBlob, ShopApi, unique } from './shop-api.ts';

/** Listings that sell by quantity with options and zones, and the owner's side of quotes. */
export class QuoteApi extends ShopApi {
  /** ₹20 (₹18 discounted), 100 at least, the contract's wedding-card tiers, options and zone, on a portrait design. */
  async createCard(extra: Record<string, string> = {}): Promise<Listing> {
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
    for (const [key, value] of Object.entries({ ...weddingSellingForm(), ...extra })) form.set(key, value);
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

  /**
   * A visitor asks for 300 of the card with "पायल & रवि" on it (POST /api/quotes, no session) and the
   * owner prices it at ₹4,950: the customer's token and link, and the owner's view of the priced job.
   */
  async pricedJob(card: Listing, visitor: { name: string; names?: string; phone?: string }): Promise<{ token: string; url: string; priced: Quote }> {
    const data = {
      listingId: card._id,
      quantity: 300,
      texts: { names: visitor.names ?? 'पायल & रवि' },
      name: visitor.name,
      phone: visitor.phone ?? '98220 12345',
    };
    const asked: { token: string; url: string } = await ok(await this.request.post('/api/quotes', { data: { ...data, website: '' } }));
    const owned = await this.quoteByToken(asked.token);
    return { ...asked, priced: await this.answer(owned._id, { finalPrice: '4950' }) };
  }

  /** As `pricedJob`, then the customer approves proof 1 at ₹4,950 from their link. */
  async approvedJob(card: Listing, visitor: { name: string; names?: string; phone?: string }): Promise<{ token: string; url: string; priced: Quote }> {
    const job = await this.pricedJob(card, visitor);
    await ok(await this.request.post(`/api/quotes/${job.token}/approve`, { data: { version: 1, confirmed: true, price: '4950' } }));
    return job;
  }

  /** The owner records the advance still due (POST /api/quotes/{id}/payments): printing waits for it (decision 023). */
  async payAdvance(id: string): Promise<Quote> {
    const list: { result: Quote[] } = await ok(await this.request.get('/api/quotes?limit=100'));
    const due = list.result.find((q) => q._id === id)?.payment;
    if (!due) throw new Error(`Quote ${id} is not priced`);
    return ok(await this.request.post(`/api/quotes/${id}/payments`, { data: { amount: due.dueNow, method: 'cash' } }));
  }

  /**
   * The billing settings every spec that bills or takes payments works under (PUT /api/settings/billing):
   * one set, so specs running side by side never undo each other's.
   */
  async useShopBilling(): Promise<BillingSettings> {
    return ok(await this.request.put('/api/settings/billing', { data: SHOP_BILLING }));
  }
}

/** A GST tax invoice from Maharashtra, the advance (50 %) to the shop's UPI ID. */
export const SHOP_BILLING: BillingSettings = {
  upiId: 'shreeganesh@okaxis',
  upiName: 'Shree Ganesh Printers',
  advancePercent: 50,
  gstMode: 'regular',
  gstin: '27AAPFU0939F1ZV',
  legalName: 'Shree Ganesh Printers LLP',
  address: '12 Station Road, Pune',
  state: 'Maharashtra',
  numberPrefix: 'INV',
  defaultHsn: '4909',
  defaultGstRate: '18',
};

export const test = base.extend<{ quotes: QuoteApi }>({
  quotes: async ({ adminRequest }, use) => use(new QuoteApi(adminRequest)),
});
export { expect } from './fixtures.ts';

/**
 * The customer: a phone of their own, with no session. Its goto and reload wait for hydration, as the
 * fixture's page does (a tap on the server's HTML before the code runs is lost: proofs.spec.ts's pin).
 */
export async function customerPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  waitForHydration(page);
  return page;
}

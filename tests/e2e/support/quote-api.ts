import type { BillingSettings } from '../../../src/contract/billing-settings.ts';
import type { Listing } from '../../../src/contract/catalogue.ts';
import type { Quote } from '../../../src/contract/quotes.ts';
import { weddingSellingForm } from '../../../src/contract/selling-samples.ts';
import { test as base } from './fixtures.ts';
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

  /** The shop's billing settings (PUT /api/settings/billing, the whole form). */
  async setBilling(settings: BillingSettings): Promise<BillingSettings> {
    return ok(await this.request.put('/api/settings/billing', { data: settings }));
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
}

export const test = base.extend<{ quotes: QuoteApi }>({
  quotes: async ({ adminRequest }, use) => use(new QuoteApi(adminRequest)),
});
export { expect } from './fixtures.ts';

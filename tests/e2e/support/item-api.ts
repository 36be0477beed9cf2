import type { APIRequestContext } from '@playwright/test';
import type { Category, Listing, Subcategory } from '../../../src/contract/catalogue.ts';
import { test as base } from './fixtures.ts';
import { testImage } from './images.ts';
import { ShopApi, unique } from './shop-api.ts';

export interface ItemFields {
  category: Category;
  subcategory: Subcategory;
  title?: string;
  price?: string;
  discountPrice?: string;
  description?: string;
  moq?: number;
  location?: string;
  /** How many images (0 for none); each a new picture. */
  images?: number;
}

/** Listings with any number of images and every field, through the API as an admin. */
export class ItemApi {
  constructor(private readonly request: APIRequestContext) {}

  async createItem(fields: ItemFields): Promise<Listing> {
    const files = await Promise.all(
      Array.from({ length: fields.images ?? 1 }, async (_, i) => ({ name: `item-${i}.png`, mimeType: 'image/png', buffer: await testImage() })),
    );
    // Playwright's multipart takes one value per key; several files need a FormData.
    const form = new FormData();
    const text: Record<string, string> = {
      title: fields.title ?? unique('Card'),
      category: fields.category.category_uuid,
      subcategory: fields.subcategory.subcategory_uuid,
      price: fields.price ?? '499',
      favorite: '0',
      description: fields.description ?? '',
      moq: String(fields.moq ?? 1),
      location: fields.location ?? '',
      ...(fields.discountPrice ? { discountPrice: fields.discountPrice } : {}),
    };
    for (const [key, value] of Object.entries(text)) form.append(key, value);
    for (const f of files) form.append('images', new Blob([new Uint8Array(f.buffer)], { type: f.mimeType }), f.name);
    const res = await this.request.post('/api/listings', { multipart: form });
    if (!res.ok()) throw new Error(`POST /api/listings answered ${res.status()}: ${await res.text()}`);
    return res.json();
  }
}

/** The shared fixtures, plus `items` for listings with several (or no) images. */
export const test = base.extend<{ items: ItemApi }>({
  items: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await new ShopApi(request).login();
    await use(new ItemApi(request));
    await request.dispose();
  },
});
export { expect } from './fixtures.ts';

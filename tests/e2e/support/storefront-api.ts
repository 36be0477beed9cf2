import type { APIRequestContext, APIResponse, Page, TestInfo } from '@playwright/test';
import type { Category, GalleryImage, Listing, Subcategory } from '../../../src/contract/catalogue.ts';
import { test as base } from './fixtures.ts';
import { testImage } from './images.ts';
import { E2E_ADMIN } from './shop-api.ts';

/**
 * What the storefront specs (wedding cards, story, gallery, collections) create beyond ShopApi:
 * listings with several images and gallery images, through the real API as the e2e admin.
 */
export class StorefrontApi {
  constructor(private readonly request: APIRequestContext) {}

  async login(): Promise<void> {
    await ok(await this.request.post('/api/users/login', { data: { User_name: E2E_ADMIN.name, Password: E2E_ADMIN.password } }));
  }

  async createListing(fields: {
    title: string;
    category: Category;
    subcategory: Subcategory;
    price: string;
    discountPrice?: string;
    favorite?: '1' | '0';
    images?: number;
  }): Promise<Listing> {
    const form = new FormData();
    form.set('title', fields.title);
    form.set('category', fields.category.category_uuid);
    form.set('subcategory', fields.subcategory.subcategory_uuid);
    form.set('price', fields.price);
    form.set('favorite', fields.favorite ?? '0');
    if (fields.discountPrice) form.set('discountPrice', fields.discountPrice);
    for (let i = 0; i < (fields.images ?? 1); i += 1) form.append('images', new Blob([new Uint8Array(await testImage())], { type: 'image/png' }), `card-${i}.png`);
    return ok(await this.request.post('/api/listings', { multipart: form }));
  }

  async createGalleryImage(title: string): Promise<GalleryImage> {
    const form = new FormData();
    form.set('title', title);
    form.set('image', new Blob([new Uint8Array(await testImage(480, 640))], { type: 'image/png' }), 'story.png');
    return ok(await this.request.post('/api/images', { multipart: form }));
  }
}

/** The shared `test` plus `shop`: a StorefrontApi logged in as the e2e admin. */
export const test = base.extend<{ shop: StorefrontApi }>({
  shop: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const shop = new StorefrontApi(request);
    await shop.login();
    await use(shop);
    await request.dispose();
  },
});

export const isPhone = (info: TestInfo) => info.project.name === 'phone';

/** Whether the page scrolls sideways (it must not, at 360 px or 1280 px). */
export const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Dispatches a cancelable contextmenu on the first element matching `selector`; true when the page refused it. */
export const contextMenuRefused = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => !el.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 })));

async function ok(res: APIResponse): Promise<any> {
  if (!res.ok()) throw new Error(`${res.url()} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

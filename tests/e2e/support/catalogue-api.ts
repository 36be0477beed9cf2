import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Category, Listing, Religion, Subcategory } from '../../../src/contract/catalogue.ts';
import { test as base } from './fixtures.ts';
import { testImage } from './images.ts';
import { E2E_ADMIN, unique } from './shop-api.ts';

/**
 * What the listing screens' specs need beyond ShopApi: religions, lookup values, listings with a
 * religion and several images, and reading a listing back, all through the real API as the e2e admin.
 */
export class CatalogueApi {
  constructor(private readonly request: APIRequestContext) {}

  async login(): Promise<void> {
    await ok(await this.request.post('/api/users/login', { data: { User_name: E2E_ADMIN.name, Password: E2E_ADMIN.password } }));
  }

  async createReligion(name = unique('Faith')): Promise<Religion> {
    return ok(await this.request.post('/api/religions', { data: { name } }));
  }

  /** A title or price suggestion (the lookup lists the listing form reads). */
  async addLookup(kind: 'titles' | 'prices', value: string): Promise<void> {
    await ok(await this.request.post(`/api/${kind}/add`, { data: kind === 'prices' ? { price: value } : { name: value } }));
  }

  async createListing(fields: { title?: string; category: Category; subcategory: Subcategory; religion?: Religion; price?: string; images?: number }): Promise<Listing> {
    const form = new FormData();
    form.set('title', fields.title ?? unique('Card'));
    form.set('category', fields.category.category_uuid);
    form.set('subcategory', fields.subcategory.subcategory_uuid);
    if (fields.religion) form.set('religions', fields.religion.religion_uuid);
    form.set('price', fields.price ?? '499');
    form.set('favorite', '0');
    for (let i = 0; i < (fields.images ?? 1); i += 1) form.append('images', new Blob([new Uint8Array(await testImage(320, 240))], { type: 'image/png' }), `card-${i}.png`);
    return ok(await this.request.post('/api/listings', { multipart: form }));
  }

  /** The listing, or null once it is gone (404). */
  async listing(id: string): Promise<Listing | null> {
    const res = await this.request.get(`/api/listings/${id}`);
    if (res.status() === 404) return null;
    return ok(res);
  }

  /** The listings whose title contains `text`. */
  async findListings(text: string): Promise<Listing[]> {
    return ok(await this.request.get(`/api/listings?q=${encodeURIComponent(text)}`));
  }
}

/** The shared `test` plus `catalogue`: a CatalogueApi logged in as the e2e admin. */
export const test = base.extend<{ catalogue: CatalogueApi }>({
  catalogue: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const catalogue = new CatalogueApi(request);
    await catalogue.login();
    await use(catalogue);
    await request.dispose();
  },
});

export { expect };

/** A file for a file input: a small PNG photo (each one different), or any other type. */
export async function pngFile(name: string, size = 320) {
  return { name, mimeType: 'image/png', buffer: await testImage(size, Math.round(size * 0.75)) };
}
export async function gifFile(name: string) {
  return { name, mimeType: 'image/gif', buffer: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).gif().toBuffer() };
}
export const textFile = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from('not an image') });

/** A toast (react-hot-toast draws each one as a polite status). */
export const toastWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The listing form in its dialog, with its fields by label. */
export function listingForm(page: Page, title: 'Create New Listing' | 'Edit Listing' = 'Create New Listing') {
  const dialog = page.getByRole('dialog', { name: title });
  return {
    dialog,
    title: dialog.getByRole('combobox', { name: /^Title/ }),
    category: dialog.getByRole('combobox', { name: /^Category/ }),
    subcategory: dialog.getByRole('combobox', { name: /^Subcategory/ }),
    religion: dialog.getByRole('combobox', { name: /^Religion/ }),
    price: dialog.getByRole('combobox', { name: /^Price/ }),
    discountPrice: dialog.getByRole('textbox', { name: /^Discount price/ }),
    moq: dialog.getByRole('textbox', { name: /^Minimum order quantity/ }),
    description: dialog.getByRole('textbox', { name: /^Description/ }),
    images: dialog.getByLabel('Images', { exact: true }),
    previews: dialog.getByRole('button', { name: /^Remove image/ }),
    favorite: (value: '1' | '0') => dialog.getByRole('radio', { name: value === '1' ? '1 (Yes)' : '0 (No)' }),
    submit: page.getByRole('button', { name: title === 'Edit Listing' ? 'Update' : 'Submit', exact: true }),
  };
}

/** Chooses an option by its text once the list has it (the lists load when the form opens). */
export async function choose(select: Locator, label: string): Promise<void> {
  await expect(select.locator('option', { hasText: label })).toHaveCount(1);
  await select.selectOption({ label });
}

async function ok(res: APIResponse): Promise<any> {
  if (!res.ok()) throw new Error(`${res.url()} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import type { Category, Listing, Religion, Subcategory } from '../../../src/contract/catalogue.ts';
import type { User } from '../../../src/contract/users.ts';
import { test as base } from './fixtures.ts';
import { testImage } from './images.ts';
import { E2E_ADMIN } from './shop-api.ts';

/**
 * For the category, subcategory, religion and user screen specs: what they create beyond ShopApi,
 * through the real API as the e2e admin (religions, users, listings that make a record "in use"),
 * and locators that work on both the phone cards and the desktop table.
 */
export class TaxonomyApi {
  constructor(readonly request: APIRequestContext) {}

  async login(): Promise<void> {
    await ok(await this.request.post('/api/users/login', { data: { User_name: E2E_ADMIN.name, Password: E2E_ADMIN.password } }));
  }

  async createReligion(name: string): Promise<Religion> {
    return ok(await this.request.post('/api/religions', { data: { name } }));
  }

  async createUser(name: string, mobile: string, password = 'a-long-password'): Promise<User> {
    expect(await ok(await this.request.post('/api/users/addUser', { data: { User_name: name, Password: password, Mobile_number: mobile } }))).toBe('notexist');
    const list: { result: User[] } = await ok(await this.request.get('/api/users/GetUserList'));
    return list.result.find((u) => u.User_name === name)!;
  }

  /** A listing using the category, the subcategory and (optionally) the religion: their Delete goes away. */
  async createListing(category: Category, subcategory: Subcategory, religion?: Religion): Promise<Listing> {
    const form = new FormData();
    form.set('title', `Uses ${subcategory.name}`);
    form.set('category', category.category_uuid);
    form.set('subcategory', subcategory.subcategory_uuid);
    form.set('price', '499');
    form.set('favorite', '0');
    if (religion) form.set('religions', religion.religion_uuid);
    form.append('images', new Blob([new Uint8Array(await testImage())], { type: 'image/png' }), 'listing.png');
    return ok(await this.request.post('/api/listings', { multipart: form }));
  }
}

/** The shared `test` plus `office`: a TaxonomyApi logged in as the e2e admin. */
export const test = base.extend<{ office: TaxonomyApi }>({
  office: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const office = new TaxonomyApi(request);
    await office.login();
    await use(office);
    await request.dispose();
  },
});

/** A PNG for a file input (a new colour each time). */
export const pngFile = async (name = 'photo.png') => ({ name, mimeType: 'image/png', buffer: await testImage() });

/** The screen's list: a table on desktop, cards on a phone (AdminTable keeps only one in the DOM). */
export const listOf = (page: Page, caption: string): Locator => page.getByRole('table', { name: caption }).or(page.getByRole('list', { name: caption }));

/** One row (desktop) or card (phone) holding this exact text. */
export const rowOf = (page: Page, caption: string, text: string): Locator =>
  listOf(page, caption)
    .locator('tbody tr, li')
    .filter({ has: page.getByText(text, { exact: true }) });

/** The toast with this text (react-hot-toast: role=status). */
export const toastWith = (page: Page, text: string): Locator => page.getByRole('status').filter({ hasText: text });

/** Whether the page scrolls sideways (it must not, at 360 px or 1280 px). */
export const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The page's serious or critical accessibility problems (axe), as "id: help" lines. */
export const seriousAxeProblems = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);

/** Failed calls the tests provoke on purpose (Chromium logs each as a console error). */
export const EXPECTED_REFUSALS = /Failed to load resource: the server responded with a status of (400|409)/;

async function ok(res: APIResponse): Promise<any> {
  if (!res.ok()) throw new Error(`${res.url()} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

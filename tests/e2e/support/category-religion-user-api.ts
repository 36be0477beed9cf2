import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Category, Listing, Religion, Subcategory } from '../../../src/contract/catalogue.ts';
import { test as base } from './fixtures.ts';
import { ShopApi } from './shop-api.ts';

export { pngFile, scrollsSideways, seriousAxeProblems, toastWith } from './ui.ts';

/**
 * For the category, subcategory, religion and user screen specs: religions, users and listings that
 * make a record "in use" (through ShopApi), and locators that work on both the phone cards and the
 * desktop table.
 */
export class TaxonomyApi {
  private readonly shop: ShopApi;
  constructor(readonly request: APIRequestContext) {
    this.shop = new ShopApi(request);
  }

  login = () => this.shop.login();
  createReligion = (name: string) => this.shop.createReligion(name);
  createUser = (name: string, mobile: string, password?: string) => this.shop.createUser(name, mobile, password);

  /** A listing using the category, the subcategory and (optionally) the religion: their Delete goes away. */
  createListing(category: Category, subcategory: Subcategory, religion?: Religion): Promise<Listing> {
    return this.shop.createListing({ title: `Uses ${subcategory.name}`, category, subcategory, religion });
  }
}

/** The shared `test` plus `office`: the run's admin session. */
export const test = base.extend<{ office: TaxonomyApi }>({
  office: async ({ adminRequest }, use) => use(new TaxonomyApi(adminRequest)),
});

/** The screen's list: a table on desktop, cards on a phone (AdminTable keeps only one in the DOM). */
export const listOf = (page: Page, caption: string): Locator => page.getByRole('table', { name: caption }).or(page.getByRole('list', { name: caption }));

/** One row (desktop) or card (phone) holding this exact text. */
export const rowOf = (page: Page, caption: string, text: string): Locator =>
  listOf(page, caption)
    .locator('tbody tr, li')
    .filter({ has: page.getByText(text, { exact: true }) });

/** Failed calls the tests provoke on purpose (Chromium logs each as a console error). */
export const EXPECTED_REFUSALS = /Failed to load resource: the server responded with a status of (400|409)/;

import type { Page } from '@playwright/test';
import { test as base } from './fixtures.ts';
import { ShopApi } from './shop-api.ts';

export { isPhone, scrollsSideways } from './ui.ts';

/** The storefront specs' data (listings with several images, gallery images): ShopApi. */
export class StorefrontApi extends ShopApi {}

/** The shared `test` plus `shop`: the run's admin session. */
export const test = base.extend<{ shop: StorefrontApi }>({
  shop: async ({ adminRequest }, use) => use(new StorefrontApi(adminRequest)),
});

/** Dispatches a cancelable contextmenu on the first element matching `selector`; true when the page refused it. */
export const contextMenuRefused = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => !el.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 })));

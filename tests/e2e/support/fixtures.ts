import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_STATE, ShopApi } from './shop-api.ts';

interface Fixtures {
  /** An admin API session for creating test data. */
  api: ShopApi;
  /** Console errors matching these patterns do not fail the test (an expected 404, say). */
  allowConsoleErrors: (pattern: RegExp) => void;
}

/**
 * The tests' `test`: any console.error or uncaught error in the page fails the test (design
 * habit 7), unless the test declared it expected. `api` (and the specs' own names for it) speak
 * as the e2e admin through one request context per worker, on the stored login of admin.setup.ts.
 */
export const test = base.extend<Fixtures & { consoleGuard: RegExp[] }, { adminRequest: APIRequestContext }>({
  adminRequest: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL, storageState: ADMIN_STATE });
      await use(request);
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  consoleGuard: async ({}, use) => use([]),
  allowConsoleErrors: async ({ consoleGuard }, use) => use((pattern) => void consoleGuard.push(pattern)),
  page: async ({ page, consoleGuard }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    waitForHydration(page);
    await use(page);
    expect(errors.filter((text) => !consoleGuard.some((pattern) => pattern.test(text)))).toEqual([]);
  },
  api: async ({ adminRequest }, use) => use(new ShopApi(adminRequest)),
});

/**
 * `goto` and `reload` return once the app has hydrated the page (`<html data-hydrated>`, set by
 * routes.tsx): server HTML shows buttons before their code runs, and a click then is lost. A
 * document that is not the app (a CSV, the offline page) is returned as it loads.
 */
export function waitForHydration(page: Page) {
  const hydrated = async <R>(response: R): Promise<R> => {
    await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'));
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => hydrated(await goto(url, options));
  page.reload = async (options) => hydrated(await reload(options));
}

export { expect };

import { test as base, expect, type APIRequestContext } from '@playwright/test';
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
    await use(page);
    expect(errors.filter((text) => !consoleGuard.some((pattern) => pattern.test(text)))).toEqual([]);
  },
  api: async ({ adminRequest }, use) => use(new ShopApi(adminRequest)),
});

export { expect };

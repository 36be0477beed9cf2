import { test as base, expect } from '@playwright/test';
import { ShopApi } from './shop-api.ts';

interface Fixtures {
  /** An admin API session for creating test data. */
  api: ShopApi;
  /** Console errors matching these patterns do not fail the test (an expected 404, say). */
  allowConsoleErrors: (pattern: RegExp) => void;
}

/**
 * The tests' `test`: any console.error or uncaught error in the page fails the test (design
 * habit 7), unless the test declared it expected.
 */
export const test = base.extend<Fixtures & { consoleGuard: RegExp[] }>({
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
  api: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const api = new ShopApi(request);
    await api.login();
    await use(api);
    await request.dispose();
  },
});

export { expect };

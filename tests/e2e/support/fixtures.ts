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
    const missingPictures = new Map<string, string>();
    const documents = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.request().frame() === page.mainFrame())
        documents.set(
          response.url(),
          response.text().catch(() => ''),
        );
      if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/media/')) missingPictures.set(response.url(), page.url());
    });
    waitForHydration(page);
    await use(page);
    const gone = await picturesDeletedSince(page, missingPictures, documents);
    expect(errors.filter((text) => !consoleGuard.some((pattern) => pattern.test(text)) && !gone.some((url) => text.endsWith(`(${url})`)))).toEqual([]);
  },
  api: async ({ adminRequest }, use) => use(new ShopApi(adminRequest)),
});

/**
 * The pictures that answered 404 because another test, running at the same time, deleted the
 * record that showed them: the page as the server sent it named the picture, and the same page
 * asked for again no longer does. The workers share one shop, and a catalogue page shows every
 * worker's listings. A picture its page still names, or one no server-sent page named, stays a failure.
 */
async function picturesDeletedSince(page: Page, missing: Map<string, string>, documents: Map<string, Promise<string>>): Promise<string[]> {
  const gone: string[] = [];
  for (const [url, pageUrl] of missing) {
    const hash = /\/media\/([0-9a-f]{32})/.exec(url)?.[1];
    const sent = await documents.get(pageUrl);
    if (!hash || !sent?.includes(hash)) continue;
    const now = await page.request.get(pageUrl).catch(() => undefined);
    if (now?.ok() && !(await now.text()).includes(hash)) gone.push(url);
  }
  return gone;
}

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

import type { Page } from '@playwright/test';
import { loginAsAdmin } from './support/admin.ts';
import { expect, test } from './support/item-api.ts';
import { unique } from './support/shop-api.ts';

/** Every URL the service worker has kept, in any of its caches (path and query). */
const keptUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname + new URL(request.url).search);
    return urls;
  });

/** The text of the worker's copy of a page, if it kept one. */
const keptPage = (page: Page, path: string) => page.evaluate(async (p) => (await caches.match(p))?.text(), path);

/** What of the shop this page has loaded so far that the worker keeps: its code, styles, pictures and catalogue reads. */
const loadedKeepable = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && /^\/(?:assets|media|api\/listings)\b/.test(url.pathname))
      .map((url) => url.pathname + url.search),
  );

/** Resolves once the worker has kept all the page has loaded that it keeps (what an offline visit will ask again). */
async function everythingLoadedKept(page: Page) {
  await expect
    .poll(async () => {
      const kept = new Set(await keptUrls(page));
      return (await loadedKeepable(page)).filter((url) => !kept.has(url));
    })
    .toEqual([]);
}

/** Resolves once the worker is active and this page is one of its clients (it claims the pages open when it starts). */
const controlled = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });

test.describe('installable and offline', () => {
  // The suite blocks service workers (playwright.config.ts); these tests are about one.
  test.use({ serviceWorkers: 'allow' });

  test('a viewed item page opens offline with its title, price and picture; a page never opened gets the offline page', async ({
    api,
    items,
    page,
    context,
  }) => {
    const site = await api.ensureSiteConfig();
    const category = await api.createCategory(unique('Offline cat'));
    const subcategory = await api.createSubcategory(category);
    const listing = await items.createItem({ category, subcategory, price: '123456', images: 1 });
    const sister = await items.createItem({ category, subcategory, images: 1 });
    const itemPath = `/list/${listing._id}`;

    await page.goto('/');
    await controlled(page);
    await page.goto(itemPath);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    // The visitor reads on to "More like this" (asked for as it nears the screen): all of it online.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('region', { name: 'More like this' }).getByRole('link', { name: new RegExp(sister.title) })).toBeVisible();
    await expect.poll(() => keptUrls(page)).toEqual(expect.arrayContaining([itemPath, '/', '/offline']));
    await everythingLoadedKept(page);

    // Online, the network comes first: a change shows at once, never the kept copy.
    const title = unique('Renamed card');
    expect((await api.request.put(`/api/listings/${listing._id}`, { data: { title } })).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The worker keeps the page as it now is.
    await expect.poll(() => keptPage(page, itemPath)).toContain(title);
    await everythingLoadedKept(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('main strong').first()).toHaveText('₹1,23,456');
    await expect(page.getByRole('link', { name: site.name }).first()).toBeVisible();
    // The picture is the one the worker kept (offline, one never seen would be the stand-in).
    const picture = page.getByRole('button', { name: 'Zoom image' }).locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await keptUrls(page)).toContain(await picture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname));
    // Its scripts came from the worker too: the page is hydrated and responds.
    await page.getByRole('button', { name: 'Zoom image' }).click();
    await expect(page.getByRole('button', { name: 'Zoom image' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/allCategories');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('Pages you have opened before still open offline.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    await page.getByRole('link', { name: 'Home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: site.name }).first()).toBeVisible();
    await context.setOffline(false);
  });

  test('never keeps a back-office page, a page drawn for a signed-in admin, or the session calls', async ({ api, items, page, allowConsoleErrors }) => {
    // A visitor at a back-office address: the session check answers 401 and the sign-in page follows.
    allowConsoleErrors(/Failed to load resource.*401/);
    const category = await api.createCategory(unique('Offline admin cat'));
    const listing = await items.createItem({ category, subcategory: await api.createSubcategory(category), images: 0 });
    await page.goto('/');
    await controlled(page);
    // A visitor opening a back-office address, then the admin signed in on a public page and in the back office.
    await page.goto('/allListing');
    await expect(page).toHaveURL(/\/login$/);
    await loginAsAdmin(page);
    await page.goto(`/list/${listing._id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await page.goto('/allListing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/addConfi');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const kept = await keptUrls(page);
    expect(kept).toContain('/');
    const admin = /^\/(?:admin|allListing|listing|upload|UploadCategory|UploadSubcategory|UploadBanner|addReligion|addUser|addConfi|add[A-Z]\w*)$/i;
    expect(kept.filter((url) => admin.test(url) || url === `/list/${listing._id}` || /^\/api\/(?:users|setup|quotes|audit|enquiries)/.test(url))).toEqual([]);
  });

  test('the page links a web manifest whose icons are the PNGs it names', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', lang: 'en-IN' });
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const res = await request.get(icon.src);
      expect(res.headers()['content-type']).toBe(icon.type);
    }
    expect((await request.get((await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!)).ok()).toBe(true);
  });
});

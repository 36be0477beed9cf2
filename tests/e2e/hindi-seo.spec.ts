import type { Page } from '@playwright/test';
import { expectNoEnglish } from './support/hindi.ts';
import { expect, test } from './support/item-api.ts';
import { unique } from './support/shop-api.ts';
import { scrollsSideways, seriousAxeProblems } from './support/ui.ts';

/** What a page's head tells search engines and chats: its language, canonical, hreflang alternates and JSON-LD. */
const headOf = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
    alternates: [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => [l.hreflang, l.href]),
    locale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Record<string, unknown>),
  }));

test('item and category pages name their own address as canonical and their alternates, in both languages; the sitemap lists both', async ({
  api,
  items,
  page,
  request,
  baseURL,
}) => {
  await api.ensureSiteConfig();
  const category = await api.createCategory(unique('Hreflang श्रेणी'));
  const item = await items.createItem({ category, subcategory: await api.createSubcategory(category), images: 1 });
  const at = (path: string) => new URL(path, baseURL).href;

  const categoryPath = `/subcategory/${category.category_uuid}`;
  const both = [
    ['en', at(categoryPath)],
    ['hi', at(`/hi${categoryPath}`)],
    ['x-default', at(categoryPath)],
  ];
  await page.goto(categoryPath);
  expect(await headOf(page)).toMatchObject({ lang: 'en', canonical: at(categoryPath), alternates: both, locale: 'en_IN' });
  await page.goto(`/hi${categoryPath}`);
  const hindiCategory = await headOf(page);
  expect(hindiCategory).toMatchObject({ lang: 'hi', canonical: at(`/hi${categoryPath}`), alternates: both, locale: 'hi_IN' });
  expect(hindiCategory.jsonLd[0]).toMatchObject({ '@type': 'ItemList', inLanguage: 'hi', itemListElement: [{ url: at(`/hi/list/${item._id}`) }] });

  // The item has no Hindi text of the owner's: its Hindi page names no Hindi alternate, on either side.
  const itemPath = `/list/${item._id}`;
  const englishOnly = [
    ['en', at(itemPath)],
    ['x-default', at(itemPath)],
  ];
  await page.goto(itemPath);
  expect(await headOf(page)).toMatchObject({ lang: 'en', canonical: at(itemPath), alternates: englishOnly });
  await page.goto(`/hi${itemPath}`);
  const hindiItem = await headOf(page);
  expect(hindiItem).toMatchObject({ lang: 'hi', canonical: at(`/hi${itemPath}`), alternates: englishOnly });
  expect(await page.title()).toMatch(new RegExp(`^${item.title} \\| `));
  expect(hindiItem.jsonLd[0]).toMatchObject({ '@type': 'Product', name: item.title, inLanguage: 'en', url: at(`/hi${itemPath}`) });
  expect(hindiItem.jsonLd[1]).toMatchObject({ '@type': 'BreadcrumbList' });
  expect((hindiItem.jsonLd[1]!.itemListElement as { name: string; item: string }[]).map((c) => c.item)).toEqual([
    at('/hi/'),
    at(`/hi${categoryPath}`),
    at(`/hi${categoryPath}?sub=${item.subcategory_uuid}`),
    at(`/hi${itemPath}`),
  ]);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${at(`/hi${categoryPath}`)}</loc>`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${at(`/hi${categoryPath}`)}"/>`);
  expect(sitemap).toContain(`<loc>${at(itemPath)}</loc>`);
  expect(sitemap).not.toContain(`<loc>${at(`/hi${itemPath}`)}</loc>`);
});

test('the Hindi pages link the Hindi manifest: their own app, opening /hi/, with the same icons', async ({ page, request }) => {
  await page.goto('/hi/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/hi/manifest.webmanifest');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ id: '/hi/', start_url: '/hi/', scope: '/hi/', lang: 'hi', display: 'standalone' });
  expect(manifest.description).toMatch(/निमंत्रण कार्ड/);
  for (const icon of manifest.icons as { src: string; type: string }[]) expect((await request.get(icon.src)).headers()['content-type']).toBe(icon.type);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a Hindi page never opened gets the offline page in Hindi, whose home link is /hi/', async ({ page, context }) => {
    await page.goto('/hi/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/hi/offline')))).toBe(true);
    await context.setOffline(true);
    await page.goto('/hi/allCategories');
    await expect(page.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAxeProblems(page)).toEqual([]);
    await expectNoEnglish(page);
    await page.getByRole('link', { name: 'होम पेज' }).click();
    await expect(page).toHaveURL(/\/hi\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await context.setOffline(false);
  });
});

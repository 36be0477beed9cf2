import type { Page } from '@playwright/test';
import type { Category, Listing, Subcategory } from '../../src/contract/catalogue.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoEnglish } from './support/hindi.ts';
import type { ShopApi } from './support/shop-api.ts';
import { scrollsSideways, seriousAxeProblems } from './support/ui.ts';

/** One small shop for every page of this spec, made once per worker. */
let made: Promise<{ category: Category; subcategory: Subcategory; listing: Listing }> | undefined;
const shop = (api: ShopApi) =>
  (made ??= (async () => {
    await api.ensureSiteConfig();
    // The owner's words are English here (no Hindi given): the pages mark them lang="en".
    const category = await api.createCategory();
    const subcategory = await api.createSubcategory(category);
    const listing = await api.createListing({ category, subcategory, images: 2, description: 'Gold foil on ivory card.', location: 'Gondia' });
    return { category, subcategory, listing };
  })());

/** What every Hindi page must be at 360 px: Hindi, no sideways scroll, no serious axe problem, no English in the chrome. */
async function expectHindiPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await scrollsSideways(page)).toBe(false);
  // The profile's only iframe is Google's map, not ours.
  expect(await seriousAxeProblems(page, { exclude: 'iframe' })).toEqual([]);
  await expectNoEnglish(page);
}

const PAGES: [string, (s: Awaited<ReturnType<typeof shop>>) => string][] = [
  ['home', () => '/hi/'],
  ['all categories', () => '/hi/allCategories'],
  ['a category', (s) => `/hi/subcategory/${s.category.category_uuid}`],
  ['new arrivals', () => '/hi/products/new-arrivals'],
  ['the feed', () => '/hi/list'],
  ['the gallery', () => '/hi/instagram'],
  ['the story', () => '/hi/story'],
  ['the profile', () => '/hi/profile'],
  ['social media', () => '/hi/SocialMedia'],
  ['a listing', (s) => `/hi/listing/${s.listing._id}`],
  ['a missing page', () => '/hi/no-such-page'],
];

test.describe('the browsing pages in Hindi', { tag: '@phone' }, () => {
  for (const [name, path] of PAGES) {
    test(`${name} speaks Hindi`, async ({ api, page, allowConsoleErrors }) => {
      allowConsoleErrors(/404/);
      await page.goto(path(await shop(api)));
      await expectHindiPage(page);
    });
  }

  test('the wedding cards page speaks Hindi and searches with Devanagari typed in', async ({ api, page }) => {
    await shop(api);
    await page.goto('/hi/home1');
    await expectHindiPage(page);
    await page.getByRole('searchbox', { name: 'खोजें' }).fill('शादी कार्ड');
    await expect(page.getByRole('status').filter({ hasText: 'कोई कार्ड नहीं मिला।' })).toBeVisible();
    await page.getByRole('button', { name: 'सदस्य बनें' }).click();
    // The browser's own check of the empty address, then an address.
    await page.getByPlaceholder('आपका ईमेल पता').fill('asha@example.in');
    await page.getByRole('button', { name: 'सदस्य बनें' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'आपका पता सहेजा नहीं गया' })).toBeVisible();
    await expectNoEnglish(page);
  });

  test('the contact page speaks Hindi, and so does its answer', async ({ api, page }) => {
    await shop(api);
    await page.goto('/hi/contact');
    await expectHindiPage(page);
    await page.getByLabel('नाम').fill('आशा');
    await page.getByLabel('ईमेल', { exact: true }).fill('asha@example.in');
    await page.getByLabel('संदेश', { exact: true }).fill('क्या आप 200 शादी के कार्ड शुक्रवार तक छाप सकते हैं?');
    await page.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'धन्यवाद! आपका संदेश भेज दिया गया है।' })).toBeVisible();
  });

  test('the switch leads from an English page to the same page in Hindi, and / then opens /hi/', async ({ api, page }) => {
    const { listing } = await shop(api);
    await page.goto(`/list/${listing._id}?from=feed`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(new RegExp(`/hi/list/${listing._id}\\?from=feed$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.goto('/');
    await expect(page).toHaveURL(/\/hi\/$/);
    await expect(page.getByRole('heading', { name: 'श्रेणियाँ' })).toBeVisible();
  });
});

import { seriousAxeProblems } from './support/ui.ts';
import type { Page } from '@playwright/test';
import type { Category, Listing } from '../../src/contract/catalogue.ts';
import { whatsappNumber } from '../../src/contract/whatsapp.ts';
import { expect, test } from './support/fixtures.ts';
import { unique, type ShopApi } from './support/shop-api.ts';

/** A category of its own with one listing in it: the tests share one server. */
async function myListing(api: ShopApi, prefix = 'Feed'): Promise<{ category: Category; listing: Listing }> {
  const category = await api.createCategory(unique(prefix));
  const subcategory = await api.createSubcategory(category);
  const listing = await api.createListing({ category, subcategory, title: unique('Feed card'), price: '123456' });
  return { category, listing };
}

/** Opens /list once it is hydrated, filtered to one category, so other tests' listings never crowd it out. */
async function openFeed(page: Page, category: Category, how: 'goto' | 'reload' = 'goto') {
  if (how === 'reload') await page.reload();
  else await page.goto('/list');
  const chip = page.getByRole('button', { name: category.name, exact: true });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
}

const post = (page: Page, listing: Listing) => page.getByRole('article', { name: listing.title });

test.describe('feed /list', () => {
  test('is rendered on the server: shop name, titles, rupee prices and meta in the HTML', async ({ api, request }) => {
    const site = await api.ensureSiteConfig();
    const { listing } = await myListing(api);
    const res = await request.get('/list');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>Designs | ${site.name}</title>`);
    expect(html).toMatch(/<meta name="description" content="The latest designs from [^"]+">/);
    expect(html).toContain(`>${site.name}</h1>`);
    expect(html).toContain(`>${listing.title}</a>`);
    expect(html).toContain('₹1,23,456');
    expect(html).toContain(`href="/list/${listing._id}"`);
  });

  test('header WhatsApp link, chips of 8 characters with the initial, select then clear', async ({ api, page }) => {
    const site = await api.ensureSiteConfig();
    const mine = await myListing(api, 'Invitations');
    const other = await myListing(api, 'Trophies');
    await page.goto('/list');
    await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Enquire on WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${whatsappNumber(site.phone) ?? ''}\\?text=`),
    );

    const chip = page.getByRole('button', { name: mine.category.name, exact: true });
    await expect(chip).toHaveText(`${mine.category.name[0]!.toUpperCase()}${mine.category.name.slice(0, 8)}`);
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(post(page, mine.listing)).toBeVisible();
    await expect(post(page, other.listing)).toHaveCount(0);

    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await expect(post(page, other.listing)).toBeVisible();
    await expect(post(page, mine.listing)).toBeVisible();
  });

  test('like toggles 0 ↔ 1, and like and bookmark persist across a reload', async ({ api, page }) => {
    const { category, listing } = await myListing(api);
    await openFeed(page, category);
    const like = post(page, listing).getByRole('button', { name: `Like ${listing.title}` });
    const bookmark = post(page, listing).getByRole('button', { name: `Bookmark ${listing.title}` });
    await expect(post(page, listing)).toContainText('0 likes');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(post(page, listing)).toContainText('1 like');
    await like.click();
    await expect(post(page, listing)).toContainText('0 likes');
    await like.click();
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('savedPosts') ?? 'null'));
    expect(stored[listing._id]).toEqual({ likes: 1, bookmarked: true });

    await openFeed(page, category, 'reload');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(post(page, listing)).toContainText('1 like');
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await bookmark.click();
    await openFeed(page, category, 'reload');
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
  });

  test('a malformed savedPosts value is ignored with a warning, never a crash', async ({ api, page }) => {
    const { category, listing } = await myListing(api);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto('/list');
    await page.evaluate(() => localStorage.setItem('savedPosts', '{"oops": [1, 2'));
    await openFeed(page, category, 'reload');
    await expect(post(page, listing)).toContainText('0 likes');
    expect(warnings.some((w) => w.includes('saved posts'))).toBe(true);
    // It still works, and the next change replaces the broken value.
    await post(page, listing)
      .getByRole('button', { name: `Like ${listing.title}` })
      .click();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('savedPosts')!))).toEqual({ [listing._id]: { likes: 1, bookmarked: false } });
  });

  test('share: the spec alert without the Web Share API', async ({ api, page }) => {
    const { category, listing } = await myListing(api);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await openFeed(page, category);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await post(page, listing)
      .getByRole('button', { name: `Share ${listing.title}` })
      .click();
    await expect.poll(() => alerts).toEqual(['alert: Sharing is not supported in this browser.']);
  });

  test('share: the Web Share API gets the title and the absolute link of the item', async ({ api, page, baseURL }) => {
    const { category, listing } = await myListing(api);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as { shared?: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await openFeed(page, category);
    await post(page, listing)
      .getByRole('button', { name: `Share ${listing.title}` })
      .click();
    await expect
      .poll(() => page.evaluate(() => (window as { shared?: ShareData }).shared))
      .toEqual({
        title: listing.title,
        text: `${listing.title} — ₹1,23,456`,
        url: `${baseURL}/list/${listing._id}`,
      });
  });

  test('a post opens its item; the bottom navigation reaches home and profile only', async ({ api, page }) => {
    const { category, listing } = await myListing(api);
    await openFeed(page, category);
    const nav = page.getByRole('navigation', { name: 'Bottom navigation' });
    await expect(nav.getByRole('link')).toHaveCount(2);
    for (const name of ['Search', 'Video', 'Shop']) await expect(nav.getByRole('img', { name: `${name} (not available)` })).toBeVisible();
    await post(page, listing).getByRole('link', { name: listing.title }).click();
    await expect(page).toHaveURL(new RegExp(`/list/${listing._id}$`));
    await page.goBack();
    await nav.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('fits a phone: no horizontal scroll, 44 px targets, no serious accessibility problem', { tag: ['@phone', '@desktop'] }, async ({ api, page }) => {
    await api.ensureSiteConfig();
    const { category, listing } = await myListing(api, 'A category with a rather long name');
    await openFeed(page, category);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    for (const name of ['Like', 'Bookmark', 'Share']) {
      const box = await post(page, listing)
        .getByRole('button', { name: `${name} ${listing.title}` })
        .boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    expect(await seriousAxeProblems(page)).toEqual([]);
  });
});

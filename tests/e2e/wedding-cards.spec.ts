import { picturesOnScreenArrived, seriousAxeProblems } from './support/ui.ts';
import type { Page } from '@playwright/test';
import { expect } from './support/fixtures.ts';
import { unique } from './support/shop-api.ts';
import { contextMenuRefused, scrollsSideways, test } from './support/storefront-api.ts';

/** The titles of the cards shown, in order. */
const cardTitles = (page: Page) => page.locator('article h2').allTextContents();

test.describe('/home1, the Wedding Cards listings page', () => {
  test('is rendered on the server with the hero, the cards, their titles and prices', async ({ api, shop, request }) => {
    const site = await api.ensureSiteConfig();
    const category = await api.createCategory(unique('Wedding'));
    const sub = await api.createSubcategory(category);
    const plain = await shop.createListing({ title: unique('Lotus card'), category, subcategory: sub, price: '123456' });
    const offer = await shop.createListing({ title: unique('Peacock card'), category, subcategory: sub, price: '1200', discountPrice: '999.50' });

    const res = await request.get('/home1');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>Wedding Cards | ${site.name}</title>`);
    expect(html).toContain('>Elegant Wedding Cards</h1>');
    expect(html).toContain('Discover &amp; customize premium designs for your big day.');
    expect(html).toContain(`>${plain.title}</a>`);
    expect(html).toContain('₹1,23,456');
    expect(html).toContain(`>${offer.title}</a>`);
    expect(html).toMatch(/₹999\.50<\/strong> <s[^>]*><span class="sr-only">was <\/span>₹1,200<\/s>/);
  });

  test('searches titles in any case, sorts by price and remembers the sort in localStorage sortBy', async ({ api, shop, page }) => {
    const tag = unique('Sortable');
    const category = await api.createCategory(unique('Sort'));
    const sub = await api.createSubcategory(category);
    await shop.createListing({ title: `${tag} Mid`, category, subcategory: sub, price: '999.99' });
    await shop.createListing({ title: `${tag} High`, category, subcategory: sub, price: '1000.50' });
    await shop.createListing({ title: `${tag} Low`, category, subcategory: sub, price: '1500', discountPrice: '300' });

    await page.goto('/home1');
    await expect(page).toHaveTitle(/^Wedding Cards \| /);
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag.toUpperCase());
    await expect.poll(() => cardTitles(page)).toEqual([`${tag} Low`, `${tag} High`, `${tag} Mid`]);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await expect.poll(() => cardTitles(page)).toEqual([`${tag} Low`, `${tag} Mid`, `${tag} High`]);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
    await expect.poll(() => cardTitles(page)).toEqual([`${tag} High`, `${tag} Mid`, `${tag} Low`]);
    expect(await page.evaluate(() => localStorage.getItem('sortBy'))).toBe('price-desc');

    await page.getByRole('searchbox', { name: 'Search' }).fill(`${tag} nothing`);
    await expect(page.getByText('No cards found.')).toBeVisible();

    // A later visit starts with the remembered sort.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect.poll(() => cardTitles(page)).toEqual([`${tag} High`, `${tag} Mid`, `${tag} Low`]);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
    await expect.poll(() => cardTitles(page)).toEqual([`${tag} Low`, `${tag} High`, `${tag} Mid`]);
  });

  test('filters by category (the categories come from the API)', async ({ api, shop, page }) => {
    const tag = unique('Filter');
    const wedding = await api.createCategory(unique('Wedding'));
    const trophies = await api.createCategory(unique('Trophies'));
    await shop.createListing({ title: `${tag} card`, category: wedding, subcategory: await api.createSubcategory(wedding), price: '100' });
    await shop.createListing({ title: `${tag} cup`, category: trophies, subcategory: await api.createSubcategory(trophies), price: '200' });

    await page.goto('/home1');
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect.poll(() => cardTitles(page)).toEqual([`${tag} cup`, `${tag} card`]);
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: trophies.name });
    await expect.poll(() => cardTitles(page)).toEqual([`${tag} cup`]);
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'All categories' });
    await expect.poll(() => cardTitles(page)).toHaveLength(2);
  });

  test("opens the preview of a card's images: a real modal dialog that closes by Escape, Close and the overlay", async ({ api, shop, page }) => {
    const category = await api.createCategory(unique('Preview'));
    const listing = await shop.createListing({
      title: unique('Three photo card'),
      category,
      subcategory: await api.createSubcategory(category),
      price: '450',
      images: 3,
    });

    await page.goto('/home1');
    await page.getByRole('searchbox', { name: 'Search' }).fill(listing.title);
    const opener = page.getByRole('button', { name: `Preview images of ${listing.title}` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: listing.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog.getByRole('img', { name: `${listing.title}, image 1 of 3` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog.getByRole('img', { name: `${listing.title}, image 2 of 3` })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('img', { name: `${listing.title}, image 3 of 3` })).toBeVisible();
    await expect(dialog.getByRole('img', { name: `${listing.title}, image 3 of 3` })).toHaveJSProperty('complete', true);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(dialog).toHaveCount(0);

    await opener.click();
    await dialog.getByRole('link', { name: 'View details' }).click();
    await expect(page).toHaveURL(new RegExp(`/list/${listing._id}$`));
  });

  test('the subscribe box makes no call and says where to reach the shop instead', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') calls.push(`${r.method()} ${r.url()}`);
    });
    await page.goto('/home1');
    await page.getByRole('textbox', { name: 'Email address' }).fill('asha@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const note = page.getByText('your address was not saved');
    await expect(note).toBeVisible();
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(page.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    expect(calls).toEqual([]);
  });

  test('refuses the context menu on images only, not on the rest of the page', async ({ api, shop, page }) => {
    const category = await api.createCategory(unique('Guard'));
    await shop.createListing({ title: unique('Guarded card'), category, subcategory: await api.createSubcategory(category), price: '99' });
    await page.goto('/home1');
    expect(await contextMenuRefused(page, 'article img')).toBe(true);
    expect(await contextMenuRefused(page, 'article h2 a')).toBe(false);
    expect(await contextMenuRefused(page, 'h1')).toBe(false);
  });

  test('fits the screen, with large enough controls and no serious accessibility problem', { tag: ['@phone', '@desktop'] }, async ({ api, shop, page }) => {
    await api.ensureSiteConfig();
    const category = await api.createCategory(unique('Fit'));
    await shop.createListing({
      title: unique('A wedding card with a rather long name that must wrap'),
      category,
      subcategory: await api.createSubcategory(category),
      price: '1234567.50',
      discountPrice: '999999',
    });
    // A card without a picture: its "No image available" must be readable too (axe's contrast check).
    await shop.createListing({ title: unique('No picture yet'), category, subcategory: await api.createSubcategory(category), images: 0 });
    await page.goto('/home1');
    await expect.poll(() => picturesOnScreenArrived(page)).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    for (const control of [
      page.getByRole('searchbox', { name: 'Search' }),
      page.getByRole('combobox', { name: 'Sort by' }),
      page.getByRole('button', { name: 'Subscribe' }),
    ]) {
      expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    expect(await seriousAxeProblems(page)).toEqual([]);
  });
});

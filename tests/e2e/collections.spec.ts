import { picturesOnScreenArrived, seriousAxeProblems } from './support/ui.ts';
import { expect } from './support/fixtures.ts';
import { unique } from './support/shop-api.ts';
import { isPhone, scrollsSideways, test } from './support/storefront-api.ts';

test.describe('/allCategories', () => {
  test('is rendered on the server with every category, newest included, each opening its page', async ({ api, page, request }) => {
    const site = await api.ensureSiteConfig();
    const first = await api.createCategory(unique('Invitations'));
    const second = await api.createCategory(unique('Mementos'));
    const html = await (await request.get('/allCategories')).text();
    expect(html).toContain(`<title>All Categories | ${site.name}</title>`);
    expect(html).toContain(`href="/subcategory/${first.category_uuid}"`);
    expect(html).toContain(`>${second.name}</span>`);

    await page.goto('/allCategories');
    await expect(page.getByRole('heading', { level: 1, name: 'All Categories' })).toBeVisible();
    await page.getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`/subcategory/${first.category_uuid}$`));
  });

  test(
    'opens a category with Space and with Enter; 3 columns on a phone, 9 on a wider screen',
    { tag: ['@phone', '@desktop'] },
    async ({ api, page }, info) => {
      const category = await api.createCategory(unique('Keyboard'));
      await page.goto('/allCategories');
      await expect(page.getByRole('link', { name: category.name })).toBeVisible();
      await expect.poll(() => picturesOnScreenArrived(page)).toBe(true);
      const columns = await page
        .locator('main ul')
        .first()
        .evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(isPhone(info) ? 3 : 9);
      expect(await scrollsSideways(page)).toBe(false);

      await page.getByRole('link', { name: category.name }).focus();
      await page.keyboard.press('Space');
      await expect(page).toHaveURL(new RegExp(`/subcategory/${category.category_uuid}$`));
      await page.goBack();
      await page.getByRole('link', { name: category.name }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/subcategory/${category.category_uuid}$`));
    },
  );

  test('has no serious accessibility problem', { tag: ['@phone', '@desktop'] }, async ({ api, page }) => {
    await api.createCategory(unique('Axe'));
    await page.goto('/allCategories');
    await expect.poll(() => picturesOnScreenArrived(page)).toBe(true);
    expect(await seriousAxeProblems(page)).toEqual([]);
  });
});

test.describe('/products/{view}, the header Products menu', () => {
  test('new arrivals: newest first', async ({ api, shop, page }) => {
    const category = await api.createCategory(unique('Arrivals'));
    const sub = await api.createSubcategory(category);
    const older = await shop.createListing({ title: unique('Older arrival'), category, subcategory: sub, price: '100' });
    const newer = await shop.createListing({ title: unique('Newer arrival'), category, subcategory: sub, price: '100' });
    await page.goto('/products/new-arrivals');
    await expect(page.getByRole('heading', { level: 1, name: 'New Arrivals' })).toBeVisible();
    const titles = await page.locator('main li a').allTextContents();
    const at = (title: string) => titles.findIndex((t) => t.includes(title));
    expect(at(newer.title)).toBeGreaterThanOrEqual(0);
    expect(at(newer.title)).toBeLessThan(at(older.title));
  });

  test("best sellers: the shop's favourites only", async ({ api, shop, page }) => {
    const category = await api.createCategory(unique('Best'));
    const sub = await api.createSubcategory(category);
    const favourite = await shop.createListing({ title: unique('Favourite card'), category, subcategory: sub, price: '100', favorite: '1' });
    const ordinary = await shop.createListing({ title: unique('Ordinary card'), category, subcategory: sub, price: '100', favorite: '0' });
    await page.goto('/products/best-sellers');
    await expect(page.getByRole('heading', { level: 1, name: 'Best Sellers' })).toBeVisible();
    await expect(page.getByRole('link', { name: favourite.title })).toBeVisible();
    await expect(page.getByRole('link', { name: ordinary.title })).toHaveCount(0);
  });

  test('discounted: only a discount below the price counts, shown with the price struck through', async ({ api, shop, page }) => {
    const category = await api.createCategory(unique('Sale'));
    const sub = await api.createSubcategory(category);
    const sale = await shop.createListing({ title: unique('Sale card'), category, subcategory: sub, price: '1200', discountPrice: '999' });
    const higher = await shop.createListing({ title: unique('Odd discount card'), category, subcategory: sub, price: '500', discountPrice: '600' });
    const full = await shop.createListing({ title: unique('Full price card'), category, subcategory: sub, price: '500' });
    await page.goto('/products/discounted');
    await expect(page.getByRole('heading', { level: 1, name: 'Discounted' })).toBeVisible();
    const card = page.getByRole('link', { name: sale.title });
    await expect(card).toContainText('₹999');
    await expect(card.locator('s')).toHaveText('₹1,200');
    await expect(page.getByRole('link', { name: higher.title })).toHaveCount(0);
    await expect(page.getByRole('link', { name: full.title })).toHaveCount(0);
  });

  test(
    'every Products menu entry leads to its page; an unknown view is "Page not found" with 404',
    { tag: ['@phone', '@desktop'] },
    async ({ page, allowConsoleErrors }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Menu' });
      for (const [name, path] of [
        ['New Arrivals', 'new-arrivals'],
        ['Best Sellers', 'best-sellers'],
        ['Discounted', 'discounted'],
      ] as const) {
        if (await toggle.isVisible()) await toggle.click();
        await page.getByRole('button', { name: 'Products' }).click();
        await page.getByRole('link', { name }).click();
        await expect(page).toHaveURL(new RegExp(`/products/${path}$`));
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      }

      allowConsoleErrors(/status of 404/);
      for (const view of ['sale', 'constructor']) {
        const res = await page.goto(`/products/${view}`);
        expect(res?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      }
    },
  );
});

import AxeBuilder from '@axe-core/playwright';
import { ADMIN_ROUTES, loginAsAdmin } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { unique } from './support/shop-api.ts';

/** Every route of the spec's table opens without an error in the page (hydration included). */
test.describe('route table', () => {
  test('each public page is server-rendered and hydrates cleanly', async ({ api, page, request }) => {
    await api.ensureSiteConfig();
    const category = await api.createCategory(unique('Route'));
    const sub = await api.createSubcategory(category);
    const listing = await api.createListing({ category, subcategory: sub, title: unique('Route card'), price: '1200', discountPrice: '999', favorite: '1' });
    const paths = [
      '/allCategories', '/list', `/list/${listing._id}`, `/listing/${listing._id}`, `/subcategory/${category.category_uuid}`,
      '/products/new-arrivals', '/products/best-sellers', '/products/discounted',
      '/profile', '/contact', '/login', '/story', '/instagram', '/home1', '/SocialMedia',
    ];
    for (const path of paths) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(await res.text(), path).toContain('id="__DATA__"');
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
  });

  test('an item link shared in a chat previews the item: title, price, absolute image', async ({ api, request }) => {
    const category = await api.createCategory(unique('Preview'));
    const sub = await api.createSubcategory(category);
    const listing = await api.createListing({ category, subcategory: sub, title: unique('Royal card'), price: '1500', discountPrice: '1200' });
    const html = await (await request.get(`/list/${listing._id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${listing.title} | `);
    expect(html).toContain('<meta property="og:description" content="₹1,200');
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="http://127\\.0\\.0\\.1:\\d+${listing.images[0]}">`));
    expect(html).toContain('"@type":"Product"');
    expect((await request.get('/list/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
  });

  test('each admin page opens for the admin behind the start-up spinner, without an error', async ({ page }) => {
    await loginAsAdmin(page);
    for (const path of ADMIN_ROUTES) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 10_000 });
      await page.waitForLoadState('networkidle');
    }
  });

  test('the home page has no serious accessibility problem', async ({ api, page }) => {
    await api.ensureSiteConfig();
    await api.createCategory(unique('Axe'));
    await api.createBanner(unique('Axe offer'));
    await api.createBanner(unique('Axe sale'));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

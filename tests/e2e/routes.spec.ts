import { picturesOnScreenArrived, seriousAxeProblems } from './support/ui.ts';
import { ADMIN_ROUTES, loginAsAdmin } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { ShopApi, unique } from './support/shop-api.ts';

/** Every route of the spec's table opens without an error in the page (hydration included). */
test.describe('route table', () => {
  // One test a page (17.9 s for all on a phone, 27 s on a desktop of a busy machine: over half the limit).
  test.describe('each public page is server-rendered and hydrates cleanly', { tag: ['@phone', '@desktop'] }, () => {
    let ids: { item: string; category: string };
    test.beforeAll(async ({ adminRequest }) => {
      const api = new ShopApi(adminRequest);
      await api.ensureSiteConfig();
      const category = await api.createCategory(unique('Route'));
      const sub = await api.createSubcategory(category);
      const listing = await api.createListing({ category, subcategory: sub, title: unique('Route card'), price: '1200', discountPrice: '999', favorite: '1' });
      ids = { item: listing._id, category: category.category_uuid };
    });
    const paths = [
      '/allCategories',
      '/list',
      '/list/{item}',
      '/listing/{item}',
      '/subcategory/{category}',
      '/products/new-arrivals',
      '/products/best-sellers',
      '/products/discounted',
      '/profile',
      '/contact',
      '/login',
      '/story',
      '/instagram',
      '/home1',
      '/SocialMedia',
    ];
    for (const pattern of paths) {
      test(pattern, async ({ page, request }) => {
        const path = pattern.replace('{item}', ids.item).replace('{category}', ids.category);
        const res = await request.get(path);
        expect(res.status(), path).toBe(200);
        expect(await res.text(), path).toContain('id="__DATA__"');
        await page.goto(path);
      });
    }
  });

  test('an item link shared in a chat previews the item: title, price, absolute image', async ({ api, request }) => {
    const category = await api.createCategory(unique('Preview'));
    const sub = await api.createSubcategory(category);
    const listing = await api.createListing({ category, subcategory: sub, title: unique('Royal card'), price: '1500', discountPrice: '1200' });
    const html = await (await request.get(`/list/${listing._id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${listing.title} | `);
    expect(html).toContain('<meta property="og:description" content="₹1,200');
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="http://127\\.0\\.0\\.1:\\d+${listing.images[0]!.replace(/^\/media\/([0-9a-f]{32})\.\w+$/, '/media/share/$1.jpg')}">`,
      ),
    );
    expect(html).toContain('"@type":"Product"');
    expect((await request.get('/list/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
  });

  // One test a page: 17 pages in one test outgrew its time limit on a busy machine.
  for (const path of ADMIN_ROUTES) {
    test(`the admin page ${path} opens for the admin behind the start-up spinner, without an error`, { tag: ['@phone', '@desktop'] }, async ({ page }) => {
      await loginAsAdmin(page);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 10_000 });
    });
  }

  test('the home page has no serious accessibility problem', { tag: ['@phone', '@desktop'] }, async ({ api, page }) => {
    await api.ensureSiteConfig();
    await api.createCategory(unique('Axe'));
    await api.createBanner(unique('Axe offer'));
    await api.createBanner(unique('Axe sale'));
    await page.goto('/');
    await expect.poll(() => picturesOnScreenArrived(page)).toBe(true);
    expect(await seriousAxeProblems(page)).toEqual([]);
  });
});

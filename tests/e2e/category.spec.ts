import { picturesOnScreenArrived, seriousAxeProblems } from './support/ui.ts';
import { expect, test } from './support/item-api.ts';
import { unique } from './support/shop-api.ts';

test.describe('category page /subcategory/{id}', () => {
  test('is rendered on the server: shop name, category, subcategories, item titles and prices', async ({ api, items, request }) => {
    const site = await api.ensureSiteConfig();
    const category = await api.createCategory(unique('Invites'));
    const sub = await api.createSubcategory(category, unique('Hindu'));
    const first = await items.createItem({ category, subcategory: sub, title: unique('Lotus card'), price: '123456' });
    const second = await items.createItem({ category, subcategory: sub, title: unique('Peacock card'), price: '1500', discountPrice: '1200' });
    const res = await request.get(`/subcategory/${category.category_uuid}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`>${site.name}</span>`);
    expect(html).toContain(`>${category.name}</h1>`);
    expect(html).toContain(`>${sub.name}</span>`);
    for (const item of [first, second]) {
      expect(html).toContain(`>${item.title}</span>`);
      expect(html).toContain(`href="/list/${item._id}"`);
    }
    expect(html).toContain('₹1,23,456');
    expect(html).toContain('₹1,200');
    expect(html).toContain('"@type":"ItemList"');

    // The first card's picture is fetched from the head, before the body is read; with ?sub= it is that subcategory's first card.
    const hashOf = (url: string) => /\/media\/([0-9a-f]{32})\./.exec(url)![1]!;
    const preloaded = (page: string) =>
      /<link rel="preload" as="image"[^>]*imagesrcset="\/media\/([0-9a-f]{32})-320\.avif[^>]*fetchpriority="high">/.exec(page)?.[1];
    const firstCard = (page: string) => /aria-label="Items".*?srcSet="\/media\/([0-9a-f]{32})-320\.avif/s.exec(page)?.[1];
    expect(preloaded(html)).toBe(firstCard(html));
    expect([first, second].map((l) => hashOf(l.images[0]!))).toContain(preloaded(html));
    const other = await api.createSubcategory(category, unique('Jain'));
    const third = await items.createItem({ category, subcategory: other, title: unique('Kalash card') });
    const all = await (await request.get(`/subcategory/${category.category_uuid}`)).text();
    expect(preloaded(all)).toBe(firstCard(all));
    // Whichever card comes first unfiltered, each subcategory's own first card is the one fetched.
    for (const [chosen, expected] of [
      [sub, preloaded(html)],
      [other, hashOf(third.images[0]!)],
    ] as const) {
      const filtered = await (await request.get(`/subcategory/${category.category_uuid}?sub=${chosen.subcategory_uuid}`)).text();
      expect(preloaded(filtered)).toBe(expected);
      expect(firstCard(filtered)).toBe(preloaded(filtered));
    }
  });

  test('a subcategory filters the items by its uuid; choosing it again clears; an item opens its page', async ({ api, items, page }) => {
    await api.ensureSiteConfig();
    const category = await api.createCategory(unique('Cards'));
    // Two subcategories; the names are alike on purpose: the filter goes by uuid.
    const hindu = await api.createSubcategory(category, unique('Hindu'));
    const muslim = await api.createSubcategory(category, unique('Muslim'));
    const a = await items.createItem({ category, subcategory: hindu, title: unique('Saffron card') });
    const b = await items.createItem({ category, subcategory: muslim, title: unique('Emerald card') });
    await page.goto(`/subcategory/${category.category_uuid}`);
    const grid = page.getByRole('list', { name: 'Items' });
    await expect(grid.getByRole('link')).toHaveCount(2);

    const chip = page.getByRole('button', { name: hindu.name });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.getByRole('link')).toHaveCount(1);
    await expect(grid.getByRole('link', { name: new RegExp(a.title) })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?sub=${hindu.subcategory_uuid}$`));

    await page.getByRole('button', { name: muslim.name }).click();
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await expect(grid.getByRole('link')).toHaveCount(1);
    await expect(grid.getByRole('link', { name: new RegExp(b.title) })).toBeVisible();

    await page.getByRole('button', { name: muslim.name }).click();
    await expect(grid.getByRole('link')).toHaveCount(2);
    await expect(page).toHaveURL(new RegExp(`/subcategory/${category.category_uuid}$`));

    await grid.getByRole('link', { name: new RegExp(b.title) }).click();
    await expect(page).toHaveURL(new RegExp(`/list/${b._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: b.title })).toBeVisible();
  });

  test('says No listings found in "{name}" when empty', async ({ api, page }) => {
    const category = await api.createCategory(unique('Empty'));
    const sub = await api.createSubcategory(category, unique('Nothing'));
    await page.goto(`/subcategory/${category.category_uuid}`);
    await expect(page.getByText(`No listings found in "${category.name}"`)).toBeVisible();
    await page.getByRole('button', { name: sub.name }).click();
    await expect(page.getByText(`No listings found in "${sub.name}"`)).toBeVisible();
  });

  test('an unknown category is an empty page with status 404, not indexed', async ({ page, request, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-category']) {
      const res = await request.get(`/subcategory/${id}`);
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('No listings found in &quot;Selected Category&quot;');
      await page.goto(`/subcategory/${id}`);
      await expect(page.getByText('No listings found in "Selected Category"')).toBeVisible();
    }
  });

  test("from home: asks only for this category's listings and subcategories, with 6 placeholders meanwhile", async ({ api, items, page }) => {
    const category = await api.createCategory(unique('Trophies'));
    const sub = await api.createSubcategory(category);
    await items.createItem({ category, subcategory: sub, title: unique('Gold cup') });
    await page.goto('/');
    const calls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/listings?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: category.name }).click();
    await expect(page.getByRole('list', { name: 'Loading listings' }).getByRole('listitem')).toHaveCount(6);
    release();
    await expect(page.getByRole('list', { name: 'Items' }).getByRole('link')).toHaveCount(1);
    expect(calls.sort()).toEqual([`/api/listings?category=${category.category_uuid}`, `/api/subcategories?categoryId=${category.category_uuid}`]);
  });

  test(
    'grid has 2 columns on a phone, 6 on a desktop; fits the screen; no serious accessibility problem',
    { tag: ['@phone', '@desktop'] },
    async ({ api, items, page }, info) => {
      await api.ensureSiteConfig();
      const category = await api.createCategory(unique('Grid'));
      for (let i = 0; i < 8; i += 1) await api.createSubcategory(category, unique('Style with a long name'));
      const sub = await api.createSubcategory(category);
      await items.createItem({ category, subcategory: sub });
      await page.goto(`/subcategory/${category.category_uuid}`);
      await expect(page.getByRole('list', { name: 'Items' }).getByRole('link')).toHaveCount(1);
      await expect.poll(() => picturesOnScreenArrived(page)).toBe(true);
      const columns = await page.getByRole('list', { name: 'Items' }).evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(info.project.name === 'phone' ? 2 : 6);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      const chip = await page.getByRole('button', { name: sub.name }).boundingBox();
      expect(chip!.height).toBeGreaterThanOrEqual(44);
      expect(chip!.width).toBeGreaterThanOrEqual(44);
      expect(await seriousAxeProblems(page)).toEqual([]);
    },
  );
});

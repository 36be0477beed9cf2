import { picturesOnScreenArrived, seriousAxeProblems } from './support/ui.ts';
import type { Page } from '@playwright/test';
import { expect, test, type ItemApi } from './support/item-api.ts';
import { unique, type ShopApi } from './support/shop-api.ts';

async function shopWithItem(api: ShopApi, items: ItemApi, fields: Partial<Parameters<ItemApi['createItem']>[0]> = {}) {
  const site = await api.ensureSiteConfig();
  const category = await api.createCategory(unique('Item cat'));
  const subcategory = await api.createSubcategory(category);
  const listing = await items.createItem({ category, subcategory, ...fields });
  return { site, category, subcategory, listing };
}

/** The number of the large image ("... (image 2 of 3)"). */
const shown = async (page: Page) => {
  const alt = await page.getByRole('button', { name: 'Zoom image' }).locator('img').getAttribute('alt');
  return Number(/\(image (\d+) of/.exec(alt ?? '')?.[1]);
};

/** A real touch (Chromium's own touch events, so touch-action and pointer events behave as on a phone). */
async function touchSwipe(page: Page, from: { x: number; y: number }, dx: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y: from.y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x) });
  for (let step = 1; step <= 5; step += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(from.x + (dx * step) / 5) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function mouseDrag(page: Page, from: { x: number; y: number }, dx: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y, { steps: 3 });
  await page.mouse.move(from.x + dx, from.y, { steps: 3 });
  await page.mouse.up();
}

test.describe('item detail /list/{itemId}', () => {
  test('is rendered on the server: shop name, title, price, description fallback, JSON-LD, og:image', async ({ api, items, request }) => {
    const { site, listing } = await shopWithItem(api, items, { title: unique('Royal card'), price: '123456', moq: 25, images: 2 });
    const res = await request.get(`/list/${listing._id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`>${site.name}</span>`);
    expect(html).toContain(`>${listing.title}</h1>`);
    expect(html).toContain('₹1,23,456');
    expect(html).toContain('No description available. Please update this text.');
    expect(html).toMatch(/Minimum order quantity: <strong>25<\/strong>/);
    expect(html).toContain('Enquire on WhatsApp');
    expect(html).toContain('href="https://wa.me/919800000001?text=');
    // The link preview is the first picture as a 1200×630 JPEG under 300 KB (chat apps skip WebP and large ones).
    const share = new URL(listing.images[0]!.replace(/^\/media\/([0-9a-f]{32})\.\w+$/, '/media/share/$1.jpg'), res.url()).href;
    expect(html).toContain(`<meta property="og:image" content="${share}">`);
    const preview = await request.get(share);
    expect(preview.headers()['content-type']).toBe('image/jpeg');
    expect((await preview.body()).length).toBeLessThan(300_000);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: listing.title, offers: { price: '123456', priceCurrency: 'INR' } });
    expect(jsonLd.image).toHaveLength(2);
    // Every structured-data block parses; the breadcrumb runs Home › category › subcategory › item.
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((c: { name: string }) => c.name)).toEqual(['Home', listing.categoryName, listing.subcategory, listing.title]);
    expect(crumbs.itemListElement.at(-1).item).toBe(res.url());
  });

  test('an unknown item answers 404 and says "Item not found"', async ({ page, request, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const path = '/list/00000000-0000-4000-8000-000000000000';
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('Item not found');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
    await page.goto('/list/not-an-id');
    await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
  });

  test('shows the discount price with the original struck through; moq; description', async ({ api, items, page }) => {
    const { listing } = await shopWithItem(api, items, { price: '1500', discountPrice: '1200', moq: 50, description: 'Gold foil on ivory.\nTwo colours.' });
    await page.goto(`/list/${listing._id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page.locator('main strong').first()).toHaveText('₹1,200');
    await expect(page.locator('main s')).toHaveText('Original price: ₹1,500');
    await expect(page.getByText('20% off')).toBeVisible();
    await expect(page.getByText('Minimum order quantity: 50')).toBeVisible();
    await expect(page.getByText('Gold foil on ivory.')).toBeVisible();
  });

  test('without a discount the price stands alone; without images it says "No image available"', async ({ api, items, page }) => {
    const { listing } = await shopWithItem(api, items, { price: '499', images: 0 });
    await page.goto(`/list/${listing._id}`);
    await expect(page.getByText('No image available')).toBeVisible();
    await expect(page.locator('main strong').first()).toHaveText('₹499');
    await expect(page.locator('main s')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next image' })).toHaveCount(0);
  });

  test('"Enquire on WhatsApp" carries the title, price, quantity and the full page link', async ({ api, items, page, baseURL }) => {
    const { listing } = await shopWithItem(api, items, { price: '2500', discountPrice: '2000', moq: 10 });
    await page.goto(`/list/${listing._id}`);
    const link = page.getByRole('link', { name: 'Enquire on WhatsApp' });
    await expect(link).toHaveAttribute('href', new RegExp(encodeURIComponent(`${baseURL}/list/${listing._id}`).replace(/[.?]/g, '\\$&')));
    const url = new URL((await link.getAttribute('href'))!);
    expect(url.pathname).toBe('/919800000001');
    expect(url.searchParams.get('text')).toBe(
      `Hello, I would like to enquire about this item:\n${listing.title}\nPrice: ₹2,000\nQuantity: 10\n${baseURL}/list/${listing._id}`,
    );
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('carousel: thumbnails, buttons that wrap, arrow keys only with focus, no right-click', { tag: '@desktop' }, async ({ api, items, page }) => {
    const { listing } = await shopWithItem(api, items, { images: 3 });
    await page.goto(`/list/${listing._id}`);
    const thumbs = page.getByRole('button', { name: /^Show image/ });
    await expect(thumbs).toHaveCount(3);
    await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');

    await page.getByRole('button', { name: 'Previous image' }).click();
    expect(await shown(page)).toBe(3);
    await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(thumbs.nth(0)).not.toHaveAttribute('aria-current');
    await page.getByRole('button', { name: 'Next image' }).click();
    expect(await shown(page)).toBe(1);
    await thumbs.nth(1).click();
    expect(await shown(page)).toBe(2);

    // Keys pressed elsewhere on the page do nothing; with focus on the carousel they move it.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('ArrowRight');
    expect(await shown(page)).toBe(2);
    await page.getByRole('region', { name: `Images of ${listing.title}` }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await shown(page)).toBe(3);
    await page.keyboard.press('ArrowRight');
    expect(await shown(page)).toBe(1);
    await page.keyboard.press('ArrowLeft');
    expect(await shown(page)).toBe(3);

    const blocked = await page
      .getByRole('button', { name: 'Zoom image' })
      .locator('img')
      .evaluate((img) => {
        const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 });
        img.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(blocked).toBe(true);
  });

  test(
    'carousel: a swipe over 50 px (touch) or a drag over 100 px (mouse) changes the image; zoom stops swipes',
    { tag: ['@phone', '@desktop'] },
    async ({ api, items, page }, info) => {
      const { listing } = await shopWithItem(api, items, { images: 3 });
      await page.goto(`/list/${listing._id}`);
      await expect.poll(() => picturesOnScreenArrived(page)).toBe(true);
      const zoom = page.getByRole('button', { name: 'Zoom image' });
      const box = (await zoom.boundingBox())!;
      const phone = info.project.name === 'phone';
      const limit = phone ? 50 : 100;
      const move = (from: { x: number; y: number }, dx: number) => (phone ? touchSwipe(page, from, dx) : mouseDrag(page, from, dx));
      const start = { x: box.x + box.width / 2 + 60, y: box.y + box.height / 2 };

      await move(start, -(limit - 1));
      expect(await shown(page)).toBe(1);
      await expect(zoom).toHaveAttribute('aria-pressed', 'false');
      await move(start, -(limit + 1));
      await expect.poll(() => shown(page)).toBe(2);
      await move({ ...start, x: start.x - 120 }, limit + 1);
      await expect.poll(() => shown(page)).toBe(1);
      await expect(zoom).toHaveAttribute('aria-pressed', 'false');

      // A click zooms to 125%; while zoomed a swipe does nothing; a click again zooms out.
      await zoom.click();
      await expect(zoom).toHaveAttribute('aria-pressed', 'true');
      await expect(zoom.locator('img')).toHaveCSS('scale', '1.25');
      await move(start, -(limit + 40));
      expect(await shown(page)).toBe(1);
      await zoom.click();
      await expect(zoom).toHaveAttribute('aria-pressed', 'false');
      await move(start, -(limit + 40));
      await expect.poll(() => shown(page)).toBe(2);
    },
  );

  test(
    'has the common header, footer and social links; fits a phone; no serious accessibility problem',
    { tag: ['@phone', '@desktop'] },
    async ({ api, items, page }) => {
      const { site, listing } = await shopWithItem(api, items, { images: 2, discountPrice: '299', price: '399' });
      await page.goto(`/list/${listing._id}`);
      await expect.poll(() => picturesOnScreenArrived(page)).toBe(true);
      await expect(page.getByRole('link', { name: `${site.name}, home` })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Social media' })).toBeVisible();
      await expect(page.locator('footer')).toContainText('All rights reserved.');
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      for (const name of ['Previous image', 'Next image', 'Show image 1', 'Enquire on WhatsApp']) {
        const box = await page.getByRole(name.startsWith('Enquire') ? 'link' : 'button', { name }).boundingBox();
        expect(box!.height, name).toBeGreaterThanOrEqual(44);
        expect(box!.width, name).toBeGreaterThanOrEqual(44);
      }
      expect(await seriousAxeProblems(page)).toEqual([]);
    },
  );

  test('"More like this" shows others of the same subcategory', async ({ api, items, page }) => {
    const { category, subcategory, listing } = await shopWithItem(api, items);
    const other = await items.createItem({ category, subcategory, title: unique('Sister card') });
    await page.goto(`/list/${listing._id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    // The row asks for its items only when it nears the screen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const row = page.getByRole('region', { name: 'More like this' });
    await expect(row.getByRole('link', { name: new RegExp(other.title) })).toBeVisible();
    await expect(row.getByRole('link', { name: new RegExp(listing.title) })).toHaveCount(0);
    await row.getByRole('link', { name: new RegExp(other.title) }).click();
    await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
  });
});

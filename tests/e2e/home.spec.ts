import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { unique } from './support/shop-api.ts';
import { picturesOnScreenArrived } from './support/ui.ts';

/** On a phone the menu sits behind its toggle. */
async function openMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
}

test.describe('home page', () => {
  test('is rendered on the server: name, categories and meta tags are in the HTML itself', async ({ api, request }) => {
    const site = await api.ensureSiteConfig();
    const first = await api.createCategory(unique('Wedding'));
    const second = await api.createCategory(unique('Trophies'));
    // Enough content that React would split the page into segments joined by inline scripts.
    for (let i = 0; i < 8; i += 1) await api.createCategory(unique('Shelf'));
    await api.createBanner(unique('Offer'));

    // Like a crawler or a chat app's link preview: no JavaScript at all.
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${site.name}</title>`);
    expect(html).toContain(`>${site.name}</span>`);
    expect(html).toContain(`>${first.name}</span>`);
    expect(html).toContain(`href="/subcategory/${first.category_uuid}"`);
    expect(html).toContain(`>${second.name}</span>`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/share\/[0-9a-f]{32}\.jpg">/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/">/);
    // The CSP allows one inline script, by its hash: the one that asks for the app's files once the
    // banner is on screen. Every other script is data or structured data.
    const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/type="application\/(json|ld\+json)"/.test(attrs!));
    expect(inline).toHaveLength(1);
    const [, attrs, code] = inline[0]!;
    expect(attrs).toMatch(/^ data-src="\/assets\/entry-client-[\w-]+\.js" data-chunks="[^"]*"$/);
    const hash = createHash('sha256').update(code!).digest('base64');
    expect(res.headers()['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    // The tab shows the shop's own icon (the manifest's), not the default logo.
    const icon = /<link rel="icon" href="(\/media\/icon\/[0-9a-f]{32}-192\.png)" type="image\/png">/.exec(html)?.[1];
    expect(icon).toBeTruthy();
    expect((await request.get(icon!)).headers()['content-type']).toBe('image/png');
  });

  test('moves nothing while its images arrive and it hydrates (layout shift < 0.02)', { tag: ['@phone', '@desktop'] }, async ({ api, page }) => {
    await api.ensureSiteConfig();
    const category = await api.createCategory(unique('Tile'));
    for (let i = 0; i < 3; i += 1) await api.createCategory(unique('Tile'));
    await api.createListing({ category, subcategory: await api.createSubcategory(category), favorite: '1' });
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Pictures arrive after the page is drawn, as on a mobile network: held until it is on screen.
    let release!: () => void;
    const drawn = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/media/**', async (route) => {
      await drawn;
      await route.continue();
    });
    const hydrated = page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
    release();
    await hydrated;
    await expect.poll(() => picturesOnScreenArrived(page)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.02);
  });

  test('hydrates from the server data without asking the API again, and loads no admin code', async ({ api, page }) => {
    await api.ensureSiteConfig();
    await api.createCategory(unique('Invitations'));
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto('/');
    // Hydrated: the menu responds.
    await openMenu(page);
    await page.getByRole('button', { name: 'Products' }).click();
    await expect(page.getByRole('link', { name: 'New Arrivals' })).toBeVisible();
    expect(requests.filter((p) => p.startsWith('/api/'))).toEqual([]);
    expect(requests.filter((p) => /admin/i.test(p))).toEqual([]);
  });

  test('asks for its scripts only once the banner is on screen, then comes to life', async ({ api, page }) => {
    await api.ensureSiteConfig();
    await api.createBanner(unique('Offer'));
    // The page's clock is the test's and stands still: the page's frames and its boot script's
    // timers (a 3 s fallback among them) run only when the test runs the clock.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    // A slow network for pictures: they arrive when the test lets them.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/media\/[0-9a-f]{32}-\d+\.(avif|webp)$/, async (route) => {
      await held;
      await route.continue();
    });
    const events: string[] = [];
    page.on('requestfinished', (r) => events.push(`finished ${r.url()}`));
    page.on('request', (r) => {
      if (/\/assets\/entry-client-[\w-]+\.js$/.test(r.url())) events.push('script asked');
    });
    const hydrated = page.goto('/');
    const banner = page.locator('img[fetchpriority="high"]').first();
    // The boot script is in the page, so it has run (an inline script runs as it is read).
    await expect(page.locator('script[data-src]')).toBeAttached();
    // Frames go by, short of the fallback, while the banner is on its way: no script yet (the page
    // itself says so; a request it made would reach this test a moment later).
    await page.clock.runFor(2_500);
    expect(await page.locator('script[type="module"]').count()).toBe(0);
    expect(events).not.toContain('script asked');
    release();
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Decoded, then drawn in the next frame (on the test's clock): then the scripts are asked for.
    await expect.poll(async () => (await page.clock.runFor(16), events.includes('script asked'))).toBe(true);
    const bannerUrl = await banner.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(events.indexOf(`finished ${bannerUrl}`)).toBeGreaterThanOrEqual(0);
    expect(events.indexOf(`finished ${bannerUrl}`)).toBeLessThan(events.indexOf('script asked'));
    await page.clock.resume();
    await hydrated;
    // Then React takes over the server's markup (its props on the menu button), and the menu responds.
    const reactOwns = () =>
      page
        .locator('header button')
        .first()
        .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')));
    await expect.poll(reactOwns).toBe(true);
    await openMenu(page);
    await page.getByRole('button', { name: 'Products' }).click();
    await expect(page.getByRole('link', { name: 'New Arrivals' })).toBeVisible();
  });

  test(
    'header dropdowns: one open at a time, same label closes, outside click closes, a choice navigates',
    { tag: ['@phone', '@desktop'] },
    async ({ page }) => {
      await page.goto('/');
      await openMenu(page);
      const products = page.getByRole('button', { name: 'Products' });
      const about = page.getByRole('button', { name: 'About' });

      await products.click();
      await expect(products).toHaveAttribute('aria-expanded', 'true');
      await about.click();
      await expect(products).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('link', { name: 'New Arrivals' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Our Story' })).toBeVisible();
      await about.click();
      await expect(page.getByRole('link', { name: 'Our Story' })).toHaveCount(0);

      await products.click();
      await page.locator('footer p').last().click();
      await expect(products).toHaveAttribute('aria-expanded', 'false');

      await products.click();
      await page.getByRole('link', { name: 'Best Sellers' }).click();
      await expect(page).toHaveURL(/\/products\/best-sellers$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Best Sellers' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Best Sellers' })).toHaveCount(0);
    },
  );

  test('footer: quick links, contact details with fallbacks, address and copyright', async ({ api, page }) => {
    const site = await api.ensureSiteConfig();
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/allCategories');
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(footer).toContainText(`Email: ${site.email || 'N/A'}`);
    await expect(footer).toContainText(`Phone: ${site.phone || 'N/A'}`);
    await expect(footer.getByRole('heading', { name: site.name })).toBeVisible();
    await expect(footer).toContainText(site.address);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}. All rights reserved.`);

    await footer.getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/\/allCategories$/);
  });

  test('a category opens its page /subcategory/{uuid}', async ({ api, page }) => {
    const category = await api.createCategory(unique('Shields'));
    await page.goto('/');
    await page.getByRole('link', { name: category.name }).click();
    await expect(page).toHaveURL(new RegExp(`/subcategory/${category.category_uuid}$`));
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  });

  test('fits the screen: no horizontal scroll, tap targets at least 44 px', { tag: ['@phone', '@desktop'] }, async ({ api, page }) => {
    await api.ensureSiteConfig();
    await api.createCategory(unique('A category with a rather long name to wrap'));
    await page.goto('/');
    await expect.poll(() => picturesOnScreenArrived(page)).toBe(true);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await openMenu(page);
    for (const name of ['Products', 'Services', 'About', 'Contact']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test('an unknown address is a real "Page not found" page with status 404', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('an admin address gets the browser-rendered shell, which sends a visitor without a session to /login', async ({ page, request, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 401/);
  const html = await (await request.get('/admin')).text();
  expect(html).toContain('Loading');
  expect(html).not.toContain('id="__DATA__"');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login/);
});

test('robots.txt and sitemap.xml list the public pages', async ({ api, request }) => {
  const category = await api.createCategory(unique('Sitemap'));
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  expect(robots).toContain('Disallow: /admin$');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toContain(`/subcategory/${category.category_uuid}</loc>`);
});

test('pages are sent compressed', async ({ request }) => {
  const res = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('gzip');
});

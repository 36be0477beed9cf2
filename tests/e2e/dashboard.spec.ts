import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { ADMIN_ROUTES, loginAsAdmin, sessionCookie } from './support/admin.ts';
import { seriousAxeProblems } from './support/ui.ts';

/** The dashboard and the guard of every admin screen (spec §2, §6; D-S2). */

type Page = import('@playwright/test').Page;
const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
/** The sidebar, opened first on a phone (there it is a drawer behind the Menu button). */
async function openNav(page: Page) {
  await expect(page.locator('#admin-main')).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await expect(adminNav(page)).toBeVisible();
  return adminNav(page);
}

test.describe('admin guard', () => {
  test('a visitor without a session is sent to /login from every admin route', async ({ page, allowConsoleErrors }) => {
    test.setTimeout(120_000);
    allowConsoleErrors(/Failed to load resource.*401/);
    for (const path of ADMIN_ROUTES) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/, { timeout: 8_000 });
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
      await expect(adminNav(page)).toHaveCount(0);
    }
  });

  test('a forged User_name in local storage does not open the dashboard', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource.*401/);
    await page.addInitScript(() => localStorage.setItem('User_name', 'e2e-admin'));
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await expect(adminNav(page)).toHaveCount(0);
  });

  test('a logged-in admin reaches every admin route with the sidebar', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAsAdmin(page);
    for (const path of ADMIN_ROUTES) {
      await page.goto(path);
      await expect(page.locator('#admin-main'), path).toBeVisible({ timeout: 8_000 });
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    }
  });
});

test.describe('dashboard', () => {
  test('the sidebar has the spec tabs, and the chosen tab survives a reload', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin');
    const nav = await openNav(page);
    for (const label of ['Item', 'Categories', 'Subcategories', 'Religions', 'Configuration', 'Banners', 'Users', 'Enquiries & Quotes', 'Logout']) {
      await expect(nav.getByRole('button', { name: label, exact: true })).toBeAttached();
    }
    await expect(nav.getByRole('button', { name: 'Item', exact: true })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Religions' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('adminTab'))).toBe('religions');
    await page.reload();
    await expect((await openNav(page)).getByRole('button', { name: 'Religions' })).toHaveAttribute('aria-current', 'page');
  });

  test('Logout ends the server session, clears local storage and goes home', async ({ page, playwright, baseURL }) => {
    // A session of its own: the run's shared one must outlive this logout.
    await loginAsAdmin(page, undefined, { fresh: true });
    await page.goto('/admin');
    await page.evaluate(() => {
      localStorage.setItem('adminTab', 'banners');
      localStorage.setItem('sidebarOpen', 'false');
    });
    const sid = await sessionCookie(page);
    expect(sid).toBeTruthy();
    await (await openNav(page)).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(new RegExp(`${baseURL}/$`));
    // The init script of loginAsAdmin sets User_name on every load: read storage without reloading.
    expect(await page.evaluate(() => ['User_name', 'adminTab', 'sidebarOpen'].map((k) => localStorage.getItem(k)))).toEqual([null, null, null]);
    const old = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `sid=${sid}` } });
    expect((await old.get('/api/users/me')).status()).toBe(401);
    expect((await old.post('/api/titles/add', { data: { name: 'after logout' } })).status()).toBe(401);
    await old.dispose();
  });

  test('phones get a drawer, wider screens a 64-unit sidebar; no sideways scroll', { tag: ['@phone', '@desktop'] }, async ({ page }, info) => {
    await loginAsAdmin(page);
    await page.goto('/admin');
    const nav = adminNav(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    if (info.project.name === 'phone') {
      await expect(menu).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
      await menu.click();
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Banners' })).toBeInViewport();
      expect(await page.evaluate(() => localStorage.getItem('sidebarOpen'))).toBe('true');
      await nav.getByRole('button', { name: 'Banners' }).click();
      await expect(nav).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('sidebarOpen'))).toBe('false');
      await menu.click();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(menu).toBeFocused();
    } else {
      await expect(menu).toBeHidden();
      await expect(nav).toBeVisible();
      expect((await nav.boundingBox())!.width).toBe(256);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('the dashboard (drawer open on phones) and the login page have no serious accessibility problem', { tag: ['@phone', '@desktop'] }, async ({ page }) => {
    const serious = () => seriousAxeProblems(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(await serious()).toEqual([]);
    await loginAsAdmin(page);
    await page.goto('/admin');
    await openNav(page);
    expect(await serious()).toEqual([]);
  });

  test('the image compressor runs in a worker loaded from this site, under the CSP', async ({ page }) => {
    // The file the kit passes as libURL (compress-images.ts), as the build named it.
    const dist = path.join(process.env.E2E_DIST_DIR || 'dist', 'client');
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const lib = `/${manifest['node_modules/browser-image-compression/dist/browser-image-compression.js']!.file}`;
    await loginAsAdmin(page);
    await page.goto('/admin');
    await expect(page.locator('#admin-main')).toBeVisible();
    const result = await page.evaluate(async (libPath) => {
      // A 3000×2000 photo-like PNG (noise does not compress), well over 1 MB.
      const canvas = new OffscreenCanvas(3000, 2000);
      const ctx = canvas.getContext('2d')!;
      const pixels = ctx.createImageData(3000, 2000);
      for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = i % 4 === 3 ? 255 : (i * 2654435761) % 251;
      ctx.putImageData(pixels, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 1 });
      const file = new File([blob], 'big.jpg', { type: 'image/jpeg' });
      // What browser-image-compression does with libURL: a blob: worker that importScripts it.
      const source = `self.onmessage = async (e) => { try { importScripts(e.data.lib); const out = await imageCompression(e.data.file, { maxSizeMB: 1, maxWidthOrHeight: 1920, maxIteration: 10, useWebWorker: false }); const bmp = await createImageBitmap(out); self.postMessage({ size: out.size, before: e.data.file.size, width: bmp.width, height: bmp.height }); } catch (err) { self.postMessage({ error: String(err) }); } };`;
      const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
      const answer = await new Promise<Record<string, unknown>>((resolve) => {
        worker.onmessage = (e) => resolve(e.data);
        worker.onerror = (e) => resolve({ error: e.message || 'worker error' });
        worker.postMessage({ lib: new URL(libPath, location.href).href, file });
      });
      worker.terminate();
      return answer;
    }, lib);
    expect(result.error).toBeUndefined();
    expect(result.before as number).toBeGreaterThan(1024 * 1024);
    expect(result.size as number).toBeLessThanOrEqual(1024 * 1024);
    expect(Math.max(result.width as number, result.height as number)).toBeLessThanOrEqual(1920);
  });
});

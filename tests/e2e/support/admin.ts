import fs from 'node:fs/promises';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { ADMIN_STATE, E2E_ADMIN } from './shop-api.ts';
import { isPhone } from './ui.ts';

/**
 * Logs the browser page in as the e2e admin (design habit 7: tests set up their session through
 * the API; only login.spec.ts uses the form). By default the page takes the run's stored session
 * (admin.setup.ts); `fresh` (or another user) logs in through page.request for a session of its
 * own, for a test that ends it. The stored User_name (only a UI hint) is set as the login form would.
 */
export async function loginAsAdmin(page: Page, user: { name: string; password: string } = E2E_ADMIN, { fresh = false } = {}): Promise<void> {
  if (user === E2E_ADMIN && !fresh) {
    const state: { cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0] } = JSON.parse(await fs.readFile(ADMIN_STATE, 'utf8'));
    await page.context().addCookies(state.cookies);
  } else {
    const res = await page.request.post('/api/users/login', { data: { User_name: user.name, Password: user.password } });
    expect(res.ok(), `login answered ${res.status()}`).toBe(true);
    expect(await res.json()).toMatchObject({ status: 'exist' });
  }
  await page.addInitScript((name) => {
    try {
      localStorage.setItem('User_name', name);
    } catch {
      // about:blank and other opaque origins have no storage.
    }
  }, user.name);
}

/** The session cookie of the page's context (to show it stops working after a logout). */
export async function sessionCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === 'sid')?.value;
}

/** Every back-office route of the spec's table (each needs a session). */
export const ADMIN_ROUTES = [
  '/admin',
  '/allListing',
  '/listing',
  '/upload',
  '/UploadCategory',
  '/UploadSubcategory',
  '/UploadBanner',
  '/addTitle',
  '/addPrice',
  '/addInsta',
  '/addSize',
  '/addSEOT',
  '/addSEOD',
  '/addSEOK',
  '/addReligion',
  '/addUser',
  '/addConfi',
] as const;

/**
 * Signs in and opens a job's screen at its own address (/admin/orders/{id}, as a notification's link
 * does); returns the screen's main part.
 */
export async function openJob(page: Page, id: string): Promise<Locator> {
  await loginAsAdmin(page);
  await page.goto(`/admin/orders/${id}`);
  const main = page.locator('#admin-main');
  await expect(main.getByRole('region', { name: 'Customer', exact: true })).toBeVisible();
  return main;
}

/** Signs in and opens Enquiries & Quotes from the back office's menu (a drawer on phones). */
export async function openQuotes(page: Page, info: TestInfo): Promise<void> {
  await loginAsAdmin(page);
  await page.goto('/admin');
  if (isPhone(info)) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Enquiries & Quotes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries & Quotes' })).toBeVisible();
}

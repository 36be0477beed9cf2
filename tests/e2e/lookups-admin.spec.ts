import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { loginAsAdmin } from './support/admin.ts';
import { expectUsable } from './support/config-enquiry-api.ts';
import { expect, test } from './support/fixtures.ts';
import { unique } from './support/shop-api.ts';

/** The seven single-input forms /addTitle … /addSEOK (spec §2, §5, §8; D-B13). */

const FORMS = [
  { path: '/addTitle', heading: 'Add Title', word: 'Title', value: () => unique('Royal Wedding') },
  { path: '/addPrice', heading: 'Add Price', word: 'Price', value: () => `${randomInt(100_000, 9_999_999)}.25` },
  { path: '/addInsta', heading: 'Add InstaURL', word: 'URL', value: () => `https://instagram.com/p/${unique('post').split(' ')[1]}` },
  { path: '/addSize', heading: 'Add Size', word: 'Size', value: () => unique('A5') },
  { path: '/addSEOT', heading: 'Add SEOTitle', word: 'SEOT', value: () => unique('Wedding cards in Gondia') },
  { path: '/addSEOD', heading: 'Add SEODes', word: 'SEOD', value: () => unique('Printed invitation cards') },
  { path: '/addSEOK', heading: 'Add SEOKeyword', word: 'SEOK', value: () => unique('cards') },
];

/** Clicks Submit and answers the alert it brings; returns the alert's text. */
async function submitFor(page: Page): Promise<string> {
  // Accepted inside the handler: the page's script is blocked until the alert is answered.
  const message = new Promise<string>((resolve) =>
    page.once('dialog', (alert) => {
      resolve(alert.message());
      void alert.accept();
    }),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  return message;
}

test.describe('single-input lookup forms', () => {
  for (const form of FORMS) {
    test(`${form.path}: "${form.word} added successfully" → /admin, then "${form.word} already exists"; the list shows it`, async ({ page }) => {
      const value = form.value();
      await loginAsAdmin(page);
      await page.goto(form.path);
      await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeVisible();
      await page.getByPlaceholder('Title Name').fill(value);
      expect(await submitFor(page)).toBe(`${form.word} added successfully`);
      await expect(page).toHaveURL(/\/admin$/);

      await page.goto(form.path);
      await expect(
        page.getByRole('listitem').filter({ hasText: form.path === '/addPrice' ? value.replace(/0+$/, '').replace(/\.$/, '') : value }),
      ).toBeVisible();
      await page.getByPlaceholder('Title Name').fill(value);
      expect(await submitFor(page)).toBe(`${form.word} already exists`);
      await expect(page).toHaveURL(new RegExp(`${form.path}$`));
    });
  }

  test('the field is required, and Close returns to /admin', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/addSize');
    let alerted = false;
    page.on('dialog', (d) => {
      alerted = true;
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByPlaceholder('Title Name').fill('   ');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await page.getByPlaceholder('Title Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    expect(alerted).toBe(false);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a failure says "Something went wrong", and "wrong details" on the SEO keyword form', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 500/);
    await loginAsAdmin(page);
    await page.route('**/api/*/add', (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }));
    await page.goto('/addTitle');
    await page.getByPlaceholder('Title Name').fill('anything');
    expect(await submitFor(page)).toBe('Something went wrong');
    await page.goto('/addSEOK');
    await page.getByPlaceholder('Title Name').fill('anything');
    expect(await submitFor(page)).toBe('wrong details');
  });

  test('fits the screen with no serious accessibility problem', { tag: ['@phone', '@desktop'] }, async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/addSEOD');
    await expect(page.getByRole('heading', { name: 'Saved SEO descriptions' })).toBeVisible();
    await expectUsable(page);
  });
});

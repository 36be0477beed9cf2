import type { Page } from '@playwright/test';
import { loginAsAdmin, openJob } from './support/admin.ts';
import { listingForm } from './support/catalogue-api.ts';
import { expect, test } from './support/quote-api.ts';
import { ok, unique } from './support/shop-api.ts';
import { scrollsSideways, seriousAxeProblems, toastWith } from './support/ui.ts';

/**
 * Issue 29, items 1–3, on a 360 px phone: the owner sees the print size and the master picture's
 * resolution in the listing form, keeps the sheets' costs in Printing, and once the customer approves,
 * downloads the print file and sees the job laid out on the sheet they pick.
 */

const region = (page: Page, name: string) => page.locator('#admin-main').getByRole('region', { name, exact: true });

test('a visiting card to the press: print size, sheets, print file and layout', { tag: '@phone' }, async ({ page, quotes, request }) => {
  test.setTimeout(120_000);
  const card = await quotes.createCard({ print: JSON.stringify({ widthMm: 89, heightMm: 51, bleedMm: 3, sides: 1 }) });

  // The listing form: the size prefilled, and the 900 px picture is too coarse for print at this size.
  await loginAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(card.title);
  await page.getByRole('button', { name: `Edit ${card.title}` }).click();
  const form = listingForm(page, 'Edit Listing');
  const size = form.dialog.getByRole('group', { name: 'Print size' });
  await expect(size.getByLabel('Width (mm)')).toHaveValue('89');
  await expect(size.getByLabel('Height (mm)')).toHaveValue('51');
  // 900 px over 95 mm with bleed: 240 dpi.
  await expect(size.getByRole('alert')).toHaveText(/^The first picture \(900 × 1260 px\) prints at 240 dpi at this size with its bleed\. Below 300 dpi/);
  expect(await scrollsSideways(page)).toBe(false);
  await page.keyboard.press('Escape');

  // Printing: the owner's cost of an SRA3 sheet.
  await page.goto('/admin?tab=printing');
  const cost = page.getByLabel('Cost (₹) (sheet 3)');
  await expect(page.getByLabel('Name (sheet 3)')).toHaveValue('SRA3');
  await cost.fill('5.50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Printing settings saved')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousAxeProblems(page, { within: '#admin-main' })).toEqual([]);
  expect((await ok(await page.request.get('/api/settings/printing'))).sheets[2]).toEqual({ name: 'SRA3', widthMm: 320, heightMm: 450, cost: '5.50' });

  // 500 cards asked, priced and approved: the job goes to the press.
  const asked = await ok(
    await request.post('/api/quotes', {
      data: { listingId: card._id, quantity: 500, texts: { names: 'श्री क्षितिज' }, name: unique('Kshitij'), phone: '98220 12345', website: '' },
    }),
  );
  const { _id: id } = await quotes.quoteByToken(asked.token);
  await quotes.answer(id, { finalPrice: '4000' });
  await ok(await request.post(`/api/quotes/${asked.token}/approve`, { data: { version: 1, confirmed: true, price: '4000' } }));

  const main = await openJob(page, id);
  const press = region(page, 'To the press');
  await press.scrollIntoViewIfNeeded();
  await expect(press.getByRole('combobox', { name: 'Sheet' })).toHaveValue('SRA3');
  await expect(press.getByRole('img', { name: 'SRA3: 3 across and 7 down, 21 a sheet' })).toBeVisible();
  // 500 ÷ 21 → 24 sheets, + 5 % wastage → 26.
  await expect(press).toContainText('Sheets26');
  const file = await page.request.get((await press.getByRole('link', { name: 'Print file' }).getAttribute('href'))!);
  expect([file.status(), file.headers()['content-type'], file.headers()['cache-control']]).toEqual([200, 'application/pdf', 'no-store']);
  const sheet = await page.request.get((await press.getByRole('link', { name: 'Imposed sheet (PDF)' }).getAttribute('href'))!);
  expect(sheet.status()).toBe(200);

  await press.getByRole('combobox', { name: 'Sheet' }).selectOption('A4');
  await expect(press.getByRole('img', { name: 'A4: 2 across and 5 down, 10 a sheet' })).toBeVisible();
  await expect(press.getByRole('link', { name: 'Imposed sheet (PDF)' })).toHaveAttribute('href', `/api/quotes/${id}/imposition.pdf?sheet=A4`);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousAxeProblems(page, { within: '#admin-main' })).toEqual([]);
  await expect(main).toBeVisible();
});

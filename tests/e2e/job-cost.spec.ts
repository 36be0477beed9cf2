import type { Page } from '@playwright/test';
import { DEFAULT_PRINTING_SETTINGS } from '../../src/contract/printing.ts';
import { loginAsAdmin, openJob } from './support/admin.ts';
import { listingForm } from './support/catalogue-api.ts';
import { expect, test } from './support/quote-api.ts';
import { ok, unique } from './support/shop-api.ts';
import { scrollsSideways, seriousAxeProblems, toastWith } from './support/ui.ts';

/**
 * Issue 29, item 5, on a 360 px phone: the owner sets a listing's finishing cost a piece in its form
 * (a visitor's answer never carries it); the job's screen shows, under the sheet layout, what the job
 * costs on that sheet and the margin against the price without GST, a loss in red and in words.
 */

const region = (page: Page, name: string) => page.locator('#admin-main').getByRole('region', { name, exact: true });

test('the finishing cost in the listing form, and the job’s cost and margin under its layout', { tag: '@phone' }, async ({ page, quotes, request }) => {
  test.setTimeout(120_000);
  const card = await quotes.createCard({
    print: JSON.stringify({ widthMm: 127, heightMm: 178, bleedMm: 3, sides: 2 }),
    religions: (await quotes.createReligion()).religion_uuid,
  });

  // The listing form: the owner's finishing cost, with the word that customers never see it.
  await loginAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(card.title);
  await page.getByRole('button', { name: `Edit ${card.title}` }).click();
  const form = listingForm(page, 'Edit Listing');
  const finishing = form.dialog.getByRole('textbox', { name: 'Finishing cost a piece (₹)' });
  await expect(finishing).toHaveValue('');
  await expect(finishing).toHaveAccessibleDescription(/Customers never see it\.$/);
  await finishing.fill('3.25');
  expect(await scrollsSideways(page)).toBe(false);
  await form.submit.click();
  await expect(toastWith(page, 'Listing updated')).toBeVisible();
  await expect(form.dialog).toBeHidden();
  expect((await ok(await page.request.get(`/api/listings/${card._id}`))).finishing).toBe('3.25');
  const visitor = await request.get(`/api/listings/${card._id}`);
  expect(await visitor.text()).not.toContain('finishing');
  // From the item's public page too the form edits the owner's copy: the page's has no cost, and saving it would clear it.
  await page.goto(`/listing/${card._id}`);
  await page.getByRole('button', { name: 'Edit this item' }).click();
  await expect(listingForm(page, 'Edit Listing').dialog.getByRole('textbox', { name: 'Finishing cost a piece (₹)' })).toHaveValue('3.25');
  await page.keyboard.press('Escape');

  // SRA3 at ₹5.50 a side; 400 cards priced at ₹4,000 and approved.
  const sheets = DEFAULT_PRINTING_SETTINGS.sheets.map((s) => (s.name === 'SRA3' ? { ...s, cost: '5.50' } : s));
  await ok(await page.request.put('/api/settings/printing', { data: { ...DEFAULT_PRINTING_SETTINGS, sheets } }));
  const asked = await ok(
    await request.post('/api/quotes', {
      data: { listingId: card._id, quantity: 400, texts: { names: 'श्री क्षितिज' }, name: unique('Kshitij'), phone: '98220 12345', website: '' },
    }),
  );
  const { _id: id } = await quotes.quoteByToken(asked.token);
  await quotes.answer(id, { finalPrice: '4000' });
  await ok(await request.post(`/api/quotes/${asked.token}/approve`, { data: { version: 1, confirmed: true, price: '4000' } }));

  await openJob(page, id);
  const press = region(page, 'To the press');
  await expect(press.getByRole('combobox', { name: 'Sheet' })).toHaveValue('SRA3');
  const cost = press.getByRole('region', { name: 'Cost' });
  await cost.scrollIntoViewIfNeeded();
  // 4 a sheet: 100 + 5 % = 105 sheets; 105 × ₹5.50 × 2 = ₹1,155; 400 × ₹3.25 = ₹1,300.
  await expect(cost).toContainText('Sheets105 × ₹5.50 × 2 sides = ₹1,155');
  await expect(cost).toContainText('Finishing400 × ₹3.25 = ₹1,300');
  await expect(cost).toContainText('Total₹2,455');
  const margin = cost.getByText(/^Margin /);
  await expect(margin).toHaveText(/^Margin ₹[\d,.]+ \([\d.]+ %\)$/);
  await expect(cost.getByText('Loss')).toHaveCount(0);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousAxeProblems(page, { within: '#admin-main' })).toEqual([]);

  // A finishing of ₹20 a piece costs more than the price: the margin is a loss, in red and in words.
  await ok(await page.request.put(`/api/listings/${card._id}`, { multipart: { finishing: '20' } }));
  await page.reload();
  const loss = region(page, 'To the press')
    .getByRole('region', { name: 'Cost' })
    .getByText(/Margin /);
  await loss.scrollIntoViewIfNeeded();
  await expect(loss).toHaveText(/^Loss Margin −₹[\d,.]+ \(−[\d.]+ %\)$/);
  await expect(loss).toHaveClass(/text-red-700/);
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('job-cost.png'), fullPage: true });
});

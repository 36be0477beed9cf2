import type { Page } from '@playwright/test';
import { loginAsAdmin } from './support/admin.ts';
import { ItemApi } from './support/item-api.ts';
import { expect, test } from './support/quote-api.ts';
import { ok, unique } from './support/shop-api.ts';
import { isPhone } from './support/ui.ts';

/** The owner's day (issue 17, item 7): long lists 50 at a time, and the Orders tab. */

async function openTab(page: Page, tab: string) {
  await loginAsAdmin(page);
  await page.goto('/admin');
  if (isPhone(test.info())) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: tab, exact: true }).click();
}

test('Upload Design on a 360 px phone draws 50 designs, not all of them; Load more adds the next; the search finds one beyond them', async ({
  page,
  api,
  adminRequest,
}) => {
  const items = new ItemApi(adminRequest);
  const category = await api.createCategory(unique('Paged cat'));
  const subcategory = await api.createSubcategory(category, unique('Paged sub'));
  const tag = unique('Paged');
  // 60 designs of this test, oldest first, the first five with a picture (as many shops have).
  for (let start = 0; start < 60; start += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => items.createItem({ category, subcategory, title: `${tag} ${start + i}`, images: start + i < 5 ? 1 : 0 })),
    );
  }
  await openTab(page, 'Item');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Design' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Listings' }).getByRole('listitem');
  await expect(rows).toHaveCount(50);
  // 200 designs drew a 50,000-pixel page; 50 cards at most a quarter of that.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(15_000);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(60);

  await page.getByRole('searchbox', { name: 'Search by title' }).fill(`${tag} 0`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${tag} 0`);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('Orders: a new request waits for the owner; once ready it is under Ready for pickup, with its days in stage', async ({ page, quotes, request }) => {
  const card = await quotes.createCard();
  const name = unique('Meera');
  const asked = await ok(
    await request.post('/api/quotes', { data: { listingId: card._id, quantity: 200, texts: { bride_name: 'मीरा' }, name, phone: '98220 12345', website: '' } }),
  );
  await openTab(page, 'Orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Waiting for me/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('searchbox', { name: 'Search by customer, phone or item' }).fill(name);
  const job = page.getByRole('list', { name: 'Orders' }).getByRole('article');
  await expect(job).toHaveCount(1);
  await expect(job).toContainText(name);
  await expect(job).toContainText(`${card.title} × 200`);
  await expect(job).toContainText('New');
  await expect(job).toContainText('Today');

  const quote = await quotes.quoteByToken(asked.token);
  await quotes.answer(quote._id, { finalPrice: '4000' });
  await quotes.answer(quote._id, { stage: 'approved' });
  await quotes.payAdvance(quote._id);
  for (const stage of ['in_production', 'ready'] as const) await quotes.answer(quote._id, { stage });
  await page.getByRole('button', { name: /^Ready for pickup/ }).click();
  await expect(job).toHaveCount(1);
  await expect(job).toContainText('Ready for pickup');
  await page.getByRole('button', { name: /^Waiting for me/ }).click();
  await expect(page.getByText('No orders found.')).toBeVisible();
});

import type { Page } from '@playwright/test';
import { shopToday } from '../../src/contract/ist-time.ts';
import { openJob } from './support/admin.ts';
import { expectUsable } from './support/config-enquiry-api.ts';
import { expect, test } from './support/quote-api.ts';
import { ok, unique } from './support/shop-api.ts';
import { toastWith } from './support/ui.ts';

/**
 * Issue 29, item 4, on a 360 px phone: the owner sets the day a job is due on its screen; Orders
 * sorts by it and says which jobs are late; once approved, the job ticket prints from the screen.
 */

const region = (page: Page, name: string) => page.locator('#admin-main').getByRole('region', { name, exact: true });
const DAY_MS = 86_400_000;

test('a due date set on the job screen, seen with "Late" on Orders, and the job ticket once approved', { tag: '@phone' }, async ({ page, quotes, request }) => {
  test.setTimeout(120_000);
  const card = await quotes.createCard();
  const name = unique('Due Kavya');
  const asked = await ok(
    await request.post('/api/quotes', { data: { listingId: card._id, quantity: 300, texts: { names: 'काव्या' }, name, phone: '98220 12345', website: '' } }),
  );
  const { _id: id } = await quotes.quoteByToken(asked.token);
  const twoDaysAgo = shopToday(Date.now() - 2 * DAY_MS);
  const [year, month, day] = twoDaysAgo.split('-').map(Number);
  const shown = `${day} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month! - 1]} ${year}`;

  await openJob(page, id);
  const due = region(page, 'Due date');
  await expect(due.getByText('No due date')).toBeVisible();
  await expect(region(page, 'Job ticket').getByRole('link', { name: 'Job ticket' })).toHaveCount(0);
  await due.getByLabel('Due date').fill(twoDaysAgo);
  await due.getByRole('button', { name: 'Save due date' }).click();
  await expect(toastWith(page, 'Quote saved').first()).toBeVisible();
  await expect(due.getByText(shown)).toBeVisible();
  await expect(due.getByText('Late', { exact: true })).toBeVisible();
  await expectUsable(page);

  // Orders, soonest due first: the card says when and that it is late, in words on red.
  await page.goto('/admin?tab=orders');
  await page.getByRole('button', { name: /^All/ }).click();
  await page.getByLabel('Sort').selectOption('due');
  await page.getByRole('searchbox', { name: 'Search by customer, phone or item' }).fill(name);
  const order = page.getByRole('list', { name: 'Orders' }).getByRole('article');
  await expect(order).toHaveCount(1);
  await expect(order.getByText('Due date')).toBeVisible();
  await expect(order.getByText(shown)).toBeVisible();
  const late = order.getByText('Late', { exact: true });
  await expect(late).toBeVisible();
  // White on red (Tailwind's red-700, oklch with a red hue): the word says it, the colour only adds to it.
  const [color, background] = await late.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
  expect(color).toBe('rgb(255, 255, 255)');
  const hue = Number(/^oklch\([\d.]+ [\d.]+ ([\d.]+)\)$/.exec(background!)?.[1]);
  expect(hue, background).toBeGreaterThan(15);
  expect(hue, background).toBeLessThan(35);
  await expectUsable(page);

  // Approved by the customer: the job ticket opens from the screen as a PDF.
  await quotes.answer(id, { finalPrice: '4950' });
  await ok(await request.post(`/api/quotes/${asked.token}/approve`, { data: { version: 1, confirmed: true, price: '4950' } }));
  await openJob(page, id);
  const link = region(page, 'Job ticket').getByRole('link', { name: 'Job ticket' });
  await expect(link).toHaveAttribute('href', `/api/quotes/${id}/ticket.pdf`);
  const pdf = await page.request.get(`/api/quotes/${id}/ticket.pdf`);
  expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

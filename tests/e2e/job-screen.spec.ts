import type { Locator, Page } from '@playwright/test';
import { loginAsAdmin, openJob } from './support/admin.ts';
import { expect, test } from './support/quote-api.ts';
import { ok, unique } from './support/shop-api.ts';
import { expectUsable } from './support/config-enquiry-api.ts';
import { pngFile, scrollsSideways, toastWith } from './support/ui.ts';

/**
 * Issue 28, items 1 and 5, on a 360 px phone: one screen per job, reached from its Orders card or at
 * its own address, where the owner prices it, sends a proof, records the money, moves it on and bills it.
 */

/** Whether `inner` lies within `outer` from side to side (the "Send proof" form stuck out of its card). */
async function fitsWithin(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [(await inner.boundingBox())!, (await outer.boundingBox())!];
  return a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5;
}

const region = (page: Page, name: string) => page.locator('#admin-main').getByRole('region', { name, exact: true });

test(
  'from an Orders card: the job priced incl. GST, a proof sent from a file, a payment recorded, the stage moved and the bill made',
  { tag: '@phone' },
  async ({ page, quotes, request }) => {
    test.setTimeout(150_000);
    await quotes.useShopBilling();
    const card = await quotes.createCard({ hsn: '4909', gstRate: '18' });
    const name = unique('Kavya');
    const asked = await ok(
      await request.post('/api/quotes', {
        data: { listingId: card._id, quantity: 300, texts: { names: 'काव्या & अर्जुन' }, name, phone: '98220 12345', website: '' },
      }),
    );
    const { _id: id } = await quotes.quoteByToken(asked.token);

    // The Orders tab opens on the jobs waiting; the card opens the job's screen.
    await loginAsAdmin(page);
    await page.goto('/admin?tab=orders');
    await page.getByRole('searchbox', { name: 'Search by customer, phone or item' }).fill(name);
    const job = page.getByRole('list', { name: 'Orders' }).getByRole('article');
    await expect(job).toHaveCount(1);
    await job.getByRole('link', { name: /^Open job / }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `#${id.slice(0, 8)}` })).toBeVisible();
    const customer = region(page, 'Customer');
    await expect(customer.getByRole('link', { name: 'Call 98220 12345' })).toHaveAttribute('href', 'tel:9822012345');
    await expect(customer.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/919822012345\?text=/);
    await expect(region(page, 'Item')).toContainText('काव्या & अर्जुन');
    await expect(region(page, 'Proofs').getByText('Proof 1 · Waiting for the shop')).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);

    // Priced: the shop charges GST, so the price says it includes it; the job is Quoted, with its number.
    const price = region(page, 'Price');
    await price.getByLabel('Final price (₹, incl. GST)').fill('4950');
    await price.getByRole('button', { name: 'Save price' }).click();
    await expect(toastWith(page, 'Quote saved').first()).toBeVisible();
    await expect(price.getByText('₹4,950 incl. GST')).toBeVisible();
    const priced = await quotes.quoteByToken(asked.token);
    await expect(page.getByRole('heading', { level: 1, name: priced.orderNumber! })).toBeVisible();
    await expect(region(page, 'Proofs').getByText('Proof 1 · Waiting for the customer')).toBeVisible();

    // Proof 2 from a file; the form fits the phone and offers the camera first.
    const proofs = region(page, 'Proofs');
    const form = proofs.getByRole('form', { name: 'Send proof 2' });
    await form.scrollIntoViewIfNeeded();
    expect(await fitsWithin(form, proofs)).toBe(true);
    await expect(form.getByText('Take photo')).toBeVisible();
    await expect(form.getByLabel('Take photo')).toHaveAttribute('capture', 'environment');
    await form.getByLabel('Choose file').setInputFiles(await pngFile('proof-2.png', 900));
    await expect(form.getByText(/^proof-2\.png · /)).toBeVisible();
    await form.getByLabel('Note for the customer').fill('Names in Devanagari');
    await form.getByRole('button', { name: 'Send proof 2' }).click();
    await expect(toastWith(page, 'Proof 2 sent')).toBeVisible({ timeout: 15_000 });
    await expect(proofs.getByText('Proof 1 · Replaced by proof 2')).toBeVisible();
    await expect(proofs.getByText('Proof 2 · Waiting for the customer')).toBeVisible();
    await expectUsable(page);

    // The customer approves proof 2 and says they paid the advance; the owner's screen shows it on return.
    await ok(await request.post(`/api/quotes/${asked.token}/approve`, { data: { version: 2, confirmed: true, price: '4950' } }));
    await ok(await request.post(`/api/quotes/${asked.token}/utr`, { data: { utr: '634512349876' } }));
    await page.reload();
    const payments = region(page, 'Payments');
    await expect(payments.getByText(/Customer says paid — check your bank\. UTR 634512349876/)).toBeVisible();
    const pay = payments.getByRole('form', { name: 'Record a payment' });
    await expect(pay.getByLabel('Amount (₹)')).toHaveValue('2475');
    await pay.getByLabel('Reference / UTR').fill('634512349876');
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await expect(toastWith(page, 'Payment recorded').first()).toBeVisible();
    await expect(payments.getByText(/^Paid ₹2,475 of ₹4,950 · Balance ₹2,475/)).toBeVisible();

    // The stage: only the moves the rules allow, one to pick and one to confirm; then the news for WhatsApp.
    const stage = region(page, 'Stage');
    await expect(stage.getByRole('group', { name: 'Move to' }).getByRole('button')).toHaveText(['In production', 'Changes requested', 'On hold', 'Cancelled']);
    await stage.getByRole('button', { name: 'In production' }).click();
    await stage.getByRole('button', { name: 'Move to In production' }).click();
    const news = page.getByRole('status').filter({ hasText: 'order is now' });
    await expect(news).toContainText(`${priced.orderNumber}: ${name}'s order is now In production.`);
    await expect(page.locator('#admin-main h1 + div')).toContainText('In production');

    // The bill, then its download.
    const bill = region(page, 'Bill');
    await bill.locator('summary', { hasText: 'Make bill' }).click();
    await bill
      .getByRole('form', { name: `Bill for ${name}` })
      .getByRole('button', { name: 'Make bill' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: /Bill INV\/\d\d-\d\d\/\d{4} made/ })).toBeVisible({ timeout: 15_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), bill.getByRole('link', { name: 'Download bill' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d\d-\d\d-\d{4}\.pdf$/);

    // The timeline, on the shop's clock.
    await expect(region(page, 'Timeline').getByRole('listitem')).toHaveText([/^New .* IST$/, /^Quoted /, /^Proof sent /, /^Approved /, /^In production /]);
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: test.info().outputPath('job-screen.png'), fullPage: true });
  },
);

test(
  "a job's own address (a notification's link) asks for the login first, then opens the job",
  { tag: '@phone' },
  async ({ page, quotes, request, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource.*401/);
    const card = await quotes.createCard();
    const name = unique('Ishaan');
    const asked = await ok(await request.post('/api/quotes', { data: { listingId: card._id, quantity: 200, name, phone: '98220 54321', website: '' } }));
    const { _id: id } = await quotes.quoteByToken(asked.token);

    await page.goto(`/admin/orders/${id}`);
    await expect(page).toHaveURL(/\/login(\?|$)/);
    const main = await openJob(page, id);
    await expect(main.getByRole('region', { name: 'Customer', exact: true })).toContainText(name);
    await expect(main.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/admin?tab=orders');
    // The jobs waiting are counted on the menu, one tap from every screen.
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveText(/^☰ Menu\s*\d+$/);
    expect(await scrollsSideways(page)).toBe(false);
    await main.getByRole('link', { name: 'All orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Waiting for me/ })).toHaveAttribute('aria-pressed', 'true');

    // An address with no job says so.
    allowConsoleErrors(/Failed to load resource.*404/);
    await page.goto('/admin/orders/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
  },
);

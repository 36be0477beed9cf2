import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser } from '@playwright/test';
import { openQuotes } from './support/admin.ts';
import { expect, test } from './support/quote-api.ts';

/**
 * Issue 18, item 4, on a 360 px phone: the owner makes the GST bill from the job's card and downloads
 * it; the customer's page offers "Download bill".
 */

/** The shop's billing settings and the card's GST rate, written as the billing settings screen and the listing form would (they are built beside this). */
function fillBillingSettings(listingId: string) {
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR!, 'shop.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      `insert into billing_settings (id, upi_id, upi_name, advance_percent, gst_mode, gstin, legal_name, address, state, number_prefix, updated_at)
       values (1, 'shop@okaxis', 'Shri Ganesh', 50, 'regular', '27AAPFU0939F1ZV', 'Shri Ganesh Printers LLP', '12 Station Road, Pune', 'Maharashtra', 'INV', ?)
       on conflict (id) do update set gst_mode = 'regular', gstin = excluded.gstin, legal_name = excluded.legal_name, address = excluded.address, state = excluded.state`,
    ).run(new Date().toISOString());
    db.prepare(`update listings set hsn = '4909', gst_rate = '18' where id = ?`).run(listingId);
  } finally {
    db.close();
  }
}

const customerPhone = async (browser: Browser) =>
  (
    await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, serviceWorkers: 'block' })
  ).newPage();

test(
  'the owner makes the bill from the job’s card and downloads it; the customer sees "Download bill"',
  { tag: '@phone' },
  async ({ page, quotes, request, browser }) => {
    test.setTimeout(90_000);
    const card = await quotes.createCard();
    fillBillingSettings(card._id);
    const name = `प्रिया ${Date.now().toString(36)}`;
    const asked = await (
      await request.post('/api/quotes', {
        data: { listingId: card._id, quantity: 300, texts: { names: 'राहुल ❤ प्रिया' }, name, phone: '98220 12345', website: '' },
      })
    ).json();
    const owned = await quotes.quoteByToken(asked.token);
    await quotes.answer(owned._id, { finalPrice: '4950' });

    await openQuotes(page, test.info());
    const job = page.getByRole('article', { name: `Quote from ${name}` });
    await job.getByText('Make bill', { exact: true }).first().click();
    const form = job.getByRole('form', { name: `Bill for ${name}` });
    await form.getByLabel('Customer GSTIN (optional)').fill('29AABCU9603R1ZJ');
    await form.getByRole('button', { name: 'Make bill' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Bill INV\/\d\d-\d\d\/\d{4} made/ })).toBeVisible({ timeout: 15_000 });
    const bill = job.getByRole('region', { name: `Bill of ${name}` });
    await expect(bill.getByText(/^Bill INV\//)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), bill.getByRole('link', { name: 'Download bill' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d\d-\d\d-\d{4}\.pdf$/);
    const bytes = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

    const customer = await customerPhone(browser);
    await customer.goto(asked.url);
    const link = customer.getByRole('link', { name: /^Download bill/ });
    await expect(link).toBeVisible();
    const [theirs] = await Promise.all([customer.waitForEvent('download'), link.click()]);
    expect(theirs.suggestedFilename()).toBe(download.suggestedFilename());
    await customer.context().close();
  },
);

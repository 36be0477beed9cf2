import { openJob } from './support/admin.ts';
import { customerPhone, expect, test } from './support/quote-api.ts';

/**
 * Issue 18, item 4, on a 360 px phone: the owner makes the GST bill on the job's screen and downloads
 * it; the customer's page offers "Download bill".
 */

test(
  'the owner makes the bill on the job’s screen and downloads it; the customer sees "Download bill"',
  { tag: '@phone' },
  async ({ page, quotes, browser }) => {
    test.setTimeout(90_000);
    const card = await quotes.createCard({ hsn: '4909', gstRate: '18' });
    await quotes.useShopBilling();
    const name = `प्रिया ${Date.now().toString(36)}`;
    const { url, priced } = await quotes.pricedJob(card, { name, names: 'राहुल ❤ प्रिया' });
    // A bill is made once the customer approved (issue 28); here the owner records the approval.
    await quotes.answer(priced._id, { stage: 'approved' });

    const job = await openJob(page, priced._id);
    await job.getByText('Make bill', { exact: true }).first().click();
    const form = job.getByRole('form', { name: `Bill for ${name}` });
    await form.getByLabel('Customer GSTIN (optional)').fill('29AABCU9603R1ZJ');
    await form.getByRole('button', { name: 'Make bill' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Bill INV\/\d\d-\d\d\/\d{4} made/ })).toBeVisible({ timeout: 15_000 });
    const bill = job.getByRole('region', { name: 'Bill' });
    await expect(bill.getByText(/^Bill INV\//)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), bill.getByRole('link', { name: 'Download bill' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d\d-\d\d-\d{4}\.pdf$/);
    const bytes = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

    const customer = await customerPhone(browser);
    await customer.goto(url);
    const link = customer.getByRole('link', { name: /^Download bill/ });
    await expect(link).toBeVisible();
    const [theirs] = await Promise.all([customer.waitForEvent('download'), link.click()]);
    expect(theirs.suggestedFilename()).toBe(download.suggestedFilename());
    await customer.context().close();
  },
);

import { loginAsAdmin } from './support/admin.ts';
import { expect, test } from './support/quote-api.ts';

/**
 * Issue 31, item 3, on a 360 px phone: under the orders, the owner downloads the month's GSTR-1 for
 * the GST portal's offline tool, and a bill made to a GSTIN this month is in its B2B table.
 */
test('the owner downloads the month’s GSTR-1 JSON beside the bills’ CSV', { tag: '@phone' }, async ({ page, quotes }) => {
  test.setTimeout(90_000);
  const billing = await quotes.useShopBilling();
  const card = await quotes.createCard({ hsn: '4909', gstRate: '18' });
  const { priced: owned } = await quotes.pricedJob(card, { name: 'प्रिया', names: 'राहुल ❤ प्रिया' });
  await quotes.answer(owned._id, { stage: 'approved' });
  const made = await quotes.request.post(`/api/quotes/${owned._id}/invoice`, { data: { customerGstin: '29AABCU9603R1ZJ' } });
  expect(made.status()).toBe(201);
  const { invoiceNumber } = await made.json();

  await loginAsAdmin(page);
  await page.goto('/admin?tab=orders');
  const bills = page.getByRole('region', { name: 'Bills for the accountant' });
  const month = await bills.getByLabel('Bills of the month').inputValue();
  const link = bills.getByRole('link', { name: 'Download GSTR-1 JSON' });
  await expect(link).toHaveAttribute('href', `/api/gst/gstr1.json?month=${month}`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const fp = `${month.slice(5)}${month.slice(0, 4)}`;
  expect(download.suggestedFilename()).toBe(`GSTR1_${billing.gstin}_${fp}.json`);
  const file = JSON.parse(Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8'));
  expect([file.gstin, file.fp, file.version]).toEqual([billing.gstin, fp, 'GST3.2.4']);
  const mine = file.b2b.find((c: { ctin: string }) => c.ctin === '29AABCU9603R1ZJ').inv.find((i: { inum: string }) => i.inum === invoiceNumber);
  expect(mine).toMatchObject({ val: 4950, pos: '29', rchrg: 'N', inv_typ: 'R' });
});

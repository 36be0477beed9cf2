import { openJob } from './support/admin.ts';
import { customerPhone, expect, test } from './support/quote-api.ts';
import { scrollsSideways, toastWith } from './support/ui.ts';

/**
 * Issue 18, items 2 and 3, on a 360 px phone: the customer sees the advance with its UPI QR code and
 * link and sends the UTR; the owner sees the claim, records the payment and starts printing; the
 * customer's page then asks for the balance. The UTR typed shows back at once on both sides (issue 28).
 */
test('the advance by UPI: QR and link, the UTR, the owner records it and the balance follows', { tag: '@phone' }, async ({ page, quotes, browser }) => {
  test.setTimeout(120_000);
  await quotes.useShopBilling();
  const card = await quotes.createCard();
  const { url, priced } = await quotes.approvedJob(card, { name: `Payal ${Date.now().toString(36)}` });

  // The customer: the advance (50 % of ₹4,950 to the rupee), the QR code drawn by the server, the UPI link.
  const customer = await customerPhone(browser);
  await customer.goto(url);
  const box = customer.getByRole('region', { name: 'Payment' });
  await expect(box.getByText('Pay advance ₹2,475')).toBeVisible();
  const qr = box.getByRole('img', { name: 'UPI QR code to pay ₹2,475' });
  await qr.scrollIntoViewIfNeeded();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  const link = `upi://pay?pa=shreeganesh@okaxis&pn=Shree%20Ganesh%20Printers&am=2475.00&cu=INR&tn=${priced.orderNumber}&tr=${priced.orderNumber}`;
  await expect(box.getByRole('link', { name: 'Open UPI app' })).toHaveAttribute('href', link);
  expect((await box.getByRole('link', { name: 'Open UPI app' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await box.getByLabel('UTR (12-digit number from your UPI app)').fill('63451234987');
  await box.getByRole('button', { name: 'I have paid' }).click();
  await expect(box.getByRole('alert')).toHaveText('The UTR is the 12-digit number your UPI app shows after paying.');
  await box.getByLabel('UTR (12-digit number from your UPI app)').fill('634512349876');
  await box.getByRole('button', { name: 'I have paid' }).click();
  await expect(box.getByText('Thank you — the shop will confirm')).toBeVisible();
  await expect(box.getByText('You told the shop you paid (UTR 634512349876). The shop will confirm.')).toBeVisible();
  expect(await scrollsSideways(customer)).toBe(false);
  await customer.screenshot({ path: test.info().outputPath('customer-payment.png'), fullPage: true });

  // The owner: the claim to check, the payment recorded (the amount prefilled), then printing.
  const owner = await openJob(page, priced._id);
  const payments = owner.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText(/^Customer says paid — check your bank\. UTR 634512349876 \d{1,2} \w{3} \d{4}, .+ IST$/)).toBeVisible();
  const form = payments.getByRole('form', { name: 'Record a payment' });
  await expect(form.getByLabel('Amount (₹)')).toHaveValue('2475');
  await form.getByLabel('Reference / UTR').fill('634512349876');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(toastWith(page, 'Payment recorded').first()).toBeVisible();
  await expect(payments.getByText(/^Paid ₹2,475 of ₹4,950 · Balance ₹2,475/)).toBeVisible();
  await expect(payments.getByText(/Customer says paid/)).toHaveCount(0);
  await payments.getByRole('button', { name: 'Start printing' }).click();
  await expect(owner.locator('h1 + div')).toHaveText('In production');
  await payments.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('owner-payments.png') });

  // The customer's page follows: paid, and the balance to pay next.
  await customer.reload();
  await expect(box.getByText('Pay balance ₹2,475')).toBeVisible();
  await expect(box.getByText('Paid').locator('xpath=following-sibling::dd[1]')).toHaveText('₹2,475');
  await customer.context().close();
});

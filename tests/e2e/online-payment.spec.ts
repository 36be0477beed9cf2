import { razorpaySignature, RazorpayStandIn } from '../../src/server/test-support/razorpay-stand-in.ts';
import { loginAsAdmin, openJob } from './support/admin.ts';
import { withSiteConfigLock } from './support/config-enquiry-api.ts';
import { customerPhone, expect, test } from './support/quote-api.ts';
import { ok } from './support/shop-api.ts';
import { scrollsSideways, toastWith } from './support/ui.ts';

const KEY_ID = 'rzp_test_E2eShopKey42';
const KEY_SECRET = 'e2e-key-secret-क्ष';
const WEBHOOK_SECRET = 'e2e-webhook-secret-श्री';

/**
 * Issue 31, item 1 on a 360 px phone: the owner turns Razorpay on in the back office; the customer sees
 * "Pay ₹X online" beside the UPI QR, taps it and lands on the gateway's page (a stand-in of Razorpay's
 * API on the port the server was told, E2E_RAZORPAY_URL); a signed payment_link.paid arrives; the
 * customer's page and the job's screen show the payment, typed by nobody.
 */
test(
  'online payment: the owner sets Razorpay, the customer pays the advance online, the signed webhook records it',
  { tag: '@phone' },
  async ({ page, quotes, request, adminRequest, browser }) => {
    test.setTimeout(120_000);
    const razorpay = await RazorpayStandIn.start(KEY_ID, KEY_SECRET, Number(new URL(process.env.E2E_RAZORPAY_URL!).port));
    try {
      await withSiteConfigLock(async () => {
        try {
          // The owner: Online payment, beside Billing in the menu.
          await quotes.useShopBilling();
          await loginAsAdmin(page);
          await page.goto('/admin');
          await page.getByRole('button', { name: 'Menu' }).click();
          await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Online payment' }).click();
          await expect(page.getByRole('heading', { level: 1, name: 'Online payment' })).toBeVisible();
          await page.getByLabel('Payment gateway').selectOption('razorpay');
          await page.getByLabel('Key id').fill(KEY_ID);
          await page.getByLabel('Key secret').fill(KEY_SECRET);
          await page.getByLabel('Webhook secret').fill(WEBHOOK_SECRET);
          await page.getByRole('button', { name: 'Save' }).click();
          await expect(toastWith(page, 'Online payment settings saved').first()).toBeVisible();
          await expect(page.getByText(/^Set\. Leave blank to keep it/)).toHaveCount(2);
          expect(await page.content()).not.toContain(KEY_SECRET);

          // A priced, approved job.
          const card = await quotes.createCard();
          const { token, url, priced } = await quotes.approvedJob(card, { name: `Payal ${Date.now().toString(36)}` });

          // The customer: "Pay ₹2,475 online" beside the QR, then the gateway's page.
          const customer = await customerPhone(browser);
          await customer.goto(url);
          const box = customer.getByRole('region', { name: 'Payment' });
          const pay = box.getByRole('button', { name: 'Pay ₹2,475 online' });
          await expect(pay).toBeVisible();
          await expect(box.getByRole('img', { name: 'UPI QR code to pay ₹2,475' })).toBeVisible();
          expect((await pay.boundingBox())!.height).toBeGreaterThanOrEqual(44);
          expect(await scrollsSideways(customer)).toBe(false);
          await pay.click();
          await customer.waitForURL(/\/i\/plink_\w+$/);
          expect(customer.url().startsWith(razorpay.url)).toBe(true);
          await expect(customer.getByRole('heading', { name: 'Pay ₹2475.00' })).toBeVisible();
          await expect(customer.getByText(`${priced.orderNumber}-1`)).toBeVisible();
          const linkId = customer.url().split('/i/')[1]!;
          expect(razorpay.links.get(linkId)).toMatchObject({ amount: 247500, callback_url: expect.stringMatching(new RegExp(`/quote/${token}$`)) });

          // Razorpay takes the money and sends the customer back (the callback, with its query) before telling the shop.
          const paid = razorpay.pay(linkId);
          const back = new URL(razorpay.links.get(linkId)!.callback_url);
          back.search = new URLSearchParams({
            razorpay_payment_id: paid.paymentId,
            razorpay_payment_link_id: linkId,
            razorpay_payment_link_reference_id: `${priced.orderNumber}-1`,
            razorpay_payment_link_status: 'paid',
            razorpay_signature: '0'.repeat(64),
          }).toString();
          await customer.goto(`${back.pathname}${back.search}`);
          await expect(
            box.getByText('Thank you: your online payment went through. It shows here as soon as the payment gateway confirms it to the shop.'),
          ).toBeVisible();
          await expect(box.getByText('Paid').locator('xpath=following-sibling::dd[1]')).toHaveText('₹0');

          // The webhook: a forged delivery first, then the signed one, then Razorpay's retry.
          const body = razorpay.paidEvent(linkId, paid);
          const webhook = (signature: string) =>
            request.post('/api/payments/webhooks/razorpay', { data: body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature } });
          expect((await webhook(razorpaySignature(body, 'a guess'))).status()).toBe(400);
          expect(await (await webhook(razorpaySignature(body, WEBHOOK_SECRET))).json()).toEqual({ status: 'recorded' });
          expect(await (await webhook(razorpaySignature(body, WEBHOOK_SECRET))).json()).toEqual({ status: 'duplicate' });

          // The page follows by itself: paid, the balance next.
          await expect(box.getByText('Your online payment is recorded. Thank you!')).toBeVisible({ timeout: 20_000 });
          await expect(box.getByText('Pay balance ₹2,475')).toBeVisible();
          await expect(box.getByText('Paid').locator('xpath=following-sibling::dd[1]')).toHaveText('₹2,475');
          await customer.screenshot({ path: test.info().outputPath('customer-paid-online.png'), fullPage: true });
          await customer.context().close();

          // The owner: the payment like any other, named "Paid online", with the gateway's payment id.
          const owner = await openJob(page, priced._id);
          const payments = owner.getByRole('region', { name: 'Payments' });
          await expect(payments.getByText(/^Paid ₹2,475 of ₹4,950/)).toBeVisible();
          await expect(payments.getByText(/₹2,475 · Paid online · \d{4}-\d\d-\d\d · pay_\w+/)).toBeVisible();
          await expect(payments.getByText(/Online payment links: 1 · open 0/)).toBeVisible();
        } finally {
          await ok(await adminRequest.put('/api/settings/gateway', { data: { provider: 'none', keyId: '' } }));
        }
      });
    } finally {
      await razorpay.close();
    }
  },
);

import { loginAsAdmin } from './support/admin.ts';
import { ok } from './support/shop-api.ts';
import { scrollsSideways, seriousAxeProblems } from './support/ui.ts';
import { expect, test } from './support/quote-api.ts';

/**
 * Issue 31, item 2, on a 360 px phone: a Hindi customer's account from the menu — the balance of a
 * bill less a payment, the statement, Remind on WhatsApp with its log, the statement PDF — and
 * "Order again" on their job.
 */

test(
  'the owner finds a customer, reads their statement, reminds them on WhatsApp and orders their job again',
  { tag: '@phone' },
  async ({ page, quotes, request }) => {
    test.setTimeout(90_000);
    const card = await quotes.createCard();
    await quotes.useShopBilling();
    const digits = `9${String(Date.now()).slice(-9)}`;
    const name = `मीना ${Date.now().toString(36)}`;
    const asked = await ok(
      await request.post('/api/quotes', {
        data: {
          listingId: card._id,
          quantity: 300,
          texts: { names: 'राहुल ❤ प्रिया' },
          name,
          phone: `${digits.slice(0, 5)} ${digits.slice(5)}`,
          lang: 'hi',
          website: '',
        },
      }),
    );
    const owned = await quotes.quoteByToken(asked.token);
    await quotes.answer(owned._id, { finalPrice: '4950' });
    await quotes.answer(owned._id, { stage: 'approved' });
    const admin = quotes.request;
    await ok(await admin.post(`/api/quotes/${owned._id}/invoice`, { data: {} }));
    await ok(await admin.post(`/api/quotes/${owned._id}/payments`, { data: { amount: '1000', method: 'upi', reference: '123456789012' } }));

    await loginAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await page.getByLabel('Search by name or phone').fill(`+91 ${digits}`);
    const list = page.getByRole('list', { name: 'Customers' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(list.getByRole('link')).toContainText('₹3,950 due');
    await list.getByRole('link').click();

    const main = page.locator('#admin-main');
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    const account = main.getByRole('region', { name: 'Account' });
    await expect(account.getByText('₹3,950 due')).toBeVisible();
    await expect(account.getByText(`+91${digits}`)).toBeVisible();
    const rows = main.getByRole('table', { name: 'Statement' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(/Bill\s*INV\/\d\d-\d\d\/\d{4}/);
    await expect(rows.nth(2)).toContainText('₹3,950');
    // The page fits the phone: the statement scrolls within its own box, not the page.
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAxeProblems(page)).toEqual([]);

    const remind = main.getByRole('region', { name: 'Remind' });
    await remind.getByRole('button', { name: 'Remind on WhatsApp' }).click();
    const send = remind.getByRole('link', { name: 'Send on WhatsApp' });
    await expect(send).toHaveAttribute('href', new RegExp(`^https://wa\\.me/91${digits}\\?text=`));
    const message = decodeURIComponent((await send.getAttribute('href'))!.split('?text=')[1]!);
    expect(message).toContain('आपका बकाया ₹3,950 है।');
    expect(message).toContain(`/hi/quote/${asked.token}`);
    await expect(remind.getByRole('list', { name: 'Reminders sent' }).getByRole('listitem')).toHaveCount(1);

    const pdfHref = await main.getByRole('link', { name: 'Statement PDF (Hindi)' }).getAttribute('href');
    const pdf = await page.request.get(pdfHref!);
    expect([pdf.status(), pdf.headers()['content-type'], (await pdf.body()).subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);

    await main.getByRole('list', { name: 'Jobs' }).getByRole('link').first().click();
    await expect(page.locator('#admin-main').getByRole('region', { name: 'Account' }).getByRole('link')).toHaveText('₹3,950 due over 1 job');
    const again = page.locator('#admin-main').getByRole('region', { name: 'Order again' });
    await again.getByRole('button', { name: 'Order again' }).click();
    await expect(page).not.toHaveURL(new RegExp(owned._id));
    await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
    await expect(page.locator('#admin-main').getByRole('region', { name: 'Customer', exact: true })).toContainText(name);
    await expect(page.locator('#admin-main').getByRole('region', { name: 'Account' }).getByRole('link')).toHaveText('₹3,950 due over 2 jobs');
  },
);

import { seriousAxeProblems } from './support/ui.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Enquiry } from '../../src/contract/enquiries.ts';
import { expect, test } from './support/fixtures.ts';
import { E2E_ADMIN, unique } from './support/shop-api.ts';

/**
 * The server takes ENQUIRIES_PER_HOUR (default 60) messages per address per hour; this file sends
 * 2 a run (its tests that send run on the phone only). The 429 case is answered by the test itself.
 */
async function enquiries(request: APIRequestContext): Promise<Enquiry[]> {
  await request.post('/api/users/login', { data: { User_name: E2E_ADMIN.name, Password: E2E_ADMIN.password } });
  const res = await request.get('/api/enquiries');
  expect(res.status()).toBe(200);
  return (await res.json()).result;
}

async function openContact(page: Page) {
  await page.goto('/contact');
}

async function fill(page: Page, fields: { name: string; email: string; message: string }) {
  await page.getByLabel('Name', { exact: true }).fill(fields.name);
  await page.getByLabel('Email', { exact: true }).fill(fields.email);
  await page.getByLabel('Message', { exact: true }).fill(fields.message);
}

test.describe('contact page /contact', () => {
  test('shows the shop contact details and a WhatsApp link', async ({ api, page }) => {
    const site = await api.ensureSiteConfig();
    await openContact(page);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(main.getByRole('link', { name: site.phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(main.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(main.getByText(site.address)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  });

  test('the form reaches the shop: thank-you message, cleared form, the enquiry in the back office', async ({ page, request }) => {
    const name = unique('Asha');
    await openContact(page);
    await fill(page, { name, email: 'asha@example.in', message: 'Do you print 200 wedding cards by March?' });
    const button = page.getByRole('button', { name: 'Send Message' });
    await button.click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(button).toBeEnabled();

    const found = (await enquiries(request)).find((e) => e.name === name);
    expect(found).toMatchObject({ email: 'asha@example.in', message: 'Do you print 200 wedding cards by March?', handled: false });
  });

  test("a refused field shows the server's message and keeps what was typed", async ({ page, allowConsoleErrors }) => {
    // The browser logs the 400 answer itself.
    allowConsoleErrors(/status of 400/);
    await openContact(page);
    // Passes the browser's own email check (no dot is needed there), not the shop's.
    await fill(page, { name: 'Ravi', email: 'ravi@localhost', message: 'Hello' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ravi');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello');
  });

  test('too many messages: the 429 answer is shown, and the button waits while sending', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 429/);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/enquiries', async (route) => {
      await held;
      await route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'Too many messages. Please try again later.' }) });
    });
    await openContact(page);
    await fill(page, { name: 'Ravi', email: 'ravi@example.in', message: 'Hello again' });
    const button = page.getByRole('button', { name: 'Send Message' });
    await button.click();
    await expect(button).toBeDisabled();
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'Too many messages. Please try again later.' })).toBeVisible();
    await expect(button).toBeEnabled();
  });

  test('labelled fields, a hidden honeypot, no horizontal scroll, no serious accessibility problem', { tag: ['@phone', '@desktop'] }, async ({ api, page }) => {
    await api.ensureSiteConfig();
    await openContact(page);
    const trap = page.locator('#contact-website');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(await trap.evaluate((el) => el.getBoundingClientRect().right <= 0)).toBe(true);
    // Tab from the message goes straight to the button, past the honeypot.
    await page.getByLabel('Message', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(await seriousAxeProblems(page)).toEqual([]);
  });
});

test.describe('social media /SocialMedia', () => {
  test('links the configured networks only, each in a new tab without an opener', async ({ api, page }) => {
    const site = await api.ensureSiteConfig();
    await page.goto('/SocialMedia');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Social Media' })).toBeVisible();
    const expected = (
      [
        ['Facebook', site.fb],
        ['Instagram', site.insta],
        ['Twitter', site.twitter],
        ['LinkedIn', site.linkedIn],
      ] as const
    ).filter(([, href]) => /^https?:\/\//.test(href));
    const links = main.getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [label, href] of expected) {
      const link = main.getByRole('link', { name: new RegExp(`^${label}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

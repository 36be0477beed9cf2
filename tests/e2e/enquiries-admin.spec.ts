import type { Page } from '@playwright/test';
import { loginAsAdmin } from './support/admin.ts';
import { enquiryById, expectUsable, sendEnquiry } from './support/config-enquiry-api.ts';
import { expect, test } from './support/fixtures.ts';
import { unique } from './support/shop-api.ts';

/** Enquiries & Quotes (dashboard tab 'enquiries'): the contact-page messages, for the owner. */

async function openEnquiries(page: Page) {
  await loginAsAdmin(page);
  await page.goto('/admin');
  // Phones: the sidebar is a drawer behind the Menu button.
  if (test.info().project.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Enquiries & Quotes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries & Quotes' })).toBeVisible();
}

test.describe('Enquiries', () => {
  test('shows a message with its replies, marks it handled, and filters by handled', async ({ page, baseURL }) => {
    const name = unique('Asha');
    const message = 'Do you print 300 wedding cards? Call me on 98765 43210.';
    const sent = await sendEnquiry(baseURL!, { name, email: 'asha@example.in', message });
    await openEnquiries(page);

    const card = page.getByRole('article', { name });
    await expect(card.getByText('asha@example.in')).toBeVisible();
    await expect(card.getByText(message)).toBeVisible();
    await expect(card.locator('time')).toHaveAttribute('datetime', sent.createdAt);
    await expect(card.getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', 'mailto:asha@example.in?subject=Re%3A%20your%20enquiry');
    await expect(card.getByRole('link', { name: 'Reply on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=/);
    await expect(card.getByText('Not handled', { exact: true })).toBeVisible();
    await expectUsable(page);

    await card.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByText('Marked as handled')).toBeVisible();
    await expect(card.getByText('Handled', { exact: true })).toBeVisible();
    expect((await enquiryById(page.request, sent._id))?.handled).toBe(true);

    const filters = page.getByRole('group', { name: 'Show' });
    await filters.getByRole('button', { name: /^Not handled/ }).click();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
    await filters.getByRole('button', { name: 'Handled', exact: true }).click();
    await expect(page.getByRole('article', { name })).toBeVisible();

    await page.getByRole('article', { name }).getByRole('button', { name: 'Mark not handled' }).click();
    await expect(page.getByText('Marked as not handled')).toBeVisible();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
  });

  test('deletes a message after a confirmation; without a phone there is no WhatsApp reply', async ({ page, baseURL }) => {
    const name = unique('Ravi');
    const sent = await sendEnquiry(baseURL!, { name, email: 'ravi@example.in', message: 'Please email me your price list.' });
    await openEnquiries(page);
    const card = page.getByRole('article', { name });
    await expect(card.getByRole('link', { name: 'Reply by email' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Reply on WhatsApp' })).toHaveCount(0);

    await card.getByRole('button', { name: `Delete the enquiry from ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
    await expect(confirm.getByText('Are you sure you want to delete this enquiry?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Enquiry deleted')).toBeVisible();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
    expect(await enquiryById(page.request, sent._id)).toBeUndefined();
  });
});

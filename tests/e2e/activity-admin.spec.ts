import type { Page } from '@playwright/test';
import { loginAsAdmin } from './support/admin.ts';
import { expectUsable } from './support/config-enquiry-api.ts';
import { expect, test } from './support/fixtures.ts';
import { E2E_ADMIN, unique } from './support/shop-api.ts';

/** Activity (dashboard tab 'activity'): the audit trail, read by the owner, on a phone too. */

async function openActivity(page: Page) {
  await page.goto('/admin');
  // Phones: the sidebar is a drawer behind the Menu button.
  if (test.info().project.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
}

test.describe('Activity', () => {
  test('shows a change made through the API: who, when, and the field before → after', async ({ page }) => {
    await loginAsAdmin(page);
    const [before, after] = [unique('Faith'), unique('Renamed')];
    const created = await page.request.post('/api/religions', { data: { name: before } });
    expect(created.status()).toBe(201);
    const id = (await created.json())._id as string;
    expect((await page.request.put(`/api/religions/${id}`, { data: { name: after } })).status()).toBe(200);

    await openActivity(page);
    await page.getByLabel('Record').selectOption('religion');
    const change = page.getByRole('article', { name: `Changed religion: ${after}` });
    await expect(change).toBeVisible();
    await expect(change).toContainText(`By ${E2E_ADMIN.name}`);
    // The record by its name, never by its id.
    await expect(change).not.toContainText(id);
    await expect(change.getByRole('definition')).toHaveText(`${before}→changed to${after}`);
    // The shop's time, written out; the machine-readable instant alongside.
    await expect(change.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expect(change.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d [ap]m IST$/);
    await expect(page.getByRole('article', { name: `Added religion: ${before}` })).toBeVisible();
    await expectUsable(page);
  });

  test('shows a failed login with the name tried, under the user filter of Record', async ({ page, api }) => {
    // Only a name that is an account's is kept (any other text might have been a password).
    const name = unique('staff').replace(' ', '-');
    await api.createUser(name, `+91 0${String(Math.floor(Math.random() * 1e9)).padStart(9, '1')}`);
    const refused = await page.request.post('/api/users/login', { data: { User_name: name, Password: 'not-the-password' } });
    expect((await refused.json()).status).toBe('invalid');
    // A login of its own (not the run's stored session), so the newest "Logged in" is this one.
    await loginAsAdmin(page, undefined, { fresh: true });
    await openActivity(page);
    await page.getByLabel('Record').selectOption('user');
    const failed = page.getByRole('article', { name: 'Failed login' }).filter({ hasText: name });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(`Name tried: ${name}`);
    await expect(page.getByRole('article', { name: 'Logged in' }).first()).toContainText(`By ${E2E_ADMIN.name}`);
    await expectUsable(page);
  });
});

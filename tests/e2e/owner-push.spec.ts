import type { CDPSession } from '@playwright/test';
import { loginAsAdmin } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { isPhone } from './support/ui.ts';

/** The id of the page's service worker registration, as Chromium's DevTools protocol names it. */
async function registrationOf(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test.describe("a buzz on the owner's phone", () => {
  // The suite blocks service workers (playwright.config.ts); this test is about one.
  test.use({ serviceWorkers: 'allow' });

  test('the service worker shows the push it is handed: its title, its body and the job screen it opens', async ({ page, context, baseURL }, info) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await loginAsAdmin(page);
    const cdp = await context.newCDPSession(page);
    const registration = registrationOf(cdp, `${baseURL}/`);
    await page.goto('/admin');
    // Allowed, but this phone has not subscribed: the back office's menu offers to.
    if (isPhone(info)) await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Admin' });
    await expect(menu.getByRole('status').filter({ hasText: 'Phone notifications' })).toHaveText('Phone notifications: Off');
    await expect(menu.getByRole('button', { name: 'Notify me on this phone' })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);

    const job = '/admin/orders/00000000-0000-4000-8000-000000000042';
    const message = { title: 'Proof approved', body: 'Asha approved the proof · SGP-2026-27-0042', url: job };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: await registration, data: JSON.stringify(message) });

    const shown = () =>
      page.evaluate(async () => {
        const notifications = await (await navigator.serviceWorker.ready).getNotifications();
        return notifications.map((n) => ({ title: n.title, body: n.body, icon: n.icon, data: n.data as unknown }));
      });
    await expect
      .poll(shown)
      .toEqual([{ title: message.title, body: message.body, icon: `${baseURL}/apple-touch-icon.png`, data: { url: `${baseURL}${job}` } }]);
  });
});

import { expect, test } from './support/fixtures.ts';
import { E2E_ADMIN, unique } from './support/shop-api.ts';

/** The login form (spec §2, §8): its three alerts, and success → /admin. */

const ALERT = {
  notexist: 'User has not signed up.',
  invalid: 'Invalid credentials. Please check your username and password.',
  error: 'An error occurred during login. Please try again.',
};

async function fillAndSubmit(page: import('@playwright/test').Page, name: string, password: string) {
  await page.getByLabel('User Name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** The next window.alert's text (accepted). */
const nextAlert = (page: import('@playwright/test').Page) =>
  new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });

test.describe('login', () => {
  test('the form is server-rendered with its labelled fields', async ({ request }) => {
    const html = await (await request.get('/login')).text();
    expect(html).toContain('User Name');
    expect(html).toContain('Password');
    expect(html).toContain('Submit');
  });

  test('an unknown user gets "User has not signed up."', async ({ page }) => {
    await page.goto('/login');
    const alert = nextAlert(page);
    await fillAndSubmit(page, unique('nobody'), 'whatever-123');
    expect(await alert).toBe(ALERT.notexist);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password gets the invalid-credentials alert', async ({ page }) => {
    await page.goto('/login');
    const alert = nextAlert(page);
    await fillAndSubmit(page, E2E_ADMIN.name, 'wrong-password');
    expect(await alert).toBe(ALERT.invalid);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('User_name'))).toBeNull();
  });

  test('any other failure gets the generic alert (server error, too many tries, network, odd answer)', async ({ page, allowConsoleErrors }) => {
    test.setTimeout(60_000);
    allowConsoleErrors(/Failed to load resource|ERR_FAILED|net::/);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    const answers: ((route: import('@playwright/test').Route) => Promise<void>)[] = [
      (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
      (route) => route.fulfill({ status: 429, json: { message: 'Too many failed logins. Please wait a minute and try again.' } }),
      (route) => route.abort('failed'),
      (route) => route.fulfill({ status: 200, json: { status: 'fail' } }),
    ];
    for (const answer of answers) {
      await page.route('**/api/users/login', answer);
      const alert = nextAlert(page);
      await fillAndSubmit(page, E2E_ADMIN.name, E2E_ADMIN.password);
      expect(await alert).toBe(ALERT.error);
      await page.unroute('**/api/users/login');
    }
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('User_name'))).toBeNull();
  });

  test('both fields are required', async ({ page }) => {
    await page.goto('/login');
    let dialogs = 0;
    page.on('dialog', (d) => void d.dismiss().then(() => dialogs++));
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await page.getByLabel('User Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(page).toHaveURL(/\/login$/);
    expect(dialogs).toBe(0);
  });

  test('success opens the dashboard on the jobs waiting (Orders) and stores the user name', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => void d.dismiss().then(() => dialogs++));
    // Upload Design was the tab kept from before: the owner lands on the jobs waiting all the same (issue 28).
    await page.addInitScript(() => localStorage.setItem('adminTab', 'listings'));
    await page.goto('/login');
    await fillAndSubmit(page, E2E_ADMIN.name, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator('#admin-main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Waiting for me/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`Signed in as ${E2E_ADMIN.name}`)).toBeAttached();
    expect(await page.evaluate(() => localStorage.getItem('User_name'))).toBe(E2E_ADMIN.name);
    expect(dialogs).toBe(0);
  });

  test('after being sent to /login, logging in returns to the wanted screen', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource.*401/);
    await page.goto('/UploadBanner');
    await expect(page).toHaveURL(/\/login$/);
    await fillAndSubmit(page, E2E_ADMIN.name, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/UploadBanner$/);
  });
});

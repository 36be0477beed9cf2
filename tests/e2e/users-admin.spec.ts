import { loginAsAdmin } from './support/admin.ts';
import { EXPECTED_REFUSALS, rowOf, scrollsSideways, test, toastWith, seriousAxeProblems } from './support/category-religion-user-api.ts';
import { expect } from './support/fixtures.ts';
import { unique } from './support/shop-api.ts';

/** Users (/addUser): spec §2, §5 (user edit), §8 (its texts); D-S3 (no password shown), D-R2 (mobile as text). */

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

/** A mobile number no other test uses, with a +91 prefix and a leading zero. */
const mobile = () => `+91 0${String(Math.floor(Math.random() * 1e9)).padStart(9, '1')}`;

test('New User: "Fill all fields", a short password, added, then "User already exists"', async ({ page, allowConsoleErrors, playwright, baseURL }) => {
  allowConsoleErrors(EXPECTED_REFUSALS);
  const name = unique('ravi').replace(' ', '-');
  const phone = mobile();
  await page.goto('/addUser');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'New User' });
  await expect(dialog.getByLabel('Mobile')).toHaveAttribute('type', 'tel');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Fill all fields')).toBeVisible();

  await dialog.getByLabel('Mobile').fill(phone);
  await dialog.getByLabel('Password').fill('short');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Password must be at least 8 characters.')).toBeVisible();

  await dialog.getByLabel('Password').fill('long-enough-pass');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'User added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = rowOf(page, 'Users', name);
  await expect(row.getByText(phone, { exact: true })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);

  await page.getByRole('button', { name: 'New User' }).click();
  await dialog.getByLabel('Name').fill(name.toUpperCase());
  await dialog.getByLabel('Mobile').fill(mobile());
  await dialog.getByLabel('Password').fill('another-password');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'User already exists')).toBeVisible();
  await expect(dialog).toBeVisible();

  // The new user can log in (from a context of its own: a login ends the session the caller had, here the run's shared one).
  const other = await playwright.request.newContext({ baseURL });
  const login = await other.post('/api/users/login', { data: { User_name: name, Password: 'long-enough-pass' } });
  expect(await login.json()).toMatchObject({ status: 'exist' });
  await other.dispose();
});

test('Edit User: no password shown, "Fill all fields", "User updated", and a new password works', async ({ page, office, playwright, baseURL }) => {
  const user = await office.createUser(unique('asha').replace(' ', '-'), mobile(), 'first-password');
  const newMobile = mobile();
  await page.goto('/addUser');
  await page.getByRole('button', { name: `Edit ${user.User_name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByLabel('Name')).toHaveValue(user.User_name);
  await expect(dialog.getByLabel('Mobile')).toHaveValue(user.Mobile_number);
  await expect(dialog.getByLabel('New password (optional)')).toHaveValue('');
  await expect(dialog.getByLabel('New password (optional)')).toHaveAttribute('type', 'password');

  await dialog.getByLabel('Mobile').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Fill all fields')).toBeVisible();

  await dialog.getByLabel('Mobile').fill(newMobile);
  await dialog.getByLabel('New password (optional)').fill('second-password');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'User updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Users', user.User_name).getByText(newMobile, { exact: true })).toBeVisible();

  const other = await playwright.request.newContext({ baseURL });
  expect(await (await other.post('/api/users/login', { data: { User_name: user.User_name, Password: 'first-password' } })).json()).toMatchObject({
    status: 'invalid',
  });
  expect(await (await other.post('/api/users/login', { data: { User_name: user.User_name, Password: 'second-password' } })).json()).toMatchObject({
    status: 'exist',
  });
  await other.dispose();
});

test('Delete asks "Are you sure you want to delete this user?" and says "User deleted"', async ({ page, office }) => {
  const user = await office.createUser(unique('gone').replace(' ', '-'), mobile());
  await page.goto('/addUser');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(user.User_name);
  await page.getByRole('button', { name: `Delete ${user.User_name}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
  await expect(confirm.getByText('Are you sure you want to delete this user?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'User deleted')).toBeVisible();
  await expect(page.getByText('No users found.')).toBeVisible();
});

test('has no serious accessibility problem, with its list and with its modal open', { tag: ['@phone', '@desktop'] }, async ({ page, office }) => {
  const record = await office.createUser(unique('axe').replace(' ', '-'), mobile());
  await page.goto('/addUser');
  await expect(rowOf(page, 'Users', record.User_name)).toBeVisible();
  expect(await seriousAxeProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'New User' }).click();
  await expect(page.getByRole('dialog', { name: 'New User' })).toBeVisible();
  expect(await seriousAxeProblems(page, { within: '[role="dialog"]' })).toEqual([]);
});

import { loginAsAdmin } from './support/admin.ts';
import { EXPECTED_REFUSALS, rowOf, scrollsSideways, test, toastWith, seriousAxeProblems } from './support/category-religion-user-api.ts';
import { expect } from './support/fixtures.ts';
import { unique } from './support/shop-api.ts';

/** Religions (/addReligion): spec §2, §5 (religion rules), §8 (its toasts and question). */

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test('New Religion: "Name  required." (two spaces), a taken name, then created', async ({ page, office, allowConsoleErrors }) => {
  allowConsoleErrors(EXPECTED_REFUSALS);
  const taken = await office.createReligion(unique('Hindu'));
  const name = unique('Jain');
  await page.goto('/addReligion');
  await expect(page.getByRole('heading', { level: 1, name: 'Religions' })).toBeVisible();
  await expect(rowOf(page, 'Religions', taken.name)).toBeVisible();
  const later = await office.createReligion(unique('Sikh'));

  await page.getByRole('button', { name: 'New Religion' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Religion' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  const blank = toastWith(page, 'required.');
  await expect(blank).toBeVisible();
  expect(await blank.textContent()).toBe('Name  required.');

  await dialog.getByLabel('Name').fill(taken.name.toLowerCase());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Name already exists.')).toBeVisible();
  // Made after the list was loaded: the server's 409 says it.
  await dialog.getByLabel('Name').fill(later.name.toUpperCase());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Name already exists.')).toHaveCount(2);

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Religion created.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Religions', name)).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});

test('Edit Religion: "Name required.", its own name, a taken name; then Delete', async ({ page, office }) => {
  const religion = await office.createReligion(unique('Muslim'));
  const other = await office.createReligion(unique('Parsi'));
  const renamed = unique('Buddhist');
  await page.goto('/addReligion');
  await page.getByRole('button', { name: `Edit ${religion.name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Religion' });
  await expect(dialog.getByLabel('Name')).toHaveValue(religion.name);
  await dialog.getByLabel('Name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Name required.')).toBeVisible();
  expect(await toastWith(page, 'Name required.').textContent()).toBe('Name required.');

  await dialog.getByLabel('Name').fill(other.name.toUpperCase());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Name already exists.')).toBeVisible();

  await dialog.getByLabel('Name').fill(religion.name.toUpperCase());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Religion updated.')).toBeVisible();
  await expect(rowOf(page, 'Religions', religion.name.toUpperCase())).toBeVisible();

  await page.getByRole('button', { name: `Edit ${religion.name.toUpperCase()}`, exact: true }).click();
  await dialog.getByLabel('Name').fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, 'Religions', renamed)).toBeVisible();

  await page.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
  await expect(confirm.getByText('Delete this Religion?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Deleted')).toBeVisible();
  await expect(rowOf(page, 'Religions', renamed)).toHaveCount(0);
});

test('Delete is hidden for a religion a listing uses; search filters by name', async ({ page, api, office }) => {
  const used = await office.createReligion(unique('Christian'));
  const free = await office.createReligion(unique('Jew'));
  const category = await api.createCategory(unique('Cards'));
  await office.createListing(category, await api.createSubcategory(category), used);
  await page.goto('/addReligion');
  await expect(page.getByRole('button', { name: `Edit ${used.name}`, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${used.name}`, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete ${free.name}`, exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search religions' }).fill(free.name.toUpperCase());
  await expect(rowOf(page, 'Religions', used.name)).toHaveCount(0);
  await expect(rowOf(page, 'Religions', free.name)).toBeVisible();
});

test('has no serious accessibility problem, with its list and with its modal open', { tag: ['@phone', '@desktop'] }, async ({ page, office }) => {
  const record = await office.createReligion(unique('Axe'));
  await page.goto('/addReligion');
  await expect(rowOf(page, 'Religions', record.name)).toBeVisible();
  expect(await seriousAxeProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'New Religion' }).click();
  await expect(page.getByRole('dialog', { name: 'New Religion' })).toBeVisible();
  expect(await seriousAxeProblems(page, { within: '[role="dialog"]' })).toEqual([]);
});

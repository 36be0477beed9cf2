import { loginAsAdmin } from './support/admin.ts';
import { EXPECTED_REFUSALS, pngFile, rowOf, scrollsSideways, test, toastWith, seriousAxeProblems } from './support/category-religion-user-api.ts';
import { expect } from './support/fixtures.ts';
import { unique } from './support/shop-api.ts';

/** Subcategory List (/UploadSubcategory): spec §2, §5 (subcategory rules), §8 (its texts). */

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test('New Subcategory: the missing-fields text in the modal, the category select, then a created one', async ({ page, api }) => {
  const category = await api.createCategory(unique('Wedding'));
  const name = unique('Premium');
  await page.goto('/UploadSubcategory');
  await expect(page.getByRole('heading', { level: 1, name: 'Subcategory List' })).toBeVisible();
  await page.getByRole('button', { name: 'New Subcategory' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Subcategory' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please provide name, image, and select a category.');

  const select = dialog.getByLabel('Category');
  await expect(select.getByRole('option', { name: category.name })).toBeAttached();
  await select.selectOption({ label: category.name });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please provide name, image, and select a category.');
  await dialog.getByLabel('Image').setInputFiles(await pngFile('premium.png'));
  await expect(dialog.getByRole('img', { name: 'Image 1' })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, '✅ Subcategory uploaded successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = rowOf(page, 'Subcategories', name);
  await expect(row).toBeVisible();
  await expect(row.getByText(category.name, { exact: true })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);

  // The storefront's category page lists it.
  await page.goto(`/subcategory/${category.category_uuid}`);
  await expect(page.getByText(name).first()).toBeVisible();
});

test('a failed upload keeps the modal open with "❌ Failed to upload subcategory." and the reason', async ({ page, api, allowConsoleErrors }) => {
  allowConsoleErrors(EXPECTED_REFUSALS);
  const category = await api.createCategory(unique('Trophies'));
  const taken = await api.createSubcategory(category, unique('Gold'));
  await page.goto('/UploadSubcategory');
  await page.getByRole('button', { name: 'New Subcategory' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Subcategory' });
  await dialog.getByLabel('Name', { exact: true }).fill(taken.name.toUpperCase());
  await dialog.getByLabel('Category').selectOption({ label: category.name });
  await dialog.getByLabel('Image').setInputFiles(await pngFile());
  await expect(dialog.getByRole('img', { name: 'Image 1' })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert.getByText('❌ Failed to upload subcategory.', { exact: true })).toBeVisible();
  await expect(alert.getByText('Name already exists.', { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(taken.name.toUpperCase());
});

test('Edit: alerts "Name and category are required." and "Failed to update subcategory."; moves it to another category', async ({
  page,
  api,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(EXPECTED_REFUSALS);
  const first = await api.createCategory(unique('Birthday'));
  const second = await api.createCategory(unique('Opening'));
  const sub = await api.createSubcategory(first, unique('Kids'));
  const other = await api.createSubcategory(second, unique('Shops'));
  await page.goto('/UploadSubcategory');
  await page.getByRole('button', { name: `Edit ${sub.name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Subcategory' });
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(sub.name);
  await expect(dialog.getByLabel('Category')).toHaveValue(first.category_uuid);

  // The spec's alerts: window.alert, accepted as the owner would.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await dialog.getByLabel('Name', { exact: true }).fill(' ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => alerts).toEqual(['Name and category are required.']);

  // Taken in the target category: the server refuses.
  await dialog.getByLabel('Name', { exact: true }).fill(other.name);
  await dialog.getByLabel('Category').selectOption({ label: second.name });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => alerts.length).toBe(2);
  expect(alerts[1]).toMatch(/^Failed to update subcategory\.\n\nName already exists\.$/);

  const renamed = unique('Grand');
  await dialog.getByLabel('Name', { exact: true }).fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = rowOf(page, 'Subcategories', renamed);
  await expect(row.getByText(second.name, { exact: true })).toBeVisible();
});

test('Delete is hidden for one in use; Delete asks its question; the empty text', async ({ page, api, office }) => {
  const category = await api.createCategory(unique('Cards'));
  const used = await api.createSubcategory(category, unique('Used'));
  const free = await api.createSubcategory(category, unique('Free'));
  await office.createListing(category, used);
  await page.goto('/UploadSubcategory');
  await expect(page.getByRole('button', { name: `Edit ${used.name}`, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${used.name}`, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: `View image of ${free.name}` }).click();
  const overlay = page.getByRole('dialog', { name: `Image: ${free.name}` });
  await expect(overlay).toBeVisible();
  await overlay.click();
  await expect(overlay).toBeHidden();

  await page.getByRole('button', { name: `Delete ${free.name}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
  await expect(confirm.getByText('Are you sure you want to delete this subcategory?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Deleted')).toBeVisible();
  await expect(rowOf(page, 'Subcategories', free.name)).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search subcategories' }).fill(unique('nothing-like-this'));
  await expect(page.getByText('No subcategories found.')).toBeVisible();
});

test('has no serious accessibility problem, with its list and with its modal open', { tag: ['@phone', '@desktop'] }, async ({ page, api }) => {
  const record = await api.createSubcategory(await api.createCategory(unique('Axe')), unique('Axe sub'));
  await page.goto('/UploadSubcategory');
  await expect(rowOf(page, 'Subcategories', record.name)).toBeVisible();
  expect(await seriousAxeProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'New Subcategory' }).click();
  await expect(page.getByRole('dialog', { name: 'New Subcategory' })).toBeVisible();
  expect(await seriousAxeProblems(page, { within: '[role="dialog"]' })).toEqual([]);
});

import { loginAsAdmin } from './support/admin.ts';
import { EXPECTED_REFUSALS, pngFile, rowOf, scrollsSideways, test, toastWith, seriousAxeProblems } from './support/category-religion-user-api.ts';
import { expect } from './support/fixtures.ts';
import { unique } from './support/shop-api.ts';

/** Upload Category (/UploadCategory): spec §2, §5 (category rules), §8 (its toasts and question). */

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test('creates a category from the New Category modal; it is on the home page', async ({ page }) => {
  const name = unique('Trophies');
  await page.goto('/UploadCategory');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Category' })).toBeVisible();
  await page.getByRole('button', { name: 'New Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Category' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Name and image required.')).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill(`  ${name}  `);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Name and image required.')).toHaveCount(2);

  await dialog.getByLabel('Image').setInputFiles(await pngFile('trophy.png'));
  await expect(dialog.getByRole('img', { name: 'Image 1' })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Category created.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Categories', name)).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);

  await page.goto('/');
  await expect(page.getByRole('link', { name })).toBeVisible();
});

test('a taken name, in any case, says "Name already exists." (checked here and by the server)', async ({ page, api, allowConsoleErrors }) => {
  allowConsoleErrors(EXPECTED_REFUSALS);
  const taken = await api.createCategory(unique('Wedding'));
  await page.goto('/UploadCategory');
  await expect(rowOf(page, 'Categories', taken.name)).toBeVisible();
  // Made after the list was loaded: only the server knows it.
  const later = await api.createCategory(unique('Birthday'));

  await page.getByRole('button', { name: 'New Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Category' });
  await dialog.getByLabel('Name', { exact: true }).fill(taken.name.toUpperCase());
  await dialog.getByLabel('Image').setInputFiles(await pngFile());
  await expect(dialog.getByRole('img', { name: 'Image 1' })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Name already exists.')).toBeVisible();

  await dialog.getByLabel('Name', { exact: true }).fill(later.name.toLowerCase());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Name already exists.')).toHaveCount(2);
  await expect(dialog).toBeVisible();
});

test('Edit: "Name required.", its own name in another case, an optional new image; then Delete', async ({ page, api }) => {
  const category = await api.createCategory(unique('Shields'));
  const renamed = unique('Medals');
  await page.goto('/UploadCategory');
  await page.getByRole('button', { name: `Edit ${category.name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Category' });
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(category.name);
  await dialog.getByLabel('Name', { exact: true }).fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Name required.')).toBeVisible();

  await dialog.getByLabel('Name', { exact: true }).fill(category.name.toUpperCase());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Category updated.')).toBeVisible();
  await expect(rowOf(page, 'Categories', category.name.toUpperCase())).toBeVisible();

  await page.getByRole('button', { name: `Edit ${category.name.toUpperCase()}`, exact: true }).click();
  await dialog.getByLabel('Name', { exact: true }).fill(renamed);
  await dialog.getByLabel('New image (optional)').setInputFiles(await pngFile('new.png'));
  await expect(dialog.getByRole('img', { name: 'New image (optional) 1' })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Category updated.').last()).toBeVisible();
  await expect(rowOf(page, 'Categories', renamed)).toBeVisible();
  const stored = await (await page.request.get(`/api/categories/${category._id}`)).json();
  expect(stored.name).toBe(renamed);
  expect(stored.imageUrl).not.toBe(category.imageUrl);

  await page.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
  await expect(confirm.getByText('Delete this category?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Deleted')).toBeVisible();
  await expect(rowOf(page, 'Categories', renamed)).toHaveCount(0);
});

test('Delete is hidden for a category in use; a thumbnail opens the full image', { tag: ['@phone', '@desktop'] }, async ({ page, api, office }, info) => {
  const used = await api.createCategory(unique('Invitations'));
  await office.createListing(used, await api.createSubcategory(used));
  const free = await api.createCategory(unique('Plaques'));
  await page.goto('/UploadCategory');
  await expect(page.getByRole('button', { name: `Edit ${used.name}`, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${used.name}`, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete ${free.name}`, exact: true })).toBeVisible();
  // Phones get cards, wider screens the table.
  await expect(page.getByRole(info.project.name === 'phone' ? 'list' : 'table', { name: 'Categories' })).toBeVisible();

  await page.getByRole('button', { name: `View image of ${free.name}` }).click();
  const overlay = page.getByRole('dialog', { name: `Image: ${free.name}` });
  await expect(overlay.getByRole('img', { name: free.name })).toBeVisible();
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search categories' }).fill(free.name.toLowerCase());
  await expect(rowOf(page, 'Categories', used.name)).toHaveCount(0);
  await expect(rowOf(page, 'Categories', free.name)).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});

test('is also the dashboard tab "Categories"', async ({ page, api }) => {
  const category = await api.createCategory(unique('Tab'));
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole('button', { name: 'Categories', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Category' })).toBeVisible();
  await expect(rowOf(page, 'Categories', category.name)).toBeVisible();
});

test('has no serious accessibility problem, with its list and with its modal open', { tag: ['@phone', '@desktop'] }, async ({ page, api }) => {
  const record = await api.createCategory(unique('Axe'));
  await page.goto('/UploadCategory');
  await expect(rowOf(page, 'Categories', record.name)).toBeVisible();
  expect(await seriousAxeProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'New Category' }).click();
  await expect(page.getByRole('dialog', { name: 'New Category' })).toBeVisible();
  expect(await seriousAxeProblems(page, { within: '[role="dialog"]' })).toEqual([]);
});

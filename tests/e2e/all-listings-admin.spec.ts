import { loginAsAdmin } from './support/admin.ts';
import { expect, test, toastWith } from './support/catalogue-api.ts';
import { unique } from './support/shop-api.ts';

/** All Listings /allListing (spec §2): every image, the name, Edit Title (D-B6) and delete. */

test('lists every image of a listing, renames it with Edit Title, and the shop shows the new title', async ({ page, api, catalogue }) => {
  const category = await api.createCategory(unique('All cat'));
  const subcategory = await api.createSubcategory(category);
  const listing = await catalogue.createListing({ title: unique('Three photos'), category, subcategory, images: 3 });
  await loginAsAdmin(page);
  await page.goto('/allListing');
  await expect(page.getByRole('heading', { level: 1, name: 'All Listings' })).toBeVisible();
  const images = page.getByRole('list', { name: `Images of ${listing.title}` });
  await expect(images.getByRole('button')).toHaveCount(3);

  await page.getByRole('button', { name: `Edit ${listing.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Title' });
  await expect(dialog.getByLabel('Title')).toHaveValue(listing.title);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  const renamed = unique('Renamed');
  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Listing updated')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('main').getByText(renamed)).toBeVisible();
  expect(await catalogue.listing(listing._id)).toMatchObject({ title: renamed, images: listing.images });

  await page.goto(`/list/${listing._id}`);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
});

test('a listing without images says "No image"; Delete asks "Are you sure you want to delete {title}?"', async ({ page, api, catalogue }) => {
  const category = await api.createCategory(unique('All cat'));
  const subcategory = await api.createSubcategory(category);
  const listing = await catalogue.createListing({ title: unique('Bare card'), category, subcategory, images: 0 });
  await loginAsAdmin(page);
  await page.goto('/allListing');
  const main = page.getByRole('main');
  await expect(main.getByText(listing.title)).toBeVisible();
  await expect(main.getByText('No image').first()).toBeVisible();

  await page.getByRole('button', { name: `Delete ${listing.title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
  await expect(confirm.getByText(`Are you sure you want to delete ${listing.title}?`, { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Listing deleted')).toBeVisible();
  await expect(main.getByText(listing.title)).toHaveCount(0);
  expect(await catalogue.listing(listing._id)).toBeNull();
});

import type { Page } from '@playwright/test';
import { loginAsAdmin } from './support/admin.ts';
import { expectUsable } from './support/config-enquiry-api.ts';
import { expect, test } from './support/fixtures.ts';
import { testImage } from './support/images.ts';
import { unique } from './support/shop-api.ts';

/** Upload Banner /UploadBanner (spec §2, §5, §8): the banner screen with its texts verbatim. */

const png = async (name: string) => ({ name, mimeType: 'image/png', buffer: await testImage() });

async function openBanners(page: Page) {
  await loginAsAdmin(page);
  await page.goto('/UploadBanner');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Banner' })).toBeVisible();
}

test.describe('Upload Banner', () => {
  test('uploads two images in one go; both show in the list and in the home carousel', async ({ page }) => {
    const name = unique('Festive Offer');
    await openBanners(page);
    const uploads: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/banners') && uploads.push(r.url()));

    await page.getByRole('button', { name: '+ New Banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Banner' });
    await dialog.getByPlaceholder('Banner Name').fill(name);
    await dialog.getByLabel('Images', { exact: true }).setInputFiles([await png('one.png'), await png('two.png')]);
    await expect(dialog.getByRole('img')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Upload' }).click();

    await expect(page.getByText('Banners uploaded successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(uploads).toHaveLength(1);
    await page.getByPlaceholder('Search banners...').fill(name.toUpperCase());
    await expect(page.getByRole('button', { name: `Preview ${name}` })).toHaveCount(2);

    // A click on the image opens it full size; a click closes it.
    await page
      .getByRole('button', { name: `Preview ${name}` })
      .first()
      .click();
    const overlay = page.getByRole('dialog', { name: `Image: ${name}` });
    await expect(overlay).toBeVisible();
    await overlay.click();
    await expect(overlay).toBeHidden();

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Banners' }).getByRole('img', { name })).toHaveCount(2);
  });

  test('asks for a name and an image, and leaves out files over 4 MB', async ({ page }) => {
    await openBanners(page);
    await page.getByRole('button', { name: '+ New Banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Banner' });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Please provide a name and at least one image.')).toBeVisible();

    const big = { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(4 * 1024 * 1024 + 1) };
    await dialog.getByLabel('Images', { exact: true }).setInputFiles([big, await png('small.png')]);
    await expect(page.getByText('Some files exceed 4MB and were excluded.')).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveCount(1);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('renames a banner ("Edit Banner Name"); a blank name changes nothing', async ({ page, api }) => {
    const [banner] = [await api.createBanner(unique('Old Name'))].flat();
    const renamed = unique('New Name');
    await openBanners(page);
    await page.getByPlaceholder('Search banners...').fill(banner!.name);
    await page.getByRole('button', { name: `Edit ${banner!.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Banner Name' });
    await expect(dialog.getByLabel('Banner Name', { exact: true })).toHaveValue(banner!.name);

    await dialog.getByLabel('Banner Name', { exact: true }).fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Banner Name', { exact: true }).fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Banner name updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByPlaceholder('Search banners...').fill(renamed);
    await expect(page.getByRole('button', { name: `Edit ${renamed}` })).toBeVisible();
  });

  test('deletes a banner after the spec question; an empty search says "No banners found."', async ({ page, api }) => {
    const [banner] = [await api.createBanner(unique('Doomed'))].flat();
    await openBanners(page);
    await page.getByPlaceholder('Search banners...').fill(banner!.name);
    await page.getByRole('button', { name: `Delete ${banner!.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
    await expect(confirm.getByText('Are you sure you want to delete this banner?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Banner deleted')).toBeVisible();
    await expect(page.getByText('No banners found.')).toBeVisible();
  });

  test('says "Error fetching banners" when the list cannot load', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 500/);
    await page.route('**/api/banners', (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }));
    await openBanners(page);
    await expect(page.getByText('Error fetching banners')).toBeVisible();
  });

  test('fits the screen with no serious accessibility problem, list and dialog', { tag: ['@phone', '@desktop'] }, async ({ page, api }) => {
    await api.createBanner(unique('A11y'));
    await openBanners(page);
    await expect(page.getByRole('button', { name: /^Preview / }).first()).toBeVisible();
    await expectUsable(page);
    await page.getByRole('button', { name: '+ New Banner' }).click();
    await expect(page.getByRole('dialog', { name: 'New Banner' })).toBeVisible();
    await expectUsable(page, { within: '[role="dialog"]' });
  });
});

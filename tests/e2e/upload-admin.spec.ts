import type { Page } from '@playwright/test';
import type { GalleryImage } from '../../src/contract/catalogue.ts';
import { loginAsAdmin } from './support/admin.ts';
import { expectUsable } from './support/config-enquiry-api.ts';
import { expect, test } from './support/fixtures.ts';
import { testImage } from './support/images.ts';
import { unique } from './support/shop-api.ts';

/** /upload (spec §2 "Upload form", §5, §8): a gallery image with its texts, behind the admin login. */

/** Clicks Upload and answers the alert it brings; returns the alert's text. */
async function uploadFor(page: Page): Promise<string> {
  const message = new Promise<string>((resolve) =>
    page.once('dialog', (alert) => {
      resolve(alert.message());
      void alert.accept();
    }),
  );
  await page.getByRole('button', { name: 'Upload' }).click();
  return message;
}

async function openUpload(page: Page) {
  await loginAsAdmin(page);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Design' })).toBeVisible();
}

test.describe('/upload', () => {
  test('asks for a file first', async ({ page }) => {
    await openUpload(page);
    await expectUsable(page);
    expect(await uploadFor(page)).toBe('Please select at least one file.');
  });

  test('uploads the image with its texts, says "Uploaded successfully" and clears the file; saved titles are suggested', async ({ page }) => {
    const title = unique('Golden Invitation');
    await loginAsAdmin(page);
    expect((await page.request.post('/api/titles/add', { data: { name: title } })).status()).toBe(201);
    await openUpload(page);
    await expect(page.locator(`datalist option[value="${title}"]`)).toHaveCount(1);
    await expect(page.getByLabel('Price')).toHaveAttribute('type', 'number');
    await expect(page.getByLabel('Instagram URL')).toHaveAttribute('type', 'url');

    await page.getByLabel('Image').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await testImage() });
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category', { exact: true }).fill('Wedding');
    await page.getByLabel('Price').fill('799');
    await page.getByLabel('Instagram URL').fill('https://instagram.com/p/golden');
    await page.getByLabel('SEO keywords').fill('gold, wedding');
    expect(await uploadFor(page)).toBe('Uploaded successfully');
    await expect(page.getByLabel('Image')).toHaveValue('');

    const images: GalleryImage[] = await (await page.request.get('/api/images')).json();
    expect(images.find((i) => i.title === title)).toMatchObject({
      category: 'Wedding',
      price: '799',
      instagramUrl: 'https://instagram.com/p/golden',
      seoKeywords: 'gold, wedding',
    });
  });

  test('says "Upload failed" when the upload does not get through', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/ERR_FAILED|Failed to load resource/);
    await openUpload(page);
    await page.route('**/api/images', (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()));
    await page.getByLabel('Image').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await testImage() });
    expect(await uploadFor(page)).toBe('Upload failed');
  });
});

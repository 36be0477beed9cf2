import type { Page } from '@playwright/test';
import { loginAsAdmin } from './support/admin.ts';
import { choose, expect, listingForm, pngFile, test, toastWith } from './support/catalogue-api.ts';
import { unique } from './support/shop-api.ts';

/**
 * The back office's main journey (issue 4), on a desktop (the screens' own specs run on the phone,
 * so both the table and the cards of each list are used): the admin fills the shop
 * and every change shows on the public pages. The category, subcategory and religion come from
 * the API (their screens are tested on their own); the listing goes through the Upload Design form.
 */

const newArrivals = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'New arrivals', exact: true }) });

async function openUploadDesign(page: Page, title: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Design' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(title);
}

test(
  'an admin creates a listing with two images, sees it on the shop, edits it and deletes it',
  { tag: '@desktop' },
  async ({ page, api, catalogue, allowConsoleErrors }) => {
    test.setTimeout(120_000);
    await api.ensureSiteConfig();
    const category = await api.createCategory(unique('Journey cat'));
    const subcategory = await api.createSubcategory(category, unique('Journey sub'));
    const religion = await catalogue.createReligion(unique('Journey faith'));
    const title = unique('Journey card');
    await loginAsAdmin(page);

    // Create, through the form.
    await openUploadDesign(page, '');
    await page.getByRole('button', { name: 'New Listing' }).click();
    const form = listingForm(page);
    await expect(form.dialog).toBeVisible();
    await form.title.fill(title);
    await choose(form.category, category.name);
    await choose(form.subcategory, subcategory.name);
    await choose(form.religion, religion.name);
    await form.price.fill('1499');
    await form.moq.fill('25');
    await form.description.fill('Gold foil on ivory card.');
    await form.favorite('0').check();
    await form.images.setInputFiles([await pngFile('front.png', 1200), await pngFile('back.png', 800)]);
    await expect(form.previews).toHaveCount(2, { timeout: 15_000 });
    await form.submit.click();
    await expect(toastWith(page, 'Listing created')).toBeVisible({ timeout: 15_000 });
    await expect(form.dialog).toHaveCount(0);
    await expect(page.getByRole('main').getByText(title)).toBeVisible();

    const [created] = await catalogue.findListings(title);
    expect(created).toMatchObject({
      title,
      price: '1499',
      moq: 25,
      favorite: '0',
      religion_uuid: religion.religion_uuid,
      subcategory_uuid: subcategory.subcategory_uuid,
    });
    expect(created!.images).toHaveLength(2);
    // Compressed and renamed in the browser, stored by the server as its own media files.
    for (const url of created!.images) expect(url).toMatch(/^\/media\/[0-9a-f]+\.(png|jpg|webp)$/);

    // On the shop: home (new arrivals), the category page, the item page.
    await page.goto('/');
    await expect(newArrivals(page).getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await page.goto(`/subcategory/${category.category_uuid}`);
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await page.goto(`/list/${created!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('₹1,499').first()).toBeVisible();
    await expect(page.getByText('Gold foil on ivory card.')).toBeVisible();

    // Edit: a new title, and the first image removed.
    const renamed = `${title} v2`;
    await openUploadDesign(page, title);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = listingForm(page, 'Edit Listing');
    await expect(edit.title).toHaveValue(title);
    await expect(edit.religion).toHaveValue(religion.religion_uuid);
    await expect(edit.previews).toHaveCount(2);
    await edit.title.fill(renamed);
    await edit.dialog.getByRole('button', { name: 'Remove image 1' }).click();
    await expect(edit.previews).toHaveCount(1);
    await edit.submit.click();
    await expect(toastWith(page, 'Listing updated')).toBeVisible({ timeout: 15_000 });
    await expect(edit.dialog).toHaveCount(0);

    const updated = await catalogue.listing(created!._id);
    expect(updated).toMatchObject({ title: renamed, images: [created!.images[1]] });
    await page.goto(`/list/${created!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    // Delete: gone from the shop, the item page answers 404.
    await openUploadDesign(page, renamed);
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('alertdialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Listing deleted')).toBeVisible();
    expect(await catalogue.listing(created!._id)).toBeNull();

    allowConsoleErrors(/status of 404/);
    const res = await page.goto(`/list/${created!._id}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Item not found').first()).toBeVisible();
    await page.goto(`/subcategory/${category.category_uuid}`);
    await expect(page.getByRole('link', { name: new RegExp(renamed) })).toHaveCount(0);
  },
);

import type { Page } from '@playwright/test';
import { loginAsAdmin } from './support/admin.ts';
import { choose, expect, gifFile, listingForm, pngFile, test, textFile, toastWith } from './support/catalogue-api.ts';
import { scrollsSideways, seriousAxeProblems } from './support/ui.ts';
import { unique } from './support/shop-api.ts';

/** Upload Design, the listing screen of the back office (spec §2, §5, §8; D-B12, D-B13, D-P5). */

async function openCreateForm(page: Page) {
  await loginAsAdmin(page);
  await page.goto('/listing');
  const form = listingForm(page);
  await expect(form.dialog).toBeVisible();
  return form;
}

test.describe('Upload Design: the listing form', () => {
  test('/listing opens the create form; the required fields say "Fill all fields", then religion and favorite', async ({ page, api, catalogue }) => {
    const category = await api.createCategory(unique('Form cat'));
    const subcategory = await api.createSubcategory(category, unique('Form sub'));
    const religion = await catalogue.createReligion(unique('Form faith'));
    const form = await openCreateForm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Design' })).toBeAttached();

    await form.submit.click();
    await expect(toastWith(page, 'Fill all fields')).toBeVisible();
    await expect(form.title).toHaveAttribute('aria-invalid', 'true');
    await expect(form.title).toBeFocused();

    await form.title.fill(unique('Form card'));
    await choose(form.category, category.name);
    await choose(form.subcategory, subcategory.name);
    await form.price.fill('250');
    await form.submit.click();
    await expect(toastWith(page, 'Please select a religion.')).toBeVisible();
    await expect(form.religion).toBeFocused();

    await choose(form.religion, religion.name);
    await expect(form.favorite('1')).not.toBeChecked();
    await expect(form.favorite('0')).not.toBeChecked();
    await form.submit.click();
    await expect(toastWith(page, 'Please choose Favorite: 1 or 0.')).toBeVisible();
    await expect(form.dialog).toBeVisible();
    await expect(form.moq).toHaveValue('1');
  });

  test('the price fields take only digits and one decimal point, typed or pasted', async ({ page }) => {
    const form = await openCreateForm(page);
    await form.price.pressSequentially('1a2.5.3x');
    await expect(form.price).toHaveValue('12.53');
    await form.discountPrice.fill('abc9.9.9');
    await expect(form.discountPrice).toHaveValue('9.99');
    await form.price.fill('');
    await form.price.focus();
    await page.keyboard.insertText('Rs 1,499.00 only.');
    await expect(form.price).toHaveValue('1499.00');
  });

  test('the subcategory select offers only the chosen category’s subcategories', async ({ page, api }) => {
    const first = await api.createCategory(unique('Cat A'));
    const second = await api.createCategory(unique('Cat B'));
    const subA = await api.createSubcategory(first, unique('Sub A'));
    const subB = await api.createSubcategory(second, unique('Sub B'));
    const form = await openCreateForm(page);
    await expect(form.subcategory.locator('option')).toHaveCount(1);
    await choose(form.category, first.name);
    await expect(form.subcategory.locator('option', { hasText: subA.name })).toHaveCount(1);
    await expect(form.subcategory.locator('option', { hasText: subB.name })).toHaveCount(0);
    await form.subcategory.selectOption({ label: subA.name });
    await choose(form.category, second.name);
    await expect(form.subcategory).toHaveValue('');
    await expect(form.subcategory.locator('option', { hasText: subB.name })).toHaveCount(1);
    await expect(form.subcategory.locator('option', { hasText: subA.name })).toHaveCount(0);
  });

  test('images: other types are skipped ("Some files were skipped."), at most 10 ("Max 10 images allowed.")', async ({ page }) => {
    const form = await openCreateForm(page);
    await form.images.setInputFiles([await pngFile('photo.png'), await gifFile('anim.gif'), textFile('notes.txt')]);
    await expect(toastWith(page, 'Some files were skipped.')).toBeVisible();
    await expect(form.previews).toHaveCount(1);

    const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => pngFile(`p${i}.png`, 64)));
    await form.images.setInputFiles(eleven);
    // Told once the 10 that fit are compressed.
    await expect(toastWith(page, 'Max 10 images allowed.')).toBeVisible({ timeout: 30_000 });
    await expect(form.previews).toHaveCount(10);
    await expect(form.dialog.getByRole('img', { name: 'Images 10' })).toBeVisible();
  });

  test('title and price suggestions come from the lookup lists', async ({ page, catalogue }) => {
    const title = unique('Suggested title');
    const price = `7${Math.floor(Math.random() * 1000)}`;
    await catalogue.addLookup('titles', title);
    await catalogue.addLookup('prices', price);
    const form = await openCreateForm(page);
    const titleList = await form.title.getAttribute('list');
    const priceList = await form.price.getAttribute('list');
    await expect(page.locator(`datalist[id="${titleList}"] option[value="${title}"]`)).toBeAttached();
    await expect(page.locator(`datalist[id="${priceList}"] option[value="${price}"]`)).toBeAttached();
  });
});

test.describe('Upload Design: the list', () => {
  test('search by title (case-insensitive), first image only, thumbnail opens full size', async ({ page, api, catalogue }) => {
    const token = unique('Srch').replace(' ', '');
    const category = await api.createCategory(unique('List cat'));
    const subcategory = await api.createSubcategory(category);
    const wanted = await catalogue.createListing({ title: `${token} Royal`, category, subcategory, images: 2 });
    await catalogue.createListing({ title: `${token} Plain`, category, subcategory });
    await loginAsAdmin(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Design' })).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search by title' });
    await search.fill(`${token.toLowerCase()} ROYAL`);
    const main = page.getByRole('main');
    await expect(main.getByText(`${token} Royal`)).toBeVisible();
    await expect(main.getByText(`${token} Plain`)).toHaveCount(0);
    await expect(main.getByText(category.name)).toBeVisible();

    const thumbs = main.getByRole('button', { name: new RegExp(`^View ${token} Royal, image \\d full size$`) });
    await expect(thumbs).toHaveCount(1);
    // The thumbnail is a small variant, never the stored original (D-P5).
    await expect.poll(() => thumbs.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-320\.(webp|avif)$/);
    await thumbs.click();
    const overlay = page.getByRole('dialog', { name: `Image: ${token} Royal` });
    await expect(overlay.getByRole('img')).toHaveAttribute('src', wanted.images[0]!);
    await overlay.click();
    await expect(overlay).toHaveCount(0);
  });

  test('Edit prefills category, subcategory and religion (D-B12)', async ({ page, api, catalogue }) => {
    const category = await api.createCategory(unique('Edit cat'));
    const subcategory = await api.createSubcategory(category, unique('Edit sub'));
    const religion = await catalogue.createReligion(unique('Edit faith'));
    const listing = await catalogue.createListing({ title: unique('Prefilled'), category, subcategory, religion, price: '1234.5', images: 2 });
    await loginAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('searchbox', { name: 'Search by title' }).fill(listing.title);
    await page.getByRole('button', { name: `Edit ${listing.title}` }).click();
    const form = listingForm(page, 'Edit Listing');
    await expect(form.title).toHaveValue(listing.title);
    await expect(form.category).toHaveValue(category.category_uuid);
    await expect(form.subcategory).toHaveValue(subcategory.subcategory_uuid);
    await expect(form.religion).toHaveValue(religion.religion_uuid);
    await expect(form.price).toHaveValue('1234.5');
    await expect(form.favorite('0')).toBeChecked();
    await expect(form.previews).toHaveCount(2);
  });

  test(
    'the owner gives a listing a Hindi title (issue 19): typed in Devanagari, saved, prefilled again',
    { tag: '@phone' },
    async ({ page, api, catalogue }) => {
      const category = await api.createCategory(unique('Hindi cat'));
      const subcategory = await api.createSubcategory(category, unique('Hindi sub'));
      const religion = await catalogue.createReligion(unique('Hindi faith'));
      const listing = await catalogue.createListing({ title: unique('Royal'), category, subcategory, religion });
      const hindi = `शाही <निमंत्रण> "${listing.title.slice(-6)}"`;
      await loginAsAdmin(page);
      await page.goto('/admin');
      await page.getByRole('searchbox', { name: 'Search by title' }).fill(listing.title);
      await page.getByRole('button', { name: `Edit ${listing.title}` }).click();
      const form = listingForm(page, 'Edit Listing');
      const titleHi = form.dialog.getByRole('textbox', { name: 'Hindi title (optional)' });
      await expect(titleHi).toHaveAttribute('lang', 'hi');
      await expect(titleHi).toHaveValue('');
      await titleHi.fill(hindi);
      await form.submit.click();
      await expect(toastWith(page, 'Listing updated')).toBeVisible();
      await expect(form.dialog).toBeHidden();

      const stored = await page.request.get(`/api/listings/${listing._id}`);
      expect((await stored.json()).translations).toEqual({ hi: { title: hindi } });
      await page.getByRole('button', { name: `Edit ${listing.title}` }).click();
      await expect(listingForm(page, 'Edit Listing').dialog.getByRole('textbox', { name: 'Hindi title (optional)' })).toHaveValue(hindi);
      await expect(listingForm(page, 'Edit Listing').title).toHaveValue(listing.title);
    },
  );

  test('Delete asks "Are you sure you want to delete this listing?"; Cancel keeps it', async ({ page, api, catalogue }) => {
    const category = await api.createCategory(unique('Del cat'));
    const subcategory = await api.createSubcategory(category);
    const listing = await catalogue.createListing({ title: unique('Doomed'), category, subcategory });
    await loginAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('searchbox', { name: 'Search by title' }).fill(listing.title);
    await page.getByRole('button', { name: `Delete ${listing.title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
    await expect(confirm.getByText('Are you sure you want to delete this listing?', { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await catalogue.listing(listing._id)).not.toBeNull();
    await page.getByRole('button', { name: `Delete ${listing.title}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Listing deleted')).toBeVisible();
    await expect(page.getByRole('main').getByText(listing.title)).toHaveCount(0);
    expect(await catalogue.listing(listing._id)).toBeNull();
  });
});

test.describe('Upload Design: phone and accessibility', { tag: ['@phone', '@desktop'] }, () => {
  // One full-page axe run per test: two in one test needed more than half its time on a busy machine.
  test('the list has no serious axe violations and no sideways scroll', async ({ page, api, catalogue }) => {
    const category = await api.createCategory(unique('Axe cat'));
    const subcategory = await api.createSubcategory(category);
    await catalogue.createListing({ title: unique('A rather long listing title that must wrap on a phone'), category, subcategory, images: 2 });
    await loginAsAdmin(page);
    await page.goto('/admin');
    await expect(page.getByRole('main').getByText(category.name).first()).toBeVisible();
    expect(await seriousAxeProblems(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  });

  test('the form has no serious axe violations and fits the screen', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'New Listing' }).click();
    const form = listingForm(page);
    await form.images.setInputFiles([await pngFile('a.png'), await pngFile('b.png')]);
    await expect(form.previews).toHaveCount(2, { timeout: 15_000 });
    await form.submit.click();
    await expect(toastWith(page, 'Fill all fields')).toBeVisible();
    expect(await seriousAxeProblems(page, { within: '[role="dialog"]' })).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    const box = await form.dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});

import { expect, type Locator, type Page } from '@playwright/test';
import { test as base } from './fixtures.ts';
import { ShopApi, type ListingFields } from './shop-api.ts';
import { pngFile as png } from './ui.ts';

export { gifFile, textFile, toastWith } from './ui.ts';

/** The listing screens' data: ShopApi, with listings of 320-pixel images unless said. */
export class CatalogueApi extends ShopApi {
  override createListing(fields: ListingFields) {
    return super.createListing({ imageWidth: 320, ...fields });
  }
}

/** The shared `test` plus `catalogue`: the run's admin session. */
export const test = base.extend<{ catalogue: CatalogueApi }>({
  catalogue: async ({ adminRequest }, use) => use(new CatalogueApi(adminRequest)),
});

export { expect };

/** A file for a file input: a small PNG photo (each one different), 320 pixels wide unless said. */
export const pngFile = (name: string, size = 320) => png(name, size);

/** The listing form in its dialog, with its fields by label. */
export function listingForm(page: Page, title: 'Create New Listing' | 'Edit Listing' = 'Create New Listing') {
  const dialog = page.getByRole('dialog', { name: title });
  return {
    dialog,
    title: dialog.getByRole('combobox', { name: /^Title/ }),
    category: dialog.getByRole('combobox', { name: /^Category/ }),
    subcategory: dialog.getByRole('combobox', { name: /^Subcategory/ }),
    religion: dialog.getByRole('combobox', { name: /^Religion/ }),
    price: dialog.getByRole('combobox', { name: /^Price/ }),
    discountPrice: dialog.getByRole('textbox', { name: /^Discount price/ }),
    moq: dialog.getByRole('textbox', { name: /^Minimum order quantity/ }),
    description: dialog.getByRole('textbox', { name: /^Description/ }),
    images: dialog.getByLabel('Images', { exact: true }),
    previews: dialog.getByRole('button', { name: /^Remove image/ }),
    favorite: (value: '1' | '0') => dialog.getByRole('radio', { name: value === '1' ? '1 (Yes)' : '0 (No)' }),
    submit: page.getByRole('button', { name: title === 'Edit Listing' ? 'Update' : 'Submit', exact: true }),
  };
}

/** Chooses an option by its text once the list has it (the lists load when the form opens). */
export async function choose(select: Locator, label: string): Promise<void> {
  await expect(select.locator('option', { hasText: label })).toHaveCount(1);
  await select.selectOption({ label });
}

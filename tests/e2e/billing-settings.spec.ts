import type { BillingSettings } from '../../src/contract/billing-settings.ts';
import { listingForm } from './support/catalogue-api.ts';
import { loginAsAdmin } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { ok, unique } from './support/shop-api.ts';

/** Billing (issue 18, item 1) on a 360 px phone: the owner's billing settings, and a listing's HSN code, GST rate and unit. */
test.describe('Billing settings', { tag: '@phone' }, () => {
  test('a wrong GSTIN is named under its field; once fixed the settings save; a listing gets its HSN and rate', async ({ page, api, adminRequest }) => {
    const before: BillingSettings = await ok(await adminRequest.get('/api/settings/billing'));
    const category = await api.createCategory(unique('Bill cat'));
    const subcategory = await api.createSubcategory(category);
    const religion = await api.createReligion();
    const listing = await api.createListing({ title: unique('Trophy'), category, subcategory, religion, price: '850', images: 0 });
    try {
      await loginAsAdmin(page);
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Billing' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();

      const typed: Record<string, string> = {
        'UPI ID': 'vinayaka.prints@okicici',
        'Payee name': 'श्री विनायक प्रिंट्स',
        'Advance (%)': '40',
        GSTIN: '27AAPFU0939F1ZW',
        'Legal name': 'Vinayaka Prints',
        Address: '7, Tilak Road, Pune 411002',
      };
      for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(value);
      const regular = page.getByRole('radio', { name: /Regular GST/ });
      expect((await regular.locator('xpath=..').boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await regular.check();
      // Blank, as a shop switching to regular GST has it (other specs may have saved one).
      await page.getByLabel('Default GST rate (%)').fill('');
      await page.getByLabel('State').selectOption({ label: 'Maharashtra' });
      await page.getByLabel('Bill number prefix').fill('sgp');
      await expect(page.getByText(/The first bill this year: SGP\/\d\d-\d\d\/0001/)).toBeVisible();

      const save = page.getByRole('button', { name: 'Save billing settings' });
      await save.click();
      await expect(page.getByText('This GSTIN’s last character (the check digit) does not match: please check it for a typing mistake.')).toBeVisible();
      await expect(page.getByLabel('GSTIN')).toBeFocused();
      // Regular GST asks for the shop's default rate there and then (issue 28), not at the first bill.
      await expect(page.getByText('A tax invoice needs the shop’s default GST rate', { exact: false })).toBeVisible();
      await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
      await page.getByLabel('Default GST rate (%)').fill('18');
      await save.click();
      await expect(page.getByText('Billing settings saved').first()).toBeVisible();
      expect(await ok(await adminRequest.get('/api/settings/billing'))).toMatchObject({
        upiName: typed['Payee name'],
        advancePercent: 40,
        gstMode: 'regular',
        gstin: '27AAPFU0939F1ZV',
        state: 'Maharashtra',
        numberPrefix: 'SGP',
        defaultGstRate: '18',
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      // The listing's HSN code and GST rate, under its prices.
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Item', exact: true }).click();
      await page.getByRole('searchbox', { name: 'Search by title' }).fill(listing.title);
      await page.getByRole('button', { name: `Edit ${listing.title}` }).click();
      const form = listingForm(page, 'Edit Listing');
      const hsn = form.dialog.getByRole('textbox', { name: /^HSN code/ });
      const rate = form.dialog.getByRole('textbox', { name: /^GST rate/ });
      await hsn.fill('9505');
      await rate.fill('12');
      // The bill's unit (issue 28): NOS until chosen.
      const unit = form.dialog.getByRole('combobox', { name: 'Unit on the bill' });
      await expect(unit).toHaveValue('NOS');
      await unit.selectOption({ label: 'BOX – boxes' });
      await form.submit.click();
      await expect(form.dialog).toBeHidden();
      const saved = await api.listing(listing._id);
      expect([saved?.hsn, saved?.gstRate, saved?.uqc]).toEqual(['9505', '12', 'BOX']);
    } finally {
      await adminRequest.put('/api/settings/billing', { data: before });
    }
  });
});

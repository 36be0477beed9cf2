import { loginAsAdmin } from './support/admin.ts';
import { listingForm, toastWith } from './support/catalogue-api.ts';
import { expect, test } from './support/quote-api.ts';
import { scrollsSideways } from './support/ui.ts';

/**
 * Issue 28, item 3: the owner gives a card's options, choices and zones Hindi names in the listing
 * form on a 360 px phone; the Hindi item page shows them, the English one keeps the English names.
 */
const FOIL_HI = 'फ़ॉइल <b>&"';

test('Hindi names of options, choices and zones: typed on a phone, saved, shown on the Hindi page only', { tag: '@phone' }, async ({ quotes, page }) => {
  // A religion, as the form requires one to save.
  const card = await quotes.createCard({ religions: (await quotes.createReligion()).religion_uuid });
  await loginAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(card.title);
  await page.getByRole('button', { name: `Edit ${card.title}` }).click();
  const form = listingForm(page, 'Edit Listing');
  const foilHi = form.dialog.getByRole('textbox', { name: 'Hindi name (optional) (option 2)' });
  await expect(foilHi).toHaveAttribute('lang', 'hi');
  await foilHi.fill(FOIL_HI);
  await form.dialog.getByRole('textbox', { name: 'Hindi name (optional) (option 2, choice 2)' }).fill('सुनहरा');
  await form.dialog.getByRole('list', { name: 'Zones' }).getByRole('button', { name: 'Names' }).click();
  await form.dialog.getByRole('group', { name: 'Zone: Names' }).getByRole('textbox', { name: 'Hindi name (optional)' }).fill('दूल्हा-दुल्हन के नाम');
  expect(await scrollsSideways(page)).toBe(false);
  await form.submit.click();
  await expect(toastWith(page, 'Listing updated')).toBeVisible();
  await expect(form.dialog).toBeHidden();

  await page.getByRole('button', { name: `Edit ${card.title}` }).click();
  await expect(listingForm(page, 'Edit Listing').dialog.getByRole('textbox', { name: 'Hindi name (optional) (option 2)' })).toHaveValue(FOIL_HI);

  await page.goto(`/hi/list/${card._id}`);
  const builder = page.getByRole('region', { name: 'अपने ऑर्डर का दाम जानें' });
  const foil = builder.getByRole('group', { name: FOIL_HI });
  await expect(foil).toBeVisible();
  await foil.getByText('सुनहरा +₹6').click();
  await expect(builder.locator('#quote-estimate')).toHaveText('100 × ₹24 = ₹2,400');
  await expect(builder.getByRole('textbox', { name: 'दूल्हा-दुल्हन के नाम' })).toBeVisible();
  await expect(builder.getByRole('group', { name: 'Paper' })).toHaveAttribute('lang', 'en');
  expect(await scrollsSideways(page)).toBe(false);

  await page.goto(`/list/${card._id}`);
  const english = page.getByRole('region', { name: 'Price your order' });
  await expect(english.getByRole('group', { name: 'Foil' })).toBeVisible();
  await expect(english.getByRole('textbox', { name: 'Names' })).toBeVisible();
  await expect(page.getByText('सुनहरा')).toHaveCount(0);
});

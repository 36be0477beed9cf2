import { picturesOnScreenArrived, seriousAxeProblems } from './support/ui.ts';
import { whatsappNumber } from '../../src/contract/whatsapp.ts';
import { expect } from './support/fixtures.ts';
import { unique } from './support/shop-api.ts';
import { contextMenuRefused, scrollsSideways, test } from './support/storefront-api.ts';

test.describe('/instagram, the gallery-style feed', () => {
  test('is rendered on the server: the brand, a WhatsApp enquiry link, the chips and the images', async ({ api, shop, request }) => {
    const site = await api.ensureSiteConfig();
    const category = await api.createCategory(unique('Wedding'));
    const listing = await shop.createListing({ title: unique('Gallery card'), category, subcategory: await api.createSubcategory(category), price: '300' });
    const html = await (await request.get('/instagram')).text();
    expect(html).toContain(`<title>Gallery | ${site.name}</title>`);
    expect(html).toContain(`>${site.name}</h1>`);
    expect(html).toContain(`href="https://wa.me/${whatsappNumber(site.phone)}?text=`);
    expect(html).toMatch(/aria-pressed="true"[^>]*>All<\/button>/);
    expect(html).toContain(`alt="${listing.title}"`);
  });

  test('starts at All; a chip shows the categories whose name has its word', async ({ api, shop, page }) => {
    const birthday = await api.createCategory(unique('Birthday Invitations'));
    const vastu = await api.createCategory(unique('Vastu Cards'));
    const party = await shop.createListing({
      title: unique('Balloon party'),
      category: birthday,
      subcategory: await api.createSubcategory(birthday),
      price: '40',
    });
    const home = await shop.createListing({ title: unique('Griha pravesh'), category: vastu, subcategory: await api.createSubcategory(vastu), price: '60' });

    await page.goto('/instagram');
    const chips = page.getByRole('group', { name: 'Categories' }).getByRole('button');
    await expect(chips).toHaveText(['All', 'Wedding', 'Birthday', 'Vastu', 'Opening']);
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('img', { name: party.title })).toBeVisible();
    await expect(page.getByRole('img', { name: home.title })).toBeVisible();

    await page.getByRole('button', { name: 'Birthday', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Birthday', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('img', { name: party.title })).toBeVisible();
    await expect(page.getByRole('img', { name: home.title })).toHaveCount(0);
    await page.getByRole('button', { name: 'Vastu', exact: true }).click();
    await expect(page.getByRole('img', { name: home.title })).toBeVisible();
    await expect(page.getByRole('img', { name: party.title })).toHaveCount(0);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page.getByRole('img', { name: party.title })).toBeVisible();

    await page.getByRole('img', { name: party.title }).click();
    await expect(page).toHaveURL(new RegExp(`/list/${party._id}$`));
  });

  test('Like counts one per click on this screen only (not kept)', async ({ api, shop, page }) => {
    const category = await api.createCategory(unique('Opening'));
    const listing = await shop.createListing({ title: unique('Ribbon card'), category, subcategory: await api.createSubcategory(category), price: '75' });
    await page.goto('/instagram');
    const like = page.getByRole('button', { name: `Like ${listing.title}` });
    const count = page.locator('li', { has: like }).getByTestId('like-count');
    await expect(count).toHaveText('Likes: 0');
    await like.click();
    await like.click();
    await like.click();
    await expect(count).toHaveText('Likes: 3');
    await page.reload();
    await expect(page.locator('li', { has: page.getByRole('button', { name: `Like ${listing.title}` }) }).getByTestId('like-count')).toHaveText('Likes: 0');
  });

  test('the bottom bar: Home, Search, Add, Messages, Profile, only Messages a link (to the WhatsApp chat)', async ({ api, page }) => {
    const site = await api.ensureSiteConfig();
    await page.goto('/instagram');
    const bar = page.getByRole('navigation', { name: 'Gallery bar' });
    await expect(bar.getByRole('listitem')).toHaveText(['Home', 'Search', 'Add', 'Messages', 'Profile']);
    await expect(bar.getByRole('link')).toHaveCount(1);
    await expect(bar.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${whatsappNumber(site.phone)}\\?text=`));
    await expect(bar.getByRole('button')).toHaveCount(0);
    await expect(bar).toBeInViewport();
  });

  test(
    'refuses the context menu on images only; fits the screen; no serious accessibility problem',
    { tag: ['@phone', '@desktop'] },
    async ({ api, shop, page }) => {
      await api.ensureSiteConfig();
      const category = await api.createCategory(unique('Wedding'));
      await shop.createListing({ title: unique('Guarded gallery card'), category, subcategory: await api.createSubcategory(category), price: '10' });
      await page.goto('/instagram');
      await expect.poll(() => picturesOnScreenArrived(page)).toBe(true);
      expect(await contextMenuRefused(page, 'main img')).toBe(true);
      expect(await contextMenuRefused(page, 'h1')).toBe(false);
      expect(await contextMenuRefused(page, 'main button')).toBe(false);
      expect(await scrollsSideways(page)).toBe(false);
      for (const chip of await page.getByRole('group', { name: 'Categories' }).getByRole('button').all()) {
        expect((await chip.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      }
      expect(await seriousAxeProblems(page)).toEqual([]);
    },
  );
});

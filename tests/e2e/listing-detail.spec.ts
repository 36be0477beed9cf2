import { expect, test } from './support/item-api.ts';
import { loginAsAdmin } from './support/admin.ts';
import { choose, listingForm, toastWith } from './support/catalogue-api.ts';
import { unique } from './support/shop-api.ts';

/** In-app navigation (what a link in the feed does): the router follows history without reloading. */
const navigateInApp = (page: import('@playwright/test').Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test.describe('listing detail /listing/{id}', () => {
  test('is rendered on the server: title, description, price per piece in rupees, location, all images', async ({ api, items, page, request }) => {
    const site = await api.ensureSiteConfig();
    const category = await api.createCategory(unique('Feed cat'));
    const sub = await api.createSubcategory(category);
    const listing = await items.createItem({
      category,
      subcategory: sub,
      title: unique('Lotus card'),
      price: '1200',
      description: 'Hand-made paper.',
      location: 'Gondia',
      images: 3,
    });
    const res = await request.get(`/listing/${listing._id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`>${site.name}</span>`);
    expect(html).toContain(`>${listing.title}</h1>`);
    expect(html).toContain('Hand-made paper.');
    expect(html).toContain('₹1,200');
    expect(html).toContain('/ piece');
    expect(html).toContain('Gondia');
    expect(html).not.toContain('USD');

    await page.goto(`/listing/${listing._id}`);
    await expect(page.getByRole('button', { name: /^Show image/ })).toHaveCount(3);
    await expect(page.getByText('Location:')).toBeVisible();
    await page.getByRole('button', { name: 'Show image 3' }).click();
    await expect(page.getByRole('button', { name: 'Zoom image' }).locator('img')).toHaveAttribute('alt', `${listing.title} (image 3 of 3)`);
  });

  test('shows Loading... while fetching, then the listing', async ({ api, items, page }) => {
    const category = await api.createCategory(unique('Feed cat'));
    const sub = await api.createSubcategory(category);
    const listing = await items.createItem({ category, subcategory: sub, price: '40' });
    await page.goto('/contact');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/listings/${listing._id}`, async (route) => {
      await held;
      await route.continue();
    });
    await navigateInApp(page, `/listing/${listing._id}`);
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page.getByText('₹40')).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  });

  test('says so when loading fails, and "Listing not found" (404) for an unknown id', async ({ page, request, allowConsoleErrors }) => {
    allowConsoleErrors(/status of (404|500)/);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await request.get(`/listing/${unknown}`);
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('<meta name="robots" content="noindex">');
    await page.goto(`/listing/${unknown}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Listing not found' })).toBeVisible();

    await page.route('**/api/listings/*', (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }));
    await navigateInApp(page, '/listing/11111111-1111-4111-8111-111111111111');
    await expect(page.getByRole('alert')).toHaveText('Failed to load this listing. Please try again later.', { timeout: 8000 });
  });

  test('is also the item form for one item: an admin edits the listing from its page', async ({ api, items, page }) => {
    await api.ensureSiteConfig();
    const category = await api.createCategory(unique('Form cat'));
    const sub = await api.createSubcategory(category);
    const listing = await items.createItem({ category, subcategory: sub, title: unique('Editable card'), price: '300', images: 1 });

    // A visitor gets no admin button and no admin code.
    const scripts: string[] = [];
    page.on('request', (r) => scripts.push(r.url()));
    await page.goto(`/listing/${listing._id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit this item' })).toHaveCount(0);
    expect(scripts.filter((u) => /listing-edit-launcher|\/api\/users\/me/.test(u))).toEqual([]);

    await loginAsAdmin(page);
    await page.goto(`/listing/${listing._id}`);
    // The listing was made without a religion, which the form requires: one to choose.
    const religion = unique('Faith');
    expect((await page.request.post('/api/religions', { data: { name: religion } })).status()).toBe(201);
    await page.getByRole('button', { name: 'Edit this item' }).click();
    const form = listingForm(page, 'Edit Listing');
    await expect(form.title).toHaveValue(listing.title);
    const renamed = unique('Renamed card');
    await form.title.fill(renamed);
    await choose(form.religion, religion);
    await form.submit.click();
    await expect(toastWith(page, 'Listing updated')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  });
});

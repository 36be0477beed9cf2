import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Listing } from '../../src/contract/catalogue.ts';
import type { Quote } from '../../src/contract/quotes.ts';
import { loginAsAdmin, openQuotes } from './support/admin.ts';
import { choose, expect, listingForm, pngFile, test, toastWith } from './support/catalogue-api.ts';
import { expectUsable } from './support/config-enquiry-api.ts';
import { ok, pngBlob, unique, type ShopApi } from './support/shop-api.ts';
import { isPhone } from './support/ui.ts';

/**
 * What a listing sells, set in the listing form (price tiers, options, zones drawn on the first
 * image with the mouse or a finger), and the owner's answer to a quote from Enquiries & Quotes, on its
 * job's screen (issues 9 and 28).
 */

/** Drags across `target` from one point to another (fractions of its box): a finger on the phone project, the mouse on desktop. */
async function drag(page: Page, target: Locator, from: [number, number], to: [number, number]) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const at = ([fx, fy]: [number, number]) => ({ x: box.x + fx * box.width, y: box.y + fy * box.height });
  const a = at(from);
  const b = at(to);
  const steps = 6;
  const between = (i: number) => ({ x: a.x + ((b.x - a.x) * i) / steps, y: a.y + ((b.y - a.y) * i) / steps });
  if (isPhone(test.info())) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [a] });
    for (let i = 1; i <= steps; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [between(i)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    for (let i = 1; i <= steps; i += 1) await page.mouse.move(between(i).x, between(i).y);
    await page.mouse.up();
  }
}

/** A listing that sells by quantity, with a foil option and a bride's-name zone, made through the API. */
async function sellingListing(api: ShopApi, title: string): Promise<Listing> {
  const category = await api.createCategory(unique('Quote cat'));
  const subcategory = await api.createSubcategory(category);
  const religion = await api.createReligion(unique('Quote faith'));
  const form = new FormData();
  form.set('religions', religion.religion_uuid);
  for (const [key, value] of Object.entries({
    title,
    category: category.category_uuid,
    subcategory: subcategory.subcategory_uuid,
    price: '25',
    favorite: '0',
    moq: '50',
  }))
    form.set(key, value);
  form.set('priceTiers', JSON.stringify([{ minQty: 100, unitPrice: '14' }]));
  form.set(
    'options',
    JSON.stringify([
      {
        name: 'Foil',
        choices: [
          { label: 'None', surcharge: '0' },
          { label: 'Gold', surcharge: '6' },
        ],
      },
    ]),
  );
  form.set('fields', JSON.stringify([{ key: 'bride_name', label: 'Bride name', x: 0.1, y: 0.3, w: 0.8, h: 0.2, align: 'center', colour: '#7a1020' }]));
  form.append('images', await pngBlob(640, 480), 'card.png');
  return ok(await api.request.post('/api/listings', { multipart: form }));
}

async function quotes(request: APIRequestContext): Promise<Quote[]> {
  return (await ok(await request.get('/api/quotes?limit=100'))).result;
}

test.describe('What a listing sells, in the listing form', () => {
  test(
    'the owner adds a price tier, an option and a zone drawn on the first image; the listing has the three',
    { tag: ['@phone', '@desktop'] },
    async ({ page, api, catalogue }) => {
      const category = await api.createCategory(unique('Sell cat'));
      const subcategory = await api.createSubcategory(category, unique('Sell sub'));
      const religion = await catalogue.createReligion(unique('Sell faith'));
      const title = unique('Tiered card');
      await loginAsAdmin(page);
      await page.goto('/listing');
      const form = listingForm(page);
      await form.title.fill(title);
      await choose(form.category, category.name);
      await choose(form.subcategory, subcategory.name);
      await form.price.fill('20');
      await choose(form.religion, religion.name);
      await form.favorite('0').check();
      await form.images.setInputFiles([await pngFile('card.png', 640)]);
      await expect(form.previews).toHaveCount(1, { timeout: 15_000 });

      const dialog = form.dialog;
      await dialog.getByRole('button', { name: 'Add price tier' }).click();
      await dialog.getByLabel('From quantity (tier 1)').fill('100');
      await dialog.getByLabel('Price per piece (₹) (tier 1)').fill('14.50');
      await dialog.getByRole('button', { name: 'Add option' }).click();
      await dialog.getByLabel('Option name (option 1)').fill('Foil');
      await dialog.getByLabel('Choice (option 1, choice 1)').fill('None');
      await dialog.getByRole('button', { name: 'Add choice to option 1' }).click();
      await dialog.getByLabel('Choice (option 1, choice 2)').fill('Gold');
      await dialog.getByLabel('Surcharge (₹) (option 1, choice 2)').fill('6');

      const image = dialog.getByRole('img', { name: 'First image: draw the zones on it' });
      await expect(image).toBeVisible();
      await drag(page, image, [0.2, 0.3], [0.8, 0.5]);
      const label = dialog.getByLabel('Zone label');
      await expect(label).toBeFocused();
      await label.fill('Bride name');
      await expect(dialog.getByText('bride_name', { exact: true })).toBeVisible();
      await dialog.getByLabel('Alignment').selectOption('left');
      await expectUsable(page, { within: '[role="dialog"]' });

      await form.submit.click();
      await expect(toastWith(page, 'Listing created')).toBeVisible({ timeout: 15_000 });
      const [created] = await catalogue.findListings(title);
      const saved = (await catalogue.listing(created!._id))!;
      expect(saved.priceTiers).toEqual([{ minQty: 100, unitPrice: '14.50' }]);
      expect(saved.options).toEqual([
        {
          name: 'Foil',
          choices: [
            { label: 'None', surcharge: '0' },
            { label: 'Gold', surcharge: '6' },
          ],
        },
      ]);
      expect(saved.fields).toHaveLength(1);
      const zone = saved.fields[0]!;
      expect(zone).toMatchObject({ key: 'bride_name', label: 'Bride name', align: 'left', colour: '#222222' });
      expect(zone.x).toBeCloseTo(0.2, 1);
      expect(zone.y).toBeCloseTo(0.3, 1);
      expect(zone.w).toBeCloseTo(0.6, 1);
      expect(zone.h).toBeCloseTo(0.2, 1);
    },
  );

  test('edit prefills the three; a tier without a quantity is refused with the contract message', async ({ page, api }) => {
    const listing = await sellingListing(api, unique('Prefilled selling'));
    await loginAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('searchbox', { name: 'Search by title' }).fill(listing.title);
    await page.getByRole('button', { name: `Edit ${listing.title}` }).click();
    const form = listingForm(page, 'Edit Listing');
    await expect(form.dialog.getByLabel('From quantity (tier 1)')).toHaveValue('100');
    await expect(form.dialog.getByLabel('Choice (option 1, choice 2)')).toHaveValue('Gold');
    await form.dialog.getByRole('list', { name: 'Zones' }).getByRole('button', { name: 'Bride name' }).click();
    await expect(form.dialog.getByLabel('Left (%)')).toHaveValue('10');
    await expect(form.dialog.getByLabel('Width (%)')).toHaveValue('80');

    await form.dialog.getByLabel('From quantity (tier 1)').fill('');
    await form.submit.click();
    await expect(toastWith(page, 'minQty must be a whole number from 1 to 1000000.')).toBeVisible();
    await expect(form.dialog).toBeVisible();
  });
});

test.describe('Enquiries & Quotes', () => {
  test('a quote asked for shows with its proof and estimate; its job screen answers it and sends it on WhatsApp', async ({ page, api, request, baseURL }) => {
    const listing = await sellingListing(api, unique('Quoted card'));
    const name = unique('Priya');
    const asked = await ok(
      await request.post('/api/quotes', {
        data: { listingId: listing._id, quantity: 300, choices: { Foil: 'Gold' }, texts: { bride_name: 'प्रिया' }, name, phone: '98765 43210', website: '' },
      }),
    );
    expect(asked.estimate).toEqual({ perPiece: '20', total: '6000' });

    await openQuotes(page, test.info());
    const card = page.getByRole('article', { name: `Quote from ${name}` });
    await expect(card.getByText(listing.title)).toBeVisible();
    await expect(card.getByText('Gold', { exact: true })).toBeVisible();
    await expect(card.getByText('प्रिया')).toBeVisible();
    await expect(card.getByText('300 × ₹20 = ₹6,000')).toBeVisible();
    await expect(card.locator('span', { hasText: /^New$/ })).toBeVisible();
    const proof = card.getByRole('img', { name: `Proof for ${name}` });
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(card.getByRole('link', { name: 'Open quote page' })).toHaveAttribute('href', `/quote/${asked.token}`);
    // The card holds no form of its own: the job's screen answers it (issue 28).
    await expect(card.getByRole('form')).toHaveCount(0);
    await expectUsable(page);
    await card.getByRole('link', { name: `Open job of ${name}` }).click();
    const job = page.locator('#admin-main');
    const price = job.getByRole('region', { name: 'Price' });
    const stage = job.getByRole('region', { name: 'Stage' });
    const badge = job.locator('h1 + div');

    // Pricing a new quote makes it Quoted; the stage then offers only the moves the rules allow.
    await price.getByLabel(/^Final price \(₹/).fill('5500');
    await price.getByLabel('Note').fill('Gold foil, ready in 5 days');
    await price.getByRole('button', { name: 'Save price' }).click();
    await expect(toastWith(page, 'Quote saved')).toBeVisible();
    await expect(price.locator('dd', { hasText: /^₹5,500/ })).toBeVisible();
    await expect(badge).toHaveText('Quoted');
    await stage.getByRole('button', { name: 'Approved' }).click();
    await stage.getByRole('button', { name: 'Move to Approved' }).click();
    await expect(badge).toHaveText('Approved');
    await expect(stage.getByRole('group', { name: 'Move to' }).getByRole('button')).toHaveText(['In production', 'Changes requested', 'On hold', 'Cancelled']);
    const saved = (await quotes(api.request)).find((q) => q.token === asked.token)!;
    expect(saved).toMatchObject({ stage: 'approved', finalPrice: '5500', note: 'Gold foil, ready in 5 days' });
    expect(saved.timeline.map((s) => s.stage)).toEqual(['new', 'quoted', 'approved']);

    // Priced, it has an order number of this financial year; after the stage change the owner is offered the news on WhatsApp.
    expect(saved.orderNumber).toMatch(/^[A-Z0-9]{1,3}-\d{4}-\d{2}-\d{4}$/);
    await expect(page.getByRole('heading', { level: 1, name: saved.orderNumber! })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'order is now' });
    await expect(notice).toContainText(`${saved.orderNumber}: ${name}'s order is now Approved.`);
    const newsLink = (await notice.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'))!;
    const news = new URL(newsLink);
    expect(news.origin + news.pathname).toBe('https://wa.me/919876543210');
    expect(news.searchParams.get('text')!.split('\n')).toEqual([
      `Hello ${name},`,
      `Order ${saved.orderNumber} · Approved`,
      'You have approved the proof.',
      'We will start printing soon.',
      `Your order page: ${baseURL}/quote/${asked.token}`,
    ]);
    await expectUsable(page);
    expect(await job.getByRole('region', { name: 'Customer', exact: true }).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')).toBe(
      newsLink,
    );
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
  });
});

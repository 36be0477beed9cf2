import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/quote-api.ts';
import { scrollsSideways, seriousAxeProblems } from './support/ui.ts';

const NAMES = 'राहुल ❤ प्रिया';

/** Every control of the builder is at least 44 px high (and the radios' labels as wide): a finger can hit it. */
async function expectTouchTargets(page: Page) {
  const builder = page.getByRole('region', { name: 'Price your order' });
  const targets: Locator[] = [
    builder.getByLabel('Quantity', { exact: true }),
    ...(await builder.locator('label:has(input[type="radio"])').all()),
    builder.getByLabel('Names', { exact: true }),
    builder.getByLabel('Your name', { exact: true }),
    builder.getByLabel('Phone', { exact: true }),
    builder.getByRole('button', { name: 'Request quote' }),
  ];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box?.height, await target.evaluate((el) => el.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }
}

/** The shown preview's address and whether its pixels arrived. */
const previewState = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => ({ names: new URL(img.src).searchParams.get('names'), loaded: img.complete && img.naturalWidth > 0 }));

test.describe('a quote from the item page to the approved proof', () => {
  test('the builder is on the server-rendered page with the first estimate', async ({ quotes, request }) => {
    const card = await quotes.createCard();
    const html = await (await request.get(`/list/${card._id}`)).text();
    expect(html).toContain('Price your order');
    expect(html).toContain('100 × ₹18 = ₹1,800');
    expect(html).toContain(`/api/listings/${card._id}/preview`);
    expect(html).toMatch(/<img[^>]*alt="Preview of your card"[^>]*>/);
  });

  test(
    '300 with gold foil, the names in Hindi on the preview, the quote on WhatsApp, the answer and the approval',
    { tag: '@phone' },
    async ({ quotes, page, request, baseURL }) => {
      // One visitor's whole journey (two pages, two accessibility runs, a drawn preview): more than one step's time.
      test.setTimeout(60_000);
      const card = await quotes.createCard();
      await page.goto(`/list/${card._id}`);
      const builder = page.getByRole('region', { name: 'Price your order' });
      const estimate = builder.locator('#quote-estimate');
      await expect(estimate).toHaveText('100 × ₹18 = ₹1,800');

      // The price: the tier of 250 and the gold foil's surcharge.
      await builder.getByLabel('Quantity', { exact: true }).fill('99');
      await expect(builder.getByText('Minimum order is 100 pieces.')).toBeVisible();
      await builder.getByLabel('Quantity', { exact: true }).fill('300');
      await builder.getByRole('group', { name: 'Foil' }).getByText('Gold +₹6').click();
      await expect(builder.getByRole('radio', { name: 'Gold +₹6' })).toBeChecked();
      await expect(estimate).toHaveText('300 × ₹16.50 = ₹4,950');

      // The names, typed as a phone keyboard would, drawn by the server once typing pauses.
      const preview = builder.getByRole('img', { name: 'Preview of your card' });
      // Lazily loaded below the fold on a phone: in view, whatever the browser's distance threshold.
      await preview.scrollIntoViewIfNeeded();
      await expect.poll(() => previewState(preview)).toEqual({ names: null, loaded: true });
      await builder.getByLabel('Names', { exact: true }).pressSequentially(NAMES, { delay: 20 });
      await expect.poll(() => previewState(preview), { timeout: 10_000 }).toEqual({ names: NAMES, loaded: true });
      const drawn = await request.get((await preview.getAttribute('src'))!);
      expect(drawn.headers()['content-type']).toBe('image/webp');

      await expectTouchTargets(page);
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousAxeProblems(page)).toEqual([]);

      // Request quote → the saved quote and the message for the shop.
      await builder.getByLabel('Your name', { exact: true }).fill('Priya');
      await builder.getByLabel('Phone', { exact: true }).fill('+91 98220 12345');
      await builder.getByRole('button', { name: 'Request quote' }).click();
      await expect(builder.getByText('Your quote is saved.')).toBeVisible();
      const quoteLink = builder.getByRole('link', { name: 'See your quote' });
      const quotePath = (await quoteLink.getAttribute('href'))!;
      expect(quotePath).toMatch(/^\/quote\/[0-9a-f]{32}$/);
      const whatsapp = builder.getByRole('link', { name: 'Send on WhatsApp' });
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      await expect(whatsapp).toHaveAttribute('rel', /noopener/);
      const message = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!;
      expect(message).toContain('Quantity: 300');
      expect(message).toContain('Foil: Gold');
      expect(message).toContain(`Names: ${NAMES}`);
      expect(message).toContain('₹4,950');
      expect(message).toContain(`${baseURL}${quotePath}`);
      expect(await scrollsSideways(page)).toBe(false);

      // The quote page: what was asked, not yet answered.
      await quoteLink.click();
      await expect(page).toHaveURL(quotePath);
      await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible();
      await expect(page.getByRole('link', { name: card.title })).toHaveAttribute('href', `/list/${card._id}`);
      await expect(page.getByText('300 × ₹16.50 = ₹4,950')).toBeVisible();
      await expect(page.getByText('Stage:').locator('..')).toHaveText('Stage:New');
      await expect(page.getByRole('button', { name: 'Approve for printing' })).toHaveCount(0);

      // The owner prices it; the visitor's page shows the answer.
      const token = quotePath.split('/').at(-1)!;
      const owned = await quotes.quoteByToken(token);
      await quotes.answer(owned._id, { finalPrice: '4500', note: 'Gold foil on both sides, ready in 5 days.' });
      const res = await page.goto(quotePath);
      expect(res?.status()).toBe(200);
      expect(await res?.text()).toContain('<meta name="robots" content="noindex">');
      await expect(page.getByText('Final price: ₹4,500')).toBeVisible();
      await expect(page.getByText('Gold foil on both sides, ready in 5 days.')).toBeVisible();
      await expect(page.getByText('Stage:').locator('..')).toHaveText('Stage:Quoted');
      await expect(page.getByText('Order number:').locator('..')).toHaveText(`Order number:${(await quotes.quoteByToken(token)).orderNumber}`);
      await expect.poll(() => previewState(page.getByRole('img', { name: 'Preview of your card' }))).toEqual({ names: NAMES, loaded: true });
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousAxeProblems(page)).toEqual([]);

      // Approve for printing, with the box ticked: recorded with its time.
      await page.getByRole('checkbox', { name: 'I have checked the names, dates, spellings and numbers' }).check();
      await page.getByRole('button', { name: 'Approve for printing' }).click();
      await expect(page.getByText('Proof approved. Thank you!')).toBeVisible();
      await expect(page.getByText(/^Proof 1 approved on \d{1,2} \w{3} \d{4}/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Approve for printing' })).toHaveCount(0);
      const stored = await (await request.get(`/api/quotes/${token}`)).json();
      expect(Date.parse(stored.approvedAt)).toBeGreaterThan(Date.now() - 60_000);
      await page.reload();
      await expect(page.getByText(/^Proof 1 approved on /)).toBeVisible();
      await expect(page.getByText('Stage:').locator('..')).toHaveText('Stage:Approved');
      const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
      await expect(timeline).toHaveCount(3);
      await expect(timeline.nth(2)).toContainText(/^Approved \d{1,2} \w{3} \d{4}/);

      // The owner dispatches it: the page shows the courier and the tracking number.
      await quotes.payAdvance(owned._id);
      for (const stage of ['in_production', 'ready'] as const) await quotes.answer(owned._id, { stage });
      await quotes.answer(owned._id, { stage: 'dispatched', courier: 'Blue Dart', trackingNo: '90817263' });
      await page.reload();
      await expect(page.getByText('Stage:').locator('..')).toHaveText('Stage:Dispatched');
      await expect(timeline).toHaveCount(6);
      await expect(timeline.nth(5)).toContainText('Courier: Blue Dart · Tracking no.: 90817263');
      expect(await scrollsSideways(page)).toBe(false);
    },
  );

  test('an unknown quote answers 404 "Quote not found", never indexed', async ({ page, request, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const path = `/quote/${'0'.repeat(32)}`;
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Quote not found' })).toBeVisible();
  });

  test('quote pages are never in the sitemap', async ({ request }) => {
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/quote/');
  });
});

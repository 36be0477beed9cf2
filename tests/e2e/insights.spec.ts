import { loginAsAdmin } from './support/admin.ts';
import { expect, test } from './support/item-api.ts';
import { unique } from './support/shop-api.ts';
import { seriousAxeProblems } from './support/ui.ts';

/**
 * Issue 11: a visitor browses, the owner sees it. The visitor's browser says it is an ordinary
 * phone: Playwright's own "HeadlessChrome" is, rightly, not counted as a person (which also keeps
 * the other specs' visits out of these figures).
 */
test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36' });

test(
  'after browsing as a visitor (two designs, a WhatsApp tap) the owner sees the design in the week’s top lists',
  { tag: '@phone' },
  async ({ page, api, items }) => {
    test.setTimeout(60_000);
    await api.ensureSiteConfig();
    const category = await api.createCategory(unique('Insight cat'));
    const subcategory = await api.createSubcategory(category);
    const first = await items.createItem({ category, subcategory, title: unique('Peacock card'), images: 1 });
    const second = await items.createItem({ category, subcategory, title: unique('Lotus card'), images: 1 });

    // The visitor: a server-rendered item page, a tap on WhatsApp (the chat app is not reachable here).
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'WhatsApp' }));
    await page.goto(`/list/${first._id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    const tap = page.waitForRequest((r) => r.url().endsWith('/api/counts') && r.method() === 'POST');
    const chat = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Enquire on WhatsApp' }).click();
    expect((await tap).postDataJSON()).toEqual({ kind: 'whatsapp', listingId: first._id });
    await (await chat).close();
    // Then the second design, reached inside the storefront (no new document: its JSON read is the view).
    // The row asks for its items only when it nears the screen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByRole('region', { name: 'More like this' })
      .getByRole('link', { name: new RegExp(second.title) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();

    // The owner: the week at a glance on the dashboard, then the Insights tab.
    await loginAsAdmin(page);
    await page.goto('/admin?tab=listings');
    const week = page.getByRole('region', { name: 'This week' });
    await expect(week).toContainText(/\d+ views · \d+ WhatsApp taps · \d+ quotes/);
    await week.getByRole('button', { name: 'See Insights' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    const viewed = page.getByRole('region', { name: 'Most viewed designs' });
    await expect(viewed.getByRole('link', { name: first.title })).toBeVisible();
    await expect(viewed.getByRole('link', { name: second.title })).toBeVisible();
    const enquired = page.getByRole('region', { name: 'Most enquired designs' });
    await expect(enquired.getByRole('listitem').filter({ hasText: first.title })).toContainText('1enquiries · 1 views');
    await expect(enquired.getByRole('link', { name: second.title })).toHaveCount(0);
    // The chart is drawn, at the width of its box (no sideways scrolling on a phone).
    const chart = page.getByTestId('insights-chart');
    await expect(chart.locator('canvas')).toBeVisible();
    // Laid out by uPlot's stylesheet: the plot and its legend both inside the box, the legend under the plot.
    const [frame, plot, legend] = await Promise.all([chart, chart.locator('canvas'), chart.locator('.u-legend')].map((l) => l.boundingBox()));
    expect(plot!.y + plot!.height).toBeLessThanOrEqual(frame!.y + frame!.height + 1);
    expect(legend!.y).toBeGreaterThanOrEqual(plot!.y + plot!.height - 1);
    expect(legend!.y + legend!.height).toBeLessThanOrEqual(frame!.y + frame!.height + 1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAxeProblems(page, { within: '#admin-main' })).toEqual([]);
    await page.getByRole('button', { name: '30 days' }).click();
    await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(viewed.getByRole('link', { name: first.title })).toBeVisible();
  },
);

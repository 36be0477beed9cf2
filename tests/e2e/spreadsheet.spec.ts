import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { loginAsAdmin } from './support/admin.ts';
import { expect, test } from './support/catalogue-api.ts';
import { unique } from './support/shop-api.ts';
import { scrollsSideways, seriousAxeProblems } from './support/ui.ts';

/**
 * Issue 11, items 3 and 4, as the owner does it: export the listings, change prices in the
 * spreadsheet, check the file, import it; the catalogue feed shows the new price.
 */
test('exports the listings, checks then imports a file with changed prices, and the feed follows', async ({ page, api, catalogue }, info) => {
  await api.ensureSiteConfig();
  const category = await api.createCategory(unique('Sheet cat'));
  const subcategory = await api.createSubcategory(category);
  const first = await catalogue.createListing({ title: unique('Sheet card A'), category, subcategory, price: '100', images: 1 });
  const second = await catalogue.createListing({ title: unique('Sheet card B'), category, subcategory, price: '200', images: 1 });

  await loginAsAdmin(page);
  await page.goto('/admin?tab=spreadsheet');
  await expect(page.getByRole('heading', { level: 1, name: 'Spreadsheet & feeds' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const exported = await fs.readFile((await (await download).path())!);
  expect(exported.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

  // Only this test's rows go back (other tests add listings meanwhile): rows left out are left alone.
  const rows = (parse(exported, { bom: true, columns: true }) as Record<string, string>[]).filter((r) => r.id === first._id || r.id === second._id);
  expect(rows).toHaveLength(2);
  const changed = rows.map((r) => ({ ...r, price: String(Number(r.price) + 50) }));
  const edited = info.outputPath('prices.csv');
  await fs.writeFile(edited, stringify([Object.keys(changed[0]!), ...changed.map((r) => Object.values(r))], { bom: true, record_delimiter: 'windows' }));

  const form = page.getByRole('form', { name: 'Import listings' });
  await form.getByLabel('CSV file', { exact: false }).setInputFiles(edited);
  await expect(form.getByRole('button', { name: 'Import' })).toBeDisabled();
  await form.getByRole('button', { name: 'Check file' }).click();
  await expect(form.getByRole('status')).toHaveText('Checked 2 rows: 0 new, 2 changed, 0 unchanged. Nothing has been written yet.');
  expect((await catalogue.listing(first._id))?.price).toBe('100');
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(form.getByRole('status')).toHaveText('Imported 2 rows: 0 new, 2 changed, 0 unchanged.');
  expect((await catalogue.listing(first._id))?.price).toBe('150');
  expect((await catalogue.listing(second._id))?.price).toBe('250');

  // The Google feed, read by the browser's own (strict) XML parser.
  const feed = page.getByRole('link', { name: /\/feeds\/catalogue\.xml$/ });
  const xml = await (await page.request.get((await feed.getAttribute('href'))!)).text();
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const items = [...doc.getElementsByTagName('item')].map((item) => Object.fromEntries([...item.children].map((c) => [c.localName, c.textContent ?? ''])));
    return { errors: doc.getElementsByTagName('parsererror').length, items };
  }, xml);
  expect(parsed.errors).toBe(0);
  expect(parsed.items.find((i) => i.id === first._id)).toMatchObject({ title: first.title, price: '150.00 INR', availability: 'in_stock', condition: 'new' });
});

test('a file with bad rows imports nothing and names them', { tag: '@phone' }, async ({ page }, info) => {
  await loginAsAdmin(page);
  await page.goto('/admin?tab=spreadsheet');
  const file = info.outputPath('bad.csv');
  await fs.writeFile(file, '\ufefftitle,category,subcategory,price\r\n,Nowhere,Nothing,abc\r\n');
  const form = page.getByRole('form', { name: 'Import listings' });
  await form.getByLabel('CSV file', { exact: false }).setInputFiles(file);
  await form.getByRole('button', { name: 'Check file' }).click();
  await expect(form.getByRole('list', { name: 'Rows with problems' }).getByRole('listitem')).toHaveText(['Row 2: Fill all fields: title is required.']);
  await expect(form.getByRole('button', { name: 'Import' })).toBeDisabled();
  // Usable on a 360 px phone: nothing wider than the screen, nothing an audit calls serious.
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousAxeProblems(page, { within: 'main' })).toEqual([]);
});

import { parse } from 'csv-parse/sync';
import { Window } from 'happy-dom';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uniqueJpeg } from '../../test-support/fixtures.ts';
import { insertSiteConfigRow } from '../../test-support/table-rows.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { createListing, file, putListing, seedCatalogue } from '../listings/listings.test-support.ts';
import { cutOnWord, feedPrice } from './catalogue-feed.ts';
import { escapeXml } from './feed-formats.ts';

const t = useTestApp({ publicUrl: 'https://shop.example', pageCacheMb: 8 });
const PRICE = /^\d+\.\d{2} INR$/;
const REQUIRED = ['id', 'title', 'description', 'link', 'image_link', 'price', 'availability', 'brand', 'condition', 'product_type'] as const;
const LONG = `${'Handmade '.repeat(17)}wedding card with gold foil`;

async function shop() {
  const c = await seedCatalogue(t);
  await insertSiteConfigRow(t.app.db, { name: 'Shubh & Sons <Printers>' });
  const royal = await createListing(t, t.cookie, c, {
    title: LONG,
    description: '<p>Gold <b>foil</b> & "deckle" edges\u0007</p>',
    price: '1499.5',
    discountPrice: '999',
    images: file(await uniqueJpeg()),
  });
  await createListing(t, t.cookie, c, {
    title: 'Cup ]]> & <Trophy>',
    category: c.trophies,
    subcategory: c.trophiesPremium,
    price: '250',
    discountPrice: '300',
    images: file(await uniqueJpeg()),
  });
  await createListing(t, t.cookie, c, { title: 'No picture yet', price: '10' });
  return { c, royal };
}

const csvFeed = async () => parse((await t.app.inject({ url: '/feeds/catalogue.csv' })).body, { columns: true }) as Record<string, string>[];

describe('/feeds/catalogue.csv and .xml', () => {
  it('the CSV has every field Meta needs, prices as "123.00 INR", titles ≤ 150 cut on a word, no session needed', async () => {
    await shop();
    const res = await t.app.inject({ url: '/feeds/catalogue.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const items = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(items).toHaveLength(2);
    for (const item of items) {
      for (const field of REQUIRED) expect(item[field], field).toBeTruthy();
      expect(item.price).toMatch(PRICE);
      expect([...item.title!].length).toBeLessThanOrEqual(150);
      expect(item).toMatchObject({ availability: 'in stock', condition: 'new', brand: 'Shubh & Sons <Printers>' });
      expect(item.link).toBe(`https://shop.example/list/${item.id}`);
      expect(item.image_link).toMatch(/^https:\/\/shop\.example\/media\/share\/[0-9a-f]{32}\.jpg$/);
    }
    const royal = items.find((i) => i.title!.startsWith('Handmade'))!;
    expect(LONG.startsWith(royal.title!)).toBe(true);
    expect(royal.title!.endsWith('Handmade')).toBe(true);
    expect(royal).toMatchObject({
      price: '1499.50 INR',
      sale_price: '999.00 INR',
      description: 'Gold foil & "deckle" edges',
      product_type: 'Wedding Cards > Premium',
    });
    // A "discount" above the price is no sale.
    expect(items.find((i) => i.title!.startsWith('Cup'))).toMatchObject({ sale_price: '', product_type: 'Trophies > Premium' });
  });

  it('the image link is a JPEG of at least 500 px', async () => {
    await shop();
    const [item] = await csvFeed();
    const image = await t.app.inject({ url: new URL(item!.image_link!).pathname });
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.min(meta.width!, meta.height!)).toBeGreaterThanOrEqual(500);
  });

  it('the XML is well-formed RSS 2.0 with the g: namespace, escaped, with the same fields', async () => {
    await shop();
    const res = await t.app.inject({ url: '/feeds/catalogue.xml' });
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    // No bare & or < in any text: each is an entity.
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    // eslint-disable-next-line no-control-regex -- no control character may reach the XML
    expect(res.body).not.toMatch(/[\u0000-\u0008]/);
    const doc = new new Window().DOMParser().parseFromString(res.body, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('xmlns:g')).toBe('http://base.google.com/ns/1.0');
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(2);
    for (const item of items) {
      const field = (name: string) => item.getElementsByTagName(`g:${name}`)[0]?.textContent ?? '';
      for (const name of REQUIRED) expect(field(name), name).not.toBe('');
      expect(field('price')).toMatch(PRICE);
      expect(field('availability')).toBe('in_stock');
      expect(field('brand')).toBe('Shubh & Sons <Printers>');
    }
    const cup = items.find((i) => i.getElementsByTagName('g:title')[0]!.textContent!.startsWith('Cup'))!;
    expect(cup.getElementsByTagName('g:title')[0]!.textContent).toBe('Cup ]]> & <Trophy>');
  });

  it('is kept per data version: a second read comes from the cache, a change shows at once', async () => {
    const { c, royal } = await shop();
    expect((await t.app.inject({ url: '/feeds/catalogue.xml' })).headers['x-cache']).toBe('miss');
    expect((await t.app.inject({ url: '/feeds/catalogue.xml' })).headers['x-cache']).toBe('hit');
    const put = await putListing(t, t.cookie, royal._id, { price: '1799', category: c.wedding });
    expect(put.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/feeds/catalogue.xml' });
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toContain('<g:price>1799.00 INR</g:price>');
  });
});

describe('formulas in the feeds (issue 16, item 8)', () => {
  const FORMULAS = ['=HYPERLINK("http://x","y")', '+91 print', '-50% off', '@SUM(A1)', '\t=1+2', '\r@cmd'];

  it('the CSV guards every cell that Excel would run, as the listings export does; the XML carries the text as typed', async () => {
    const c = await seedCatalogue(t);
    await insertSiteConfigRow(t.app.db, { name: '=Shop' });
    for (const title of FORMULAS) await createListing(t, t.cookie, c, { title, description: '-desc', images: file(await uniqueJpeg()) });
    const items = await csvFeed();
    expect(items.map((i) => i.title).sort()).toEqual(["'+91 print", "'-50% off", "'=1+2", '\'=HYPERLINK("http://x","y")', "'@SUM(A1)", "'@cmd"]);
    for (const item of items) {
      expect(item).toMatchObject({ description: "'-desc", brand: "'=Shop" });
      for (const cell of Object.values(item)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    // Google reads XML, not formulas: the XML keeps the title (escaped).
    const xml = (await t.app.inject({ url: '/feeds/catalogue.xml' })).body;
    expect(xml).toContain('<g:title>=HYPERLINK(&quot;http://x&quot;,&quot;y&quot;)</g:title>');
    expect(xml).toContain('<g:brand>=Shop</g:brand>');
    expect(xml).not.toContain("<g:title>'");
  });
});

describe('feed helpers', () => {
  it('formats prices, cuts titles on a word, escapes XML', () => {
    expect(['0', '5', '499.5', '1499.05', '1234567890.99'].map(feedPrice)).toEqual(['0.00 INR', '5.00 INR', '499.50 INR', '1499.05 INR', '1234567890.99 INR']);
    expect(cutOnWord('one two three', 9)).toBe('one two');
    expect(cutOnWord('x'.repeat(200), 150)).toHaveLength(150);
    expect([...cutOnWord('शुभ '.repeat(60), 150)].length).toBeLessThanOrEqual(150);
    expect(escapeXml(`a & b < c > d " e ' f \u0001 \ud800`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f  ');
  });
});

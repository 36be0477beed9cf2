import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { uniqueJpeg } from '../../test-support/fixtures.ts';
import { insertSiteConfigRow } from '../../test-support/table-rows.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { createListing, file, seedCatalogue } from '../listings/listings.test-support.ts';

const t = useTestApp({ publicUrl: 'https://shop.example', pageCacheMb: 8 });

async function shop() {
  const c = await seedCatalogue(t);
  await insertSiteConfigRow(t.app.db, { name: 'Shubh & Sons' });
  await t.app.db.updateTable('site_configs').set({ name_hi: 'शुभ एंड संस' }).execute();
  const translated = await createListing(t, t.cookie, c, {
    title: 'Royal card',
    description: 'Gold foil',
    translations: JSON.stringify({ hi: { title: 'शाही <शादी> & कार्ड', description: '<p>सुनहरी पन्नी</p>' } }),
    images: file(await uniqueJpeg()),
  });
  const english = await createListing(t, t.cookie, c, { title: 'Trophy', description: 'Brass', images: file(await uniqueJpeg()) });
  return { translated, english };
}

const itemsOf = (xml: string) => {
  const doc = new new Window().DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const field = (item: { getElementsByTagName: (n: string) => ArrayLike<{ textContent: string | null }> }, name: string) =>
    item.getElementsByTagName(`g:${name}`)[0]?.textContent ?? '';
  return {
    doc,
    items: [...doc.getElementsByTagName('item')].map((i) => ({
      id: field(i, 'id'),
      title: field(i, 'title'),
      description: field(i, 'description'),
      link: field(i, 'link'),
    })),
  };
};

describe('/feeds/catalogue.xml?lang=hi (issue 19)', () => {
  it('has the Hindi titles and descriptions where written (else English), links to /hi/list/{id} and says its language', async () => {
    const { translated, english } = await shop();
    const res = await t.app.inject({ url: '/feeds/catalogue.xml?lang=hi' });
    expect(res.statusCode).toBe(200);
    const { doc, items } = itemsOf(res.body);
    expect(doc.getElementsByTagName('language')[0]?.textContent).toBe('hi');
    expect(doc.getElementsByTagName('title')[0]?.textContent).toBe('शुभ एंड संस');
    expect(items.find((i) => i.id === translated._id)).toEqual({
      id: translated._id,
      title: 'शाही <शादी> & कार्ड',
      description: 'सुनहरी पन्नी',
      link: `https://shop.example/hi/list/${translated._id}`,
    });
    expect(items.find((i) => i.id === english._id)).toMatchObject({
      title: 'Trophy',
      description: 'Brass',
      link: `https://shop.example/hi/list/${english._id}`,
    });
  });

  it('?lang=en and no lang are the English feed as before; anything else is a 400', async () => {
    const { translated } = await shop();
    const plain = await t.app.inject({ url: '/feeds/catalogue.xml' });
    const en = await t.app.inject({ url: '/feeds/catalogue.xml?lang=en' });
    expect(en.body).toBe(plain.body);
    expect(plain.body).not.toContain('<language>');
    expect(itemsOf(plain.body).items.find((i) => i.id === translated._id)).toMatchObject({
      title: 'Royal card',
      link: `https://shop.example/list/${translated._id}`,
    });
    for (const lang of ['mr', 'HI', 'hi&lang=en', '<script>']) {
      const res = await t.app.inject({ url: `/feeds/catalogue.xml?lang=${lang}` });
      expect(res.statusCode, lang).toBe(400);
      expect(res.json().message).toBe('lang must be en or hi.');
    }
  });

  it('is kept per language: each URL has its own cached answer', async () => {
    await shop();
    expect((await t.app.inject({ url: '/feeds/catalogue.xml?lang=hi' })).headers['x-cache']).toBe('miss');
    expect((await t.app.inject({ url: '/feeds/catalogue.xml' })).headers['x-cache']).toBe('miss');
    const again = await t.app.inject({ url: '/feeds/catalogue.xml?lang=hi' });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toContain('<language>hi</language>');
    expect((await t.app.inject({ url: '/feeds/catalogue.xml' })).body).not.toContain('<language>');
  });
});

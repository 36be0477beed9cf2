import { describe, expect, it } from 'vitest';
import { head as categoryHead } from '../storefront/category/category.server.ts';
import { categoryListingsQuery, categorySubcategoriesQuery } from '../storefront/category/category-queries.ts';
import { head as homeHead } from '../storefront/home/home.server.ts';
import { headContext, withHindi } from '../test-support/head-context.ts';
import { listing, subcategory, wedding } from '../test-support/listing-samples.ts';
import { site } from '../test-support/samples.ts';
import { listingHead } from '../storefront/lib/listing-head.ts';
import { listingQuery } from '../storefront/lib/listing-query.ts';
import { bannersQuery, categoriesQuery } from '../storefront/lib/queries.ts';
import { newArrivalsQuery } from '../storefront/home/home-queries.ts';

const CARD = listing(7, { title: 'Royal <Gold> "Card"', description: 'Gold foil,\n  200 gsm' });
const hindiSite = withHindi(site, { name: 'शर्मा प्रिंटर्स' });
const itemHead = (item: object, s = hindiSite) => listingHead(headContext(`/list/${CARD._id}`, [[listingQuery(CARD._id), item]], { site: s }), CARD._id);
const jsonLd = (head: { jsonLd?: unknown }) => [head.jsonLd].flat() as Record<string, unknown>[];

describe('heads of English pages (the English renderer)', () => {
  it("keep the owner's English text, even where a Hindi one exists", () => {
    const head = itemHead(withHindi(CARD, { title: 'शाही सुनहरा कार्ड' }));
    expect(head.title).toBe('Royal <Gold> "Card" | Sharma Printers');
    expect(head.description).toBe('₹1,500. Gold foil, 200 gsm');
    const [product, crumbs] = jsonLd(head);
    expect(product).toMatchObject({ '@type': 'Product', name: 'Royal <Gold> "Card"', inLanguage: 'en', url: `https://shop.example/list/${CARD._id}` });
    expect((crumbs!.itemListElement as { name: string; item: string }[]).map((c) => [c.name, c.item])).toEqual([
      ['Home', 'https://shop.example/'],
      ['Wedding Cards', `https://shop.example/subcategory/${wedding.category_uuid}`],
      ['Hindu', `https://shop.example/subcategory/${wedding.category_uuid}?sub=${CARD.subcategory_uuid}`],
      ['Royal <Gold> "Card"', `https://shop.example/list/${CARD._id}`],
    ]);
  });

  it('name the Hindi page as an alternate only when the listing has a Hindi title or description', () => {
    expect(itemHead(CARD).translated).toBe(false);
    expect(itemHead(withHindi(CARD, { title: '   ' })).translated).toBe(false);
    expect(itemHead(withHindi(CARD, { title: 'शाही कार्ड' })).translated).toBe(true);
    expect(itemHead(withHindi(CARD, { description: 'सुनहरी पन्नी' })).translated).toBe(true);
  });

  it('say the shop is being set up on the home page, in English', () => {
    const head = homeHead(
      headContext('/', [
        [categoriesQuery, []],
        [newArrivalsQuery, []],
        [bannersQuery, []],
      ]),
    );
    expect(head.notice).toBe('This shop is being set up. Please visit again soon.');
    expect(head.title).toBe('Print Shop');
  });

  it('describe a category page by its English names, its items linked at their English addresses', () => {
    const ctx = headContext(
      `/subcategory/${wedding.category_uuid}`,
      [
        [categoriesQuery, [withHindi(wedding, { name: 'शादी के कार्ड' })]],
        [categorySubcategoriesQuery(wedding.category_uuid), [subcategory('Hindu', 1)]],
        [categoryListingsQuery(wedding.category_uuid), [CARD]],
      ],
      { site, params: { id: wedding.category_uuid } },
    );
    const head = categoryHead(ctx);
    expect(head.title).toBe('Wedding Cards | Sharma Printers');
    expect(head.description).toBe('Wedding Cards by Sharma Printers: Hindu. 1 design to choose from.');
    expect(head.translated).not.toBe(false);
    expect(jsonLd(head)[0]).toMatchObject({ name: 'Wedding Cards', inLanguage: 'en', itemListElement: [{ url: `https://shop.example/list/${CARD._id}` }] });
  });
});

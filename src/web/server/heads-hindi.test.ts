import { describe, expect, it, vi } from 'vitest';
import { head as categoryHead } from '../storefront/category/category.server.ts';
import { categoryListingsQuery, categorySubcategoriesQuery } from '../storefront/category/category-queries.ts';
import { head as contactHead } from '../storefront/contact/contact.server.ts';
import { head as homeHead } from '../storefront/home/home.server.ts';
import { newArrivalsQuery } from '../storefront/home/home-queries.ts';
import { headContext, withHindi } from '../test-support/head-context.ts';
import { listing, subcategory, wedding } from '../test-support/listing-samples.ts';
import { site } from '../test-support/samples.ts';
import { listingHead } from '../storefront/lib/listing-head.ts';
import { listingQuery } from '../storefront/lib/listing-query.ts';
import { bannersQuery, categoriesQuery } from '../storefront/lib/queries.ts';

// What the Hindi build does (vite.config.ts, WEB_LANG=hi): every import of the dictionary is hi.ts.
vi.mock('../storefront/i18n/messages.ts', () => import('../storefront/i18n/hi.ts'));

const CARD = listing(7, { title: 'Royal Card', description: 'Gold foil', moq: 50 });
const ID = CARD._id;
const hindiSite = withHindi(site, { name: 'शर्मा प्रिंटर्स', address: 'स्टेशन रोड, गोंदिया' });
const itemHead = (item: object, s: typeof site | null = hindiSite) => listingHead(headContext(`/list/${ID}`, [[listingQuery(ID), item]], { site: s }), ID);
const jsonLd = (head: { jsonLd?: unknown }) => [head.jsonLd].flat() as Record<string, unknown>[];

describe('heads of Hindi pages (the Hindi renderer)', () => {
  it("give an item's Hindi title and description, its JSON-LD in Hindi at its /hi/ address", () => {
    const item = withHindi(CARD, { title: 'शाही कार्ड <"विवाह">', description: 'सुनहरी\n  पन्नी' });
    const head = itemHead(item);
    expect(head.title).toBe('शाही कार्ड <"विवाह"> | शर्मा प्रिंटर्स');
    expect(head.description).toBe('₹1,500, कम से कम 50 का ऑर्डर। सुनहरी पन्नी');
    expect(head.translated).toBe(true);
    const [product, crumbs] = jsonLd(head);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'शाही कार्ड <"विवाह">',
      description: 'सुनहरी पन्नी',
      inLanguage: 'hi',
      url: `https://shop.example/hi/list/${ID}`,
      offers: { url: `https://shop.example/hi/list/${ID}`, price: '1500', priceCurrency: 'INR' },
    });
    const steps = crumbs!.itemListElement as { name: string; item: string }[];
    expect(steps[0]).toMatchObject({ name: 'होम', item: 'https://shop.example/hi/' });
    expect(steps.at(-1)).toMatchObject({ name: 'शाही कार्ड <"विवाह">', item: `https://shop.example/hi/list/${ID}` });
  });

  it('keep the English of an item with no Hindi text, say so (inLanguage en), and name no Hindi alternate', () => {
    const head = itemHead(CARD);
    expect(head.title).toBe('Royal Card | शर्मा प्रिंटर्स');
    expect(head.translated).toBe(false);
    expect(jsonLd(head)[0]).toMatchObject({ name: 'Royal Card', inLanguage: 'en', url: `https://shop.example/hi/list/${ID}` });
  });

  it('translate the titles of the pages and of a missing item, with the default name without a configuration', () => {
    expect(listingHead(headContext(`/list/${ID}`, []), ID).title).toBe('डिज़ाइन नहीं मिला | प्रिंट शॉप');
    expect(contactHead(headContext('/contact', [], { site: hindiSite }))).toEqual({
      title: 'संपर्क करें | शर्मा प्रिंटर्स',
      description: 'शर्मा प्रिंटर्स से संपर्क करें: फ़ोन, ईमेल, पता, WhatsApp, या इसी पेज से संदेश भेजें।',
    });
    // A shop whose owner gave no Hindi name keeps its English one.
    expect(contactHead(headContext('/contact', [], { site })).title).toBe('संपर्क करें | Sharma Printers');
  });

  it('write the setup notice in Hindi on /hi/, and the shop in Hindi in its JSON-LD', () => {
    expect(
      homeHead(
        headContext('/', [
          [categoriesQuery, []],
          [newArrivalsQuery, []],
          [bannersQuery, []],
        ]),
      ).notice,
    ).toBe('यह दुकान अभी तैयार की जा रही है। कृपया जल्द ही फिर आएँ।');
    const head = homeHead(
      headContext(
        '/',
        [
          [categoriesQuery, [withHindi(wedding, { name: 'शादी के कार्ड' })]],
          [newArrivalsQuery, [CARD]],
          [bannersQuery, []],
        ],
        { site: hindiSite },
      ),
    );
    expect(head.notice).toBeUndefined();
    expect(head.title).toBe('शर्मा प्रिंटर्स');
    expect(head.description).toMatch(/^शर्मा प्रिंटर्स: शादी और हर मौक़े के निमंत्रण कार्ड.* शादी के कार्ड देखें।$/);
    expect(jsonLd(head)[0]).toMatchObject({ name: 'शर्मा प्रिंटर्स', url: 'https://shop.example/hi/', address: { streetAddress: 'स्टेशन रोड, गोंदिया' } });
  });

  it('describe a category by its Hindi names where the owner gave them, and stay a Hindi page where not', () => {
    const answers = (cat: typeof wedding): Parameters<typeof headContext>[1] => [
      [categoriesQuery, [cat]],
      [categorySubcategoriesQuery(wedding.category_uuid), [withHindi(subcategory('Hindu', 1), { name: 'हिंदू' }), subcategory('Jain', 2)]],
      [categoryListingsQuery(wedding.category_uuid), [withHindi(CARD, { title: 'शाही कार्ड' }), listing(8)]],
    ];
    const opts = { site: hindiSite, params: { id: wedding.category_uuid } };
    const head = categoryHead(headContext(`/subcategory/${wedding.category_uuid}`, answers(withHindi(wedding, { name: 'शादी के कार्ड' })), opts));
    expect(head.title).toBe('शादी के कार्ड | शर्मा प्रिंटर्स');
    expect(head.description).toBe('शर्मा प्रिंटर्स के शादी के कार्ड: हिंदू, Jain। चुनने के लिए 2 डिज़ाइन।');
    const [list, crumbs] = jsonLd(head);
    expect(list).toMatchObject({
      name: 'शादी के कार्ड',
      inLanguage: 'hi',
      itemListElement: [
        { position: 1, name: 'शाही कार्ड', url: `https://shop.example/hi/list/${ID}` },
        { position: 2, name: 'Card 8', url: `https://shop.example/hi/list/${listing(8)._id}` },
      ],
    });
    expect((crumbs!.itemListElement as { item: string }[]).map((c) => c.item)).toEqual([
      'https://shop.example/hi/',
      `https://shop.example/hi/subcategory/${wedding.category_uuid}`,
    ]);
    const untranslated = categoryHead(headContext(`/subcategory/${wedding.category_uuid}`, answers(wedding), opts));
    expect(untranslated.title).toBe('Wedding Cards | शर्मा प्रिंटर्स');
    expect(untranslated.translated).not.toBe(false);
  });
});

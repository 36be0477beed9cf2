import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSiteConfigRow } from '../../test-support/table-rows.ts';
import { createListing, openShop, postListing, putListing, type ShopTestApp } from './listings.test-support.ts';

const HOSTILE = 'हाथ का बना <b>&"';
const OPTIONS = [
  {
    name: 'Paper',
    translations: { hi: { name: 'कागज़' } },
    choices: [
      { label: 'Glossy', surcharge: '0', translations: { hi: { label: 'चमकदार' } } },
      { label: 'Handmade', surcharge: '4', translations: { hi: { label: `  ${HOSTILE}  ` } } },
    ],
  },
  // No Hindi at all: reads exactly as before issue 28.
  { name: 'Foil', choices: [{ label: 'Gold', surcharge: '6' }] },
];
const FIELDS = [
  { key: 'groom', label: 'Groom', translations: { hi: { label: 'दूल्हे का नाम' } }, x: 0.1, y: 0.1, w: 0.8, h: 0.1 },
  { key: 'date', label: 'Date', x: 0.1, y: 0.5, w: 0.8, h: 0.1 },
];
const SAVED_OPTIONS = [
  {
    name: 'Paper',
    translations: { hi: { name: 'कागज़' } },
    choices: [
      { label: 'Glossy', surcharge: '0', translations: { hi: { label: 'चमकदार' } } },
      { label: 'Handmade', surcharge: '4', translations: { hi: { label: HOSTILE } } },
    ],
  },
  { name: 'Foil', choices: [{ label: 'Gold', surcharge: '6' }] },
];

let t: ShopTestApp;
beforeAll(async () => {
  t = await openShop();
  await insertSiteConfigRow(t.app.db, { name: 'Shree Printers', phone: '98765 43210' });
});
afterAll(() => t?.close());

const read = async (id: string) => (await t.app.inject({ url: `/api/listings/${id}` })).json();

describe('Hindi names of options, choices and zones through the listing calls (issue 28)', () => {
  it('saves them from the form (JSON text), answers them on every read, and keeps them through an edit that leaves the lists out', async () => {
    const created = await createListing(t, t.cookie, t.catalogue, { options: JSON.stringify(OPTIONS), fields: JSON.stringify(FIELDS) });
    expect(created.options).toEqual(SAVED_OPTIONS);
    expect(created.options[1]).not.toHaveProperty('translations');
    const read1 = await read(created._id);
    expect(read1.options).toEqual(SAVED_OPTIONS);
    expect(read1.fields[0]).toMatchObject({ key: 'groom', label: 'Groom', translations: { hi: { label: 'दूल्हे का नाम' } } });
    expect(read1.fields[1]).not.toHaveProperty('translations');
    const edited = await putListing(t, t.cookie, created._id, { title: 'Renamed' });
    expect(edited.json().options).toEqual(SAVED_OPTIONS);
  });

  it('clears a Hindi name sent blank', async () => {
    const created = await createListing(t, t.cookie, t.catalogue, { options: JSON.stringify(OPTIONS) });
    const blank = [{ ...OPTIONS[0], translations: { hi: { name: ' ' } } }, OPTIONS[1]];
    const res = await putListing(t, t.cookie, created._id, { options: JSON.stringify(blank) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(created._id)).options[0]).not.toHaveProperty('translations');
  });

  it.each([
    ['options', [{ ...OPTIONS[0], translations: { hi: { name: 'क'.repeat(61) } } }], 'An option name in Hindi must be at most 60 characters.'],
    [
      'options',
      [{ name: 'Foil', choices: [{ label: 'Gold', surcharge: '6', translations: { hi: { label: 'सो\u0000ना' } } }] }],
      'A choice in Hindi must not contain NUL characters.',
    ],
    ['fields', [{ ...FIELDS[0], translations: { en: { label: 'Groom' } } }], 'translations may only hold "hi" (Hindi).'],
  ])('refuses a bad Hindi name in %s with a 400 that says why, and stores nothing', async (key, list, message) => {
    const before = (await t.app.inject({ url: '/api/listings' })).json().length;
    const res = await postListing(t, t.cookie, {
      title: 'Bad',
      category: t.catalogue.wedding,
      subcategory: t.catalogue.weddingPremium,
      price: '20',
      [key]: JSON.stringify(list),
    });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect((await t.app.inject({ url: '/api/listings' })).json().length).toBe(before);
  });

  it('needs a session to save them', async () => {
    const res = await postListing(t, undefined, {
      title: 'No session',
      category: t.catalogue.wedding,
      subcategory: t.catalogue.weddingPremium,
      price: '20',
      options: JSON.stringify(OPTIONS),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("a Hindi customer's quote names them in Hindi (issue 28)", () => {
  const ask = (listingId: string, lang: 'en' | 'hi') =>
    t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: {
        listingId,
        quantity: 100,
        choices: { Paper: 'Handmade', Foil: 'Gold' },
        texts: { groom: 'राहुल', date: '5 Dec' },
        name: 'प्रिया',
        phone: '98220 12345',
        lang,
      },
    });
  const linesOf = (whatsappUrl: string) => new URL(whatsappUrl).searchParams.get('text')!.split('\n');

  it('keeps the English names in the quote, answers the Hindi ones beside them, and writes the Hindi message with them', async () => {
    const listing = await createListing(t, t.cookie, t.catalogue, {
      options: JSON.stringify(OPTIONS),
      fields: JSON.stringify(FIELDS),
      translations: JSON.stringify({ hi: { title: 'शाही कार्ड' } }),
    });
    const res = await ask(listing._id, 'hi');
    expect(res.statusCode, res.body).toBe(201);
    const { token, whatsappUrl } = res.json();
    const page = (await t.app.inject({ url: `/api/quotes/${token}` })).json();
    expect(page.choices).toEqual({ Paper: 'Handmade', Foil: 'Gold' });
    expect(page.texts.map((x: { label: string }) => x.label)).toEqual(['Groom', 'Date']);
    expect(page.translations).toEqual({ hi: { title: 'शाही कार्ड', choices: { Paper: { name: 'कागज़', label: HOSTILE } }, texts: { groom: 'दूल्हे का नाम' } } });
    const lines = linesOf(whatsappUrl);
    expect(lines).toEqual(expect.arrayContaining(['आइटम: शाही कार्ड', `कागज़: ${HOSTILE}`, 'Foil: Gold', 'दूल्हे का नाम: राहुल', 'Date: 5 Dec']));
    expect(lines.at(-1)).toMatch(new RegExp(`^कोटेशन: http.*/hi/quote/${token}$`));
  });

  it('writes the English message with the English names and the English page', async () => {
    const listing = await createListing(t, t.cookie, t.catalogue, { options: JSON.stringify(OPTIONS), fields: JSON.stringify(FIELDS) });
    const { token, whatsappUrl } = (await ask(listing._id, 'en')).json();
    const lines = linesOf(whatsappUrl);
    expect(lines).toEqual(expect.arrayContaining(['Paper: Handmade', 'Groom: राहुल']));
    expect(lines.at(-1)).toMatch(new RegExp(`^Quote: http.*[^i]/quote/${token}$`));
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { ListingSchema } from '../../../contract/catalogue.ts';
import { PRICE_MESSAGE } from '../../../contract/price-text.ts';
import { createdAs } from '../../test-support/answers.ts';
import { png, SVG, uniqueJpeg, webp } from '../../test-support/fixtures.ts';
import { mediaFiles } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { createListing, file, postListing, seedCatalogue, type Catalogue } from './listings.test-support.ts';

const t = useTestApp();
let c: Catalogue;
beforeEach(async () => {
  c = await seedCatalogue(t);
});

const base = () => ({ title: 'Royal Invite', category: c.wedding, subcategory: c.weddingPremium, price: '499' });

describe('creating a listing', () => {
  it('stores a listing with a PNG and a WebP image and answers the whole record', async () => {
    const res = await postListing(t, t.cookie, {
      ...base(),
      religions: c.hindu,
      price: '1499.50',
      discountPrice: '1299',
      moq: '50',
      favorite: '1',
      description: 'Gold foil, 2 inserts',
      location: 'Jaipur',
      images: [file(await png(), 'image/png', 'a.png'), file(await webp(), 'image/webp', 'b.webp')],
    });
    const listing = createdAs(res, ListingSchema);
    expect(listing).toMatchObject({
      title: 'Royal Invite',
      price: '1499.50',
      discountPrice: '1299',
      moq: 50,
      favorite: '1',
      description: 'Gold foil, 2 inserts',
      location: 'Jaipur',
      category: c.wedding,
      category_uuid: c.wedding,
      categoryName: 'Wedding Cards',
      subcategory: 'Premium',
      subcategory_uuid: c.weddingPremium,
      religions: c.hindu,
      religion_uuid: c.hindu,
      religionName: 'Hindu',
      listing_uuid: listing._id,
    });
    expect(listing.images).toHaveLength(2);
    expect(listing.images[0]).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    expect(listing.images[1]).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    for (const url of listing.images) expect((await t.app.inject({ url })).statusCode).toBe(200);

    // A visitor is answered the same record, less what it costs the shop (the owner's alone).
    const { finishing, ...visible } = listing;
    expect(finishing).toBe('0');
    expect((await t.app.inject({ url: `/api/listings/${listing._id}` })).json()).toEqual(visible);
    expect((await t.app.inject({ url: '/api/listings' })).json()).toEqual([visible]);
  });

  it('applies the defaults and keeps a price exactly as decimal text', async () => {
    const listing = await createListing(t, t.cookie, c, { price: '0499.', discountPrice: '' });
    expect(listing).toMatchObject({ price: '499', discountPrice: null, moq: 1, favorite: '0', description: '', religions: '', religionName: '', images: [] });
  });

  it('accepts category, subcategory and religion by name, the subcategory looked up within the category', async () => {
    const listing = await createListing(t, t.cookie, c, { category: 'trophies', subcategory: ' PREMIUM ', religions: 'muslim' });
    expect(listing).toMatchObject({ category: c.trophies, subcategory_uuid: c.trophiesPremium, religions: c.muslim });
    const wrong = await postListing(t, t.cookie, { ...base(), category: 'Trophies', subcategory: 'Classic' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/subcategory/i);
  });

  it('refuses an 11th image and keeps no file of the request', async () => {
    const images = await Promise.all(Array.from({ length: 11 }, async () => file(await uniqueJpeg(64, 48))));
    const res = await postListing(t, t.cookie, { ...base(), images });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Max 10 images allowed.' });
    expect(await mediaFiles(t)).toEqual([]);
    expect((await t.app.inject({ url: '/api/listings' })).json()).toEqual([]);
  });

  it('accepts images sent as images[] too, up to 10', async () => {
    const images = await Promise.all(Array.from({ length: 10 }, async () => file(await uniqueJpeg(64, 48))));
    const res = await postListing(t, t.cookie, { ...base(), 'images[]': images });
    expect(res.statusCode).toBe(201);
    expect(res.json().images).toHaveLength(10);
  });

  it('refuses a subcategory of another category, leaving no files behind', async () => {
    const res = await postListing(t, t.cookie, { ...base(), subcategory: c.trophiesPremium, images: [file(await uniqueJpeg())] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The subcategory does not belong to the chosen category.' });
    expect(await mediaFiles(t)).toEqual([]);
  });

  it('refuses an SVG (415) and keeps nothing', async () => {
    const res = await postListing(t, t.cookie, { ...base(), images: [file(await uniqueJpeg()), file(SVG, 'image/svg+xml', 'x.svg')] });
    expect(res.statusCode).toBe(415);
    expect(await mediaFiles(t)).toEqual([]);
  });

  it('answers each invalid field with a clear 400', async () => {
    const cases: [Record<string, string>, string | RegExp][] = [
      [{ title: '  ' }, 'Fill all fields'],
      [{ price: '' }, 'Fill all fields'],
      [{ category: '' }, 'Fill all fields'],
      [{ subcategory: '' }, 'Fill all fields'],
      [{ price: 'abc' }, PRICE_MESSAGE],
      [{ price: '1e3' }, PRICE_MESSAGE],
      [{ discountPrice: '12.345' }, /Discount price/],
      [{ moq: '0' }, /moq/],
      [{ moq: '2.5' }, /moq/],
      [{ favorite: 'yes' }, 'favorite must be 1 or 0.'],
      [{ category: 'Balloons' }, 'Unknown category.'],
      [{ category: '00000000-0000-4000-8000-000000000000' }, 'Unknown category.'],
      [{ religions: 'Martian' }, 'Unknown religion.'],
      [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters.'],
      [{ description: 'x'.repeat(5001) }, 'Description must be at most 5000 characters.'],
      [{ location: 'x'.repeat(201) }, 'Location must be at most 200 characters.'],
    ];
    for (const [fields, message] of cases) {
      const res = await postListing(t, t.cookie, { ...base(), ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toMatch(message instanceof RegExp ? message : new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    }
    const missing = await postListing(t, t.cookie, { title: 'Only a title' });
    expect(missing.json()).toEqual({ message: 'Fill all fields' });
    expect((await t.app.inject({ url: '/api/listings' })).json()).toEqual([]);
  });

  it('refuses every write without a session', async () => {
    const listing = await createListing(t, t.cookie, c);
    const post = await postListing(t, undefined, { ...base(), images: [file(await uniqueJpeg())] });
    const put = await t.app.inject({ method: 'PUT', url: `/api/listings/${listing._id}`, payload: { title: 'Hacked' } });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/listings/${listing._id}` });
    for (const res of [post, put, del]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please log in.' });
    }
    expect((await t.app.inject({ url: '/api/listings', headers: { cookie: t.cookie } })).json()).toEqual([listing]);
    expect(await mediaFiles(t)).toEqual([]);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', '%27%20or%201=1']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/listings/${id}`,
          headers: { cookie: t.cookie },
          ...(method === 'PUT' ? { payload: { title: 'x' } } : {}),
        });
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json()).toEqual({ message: 'Listing not found' });
      }
    }
  });
});

describe('category usage', () => {
  it('marks the category used once a listing uses it, and then refuses to delete it', async () => {
    const before = (await t.app.inject({ url: '/api/categories/with-usage' })).json();
    expect(before.find((x: { _id: string }) => x._id === c.wedding).isUsed).toBe(false);
    await createListing(t, t.cookie, c);
    const after = (await t.app.inject({ url: '/api/categories/with-usage' })).json();
    expect(after.find((x: { _id: string }) => x._id === c.wedding).isUsed).toBe(true);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/categories/${c.wedding}`, headers: { cookie: t.cookie } });
    expect(del.statusCode).toBe(409);
    expect((await t.app.inject({ url: '/api/listings' })).json()).toHaveLength(1);
  });
});

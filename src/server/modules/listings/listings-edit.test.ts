import { beforeEach, describe, expect, it } from 'vitest';
import { ListingSchema, type Listing } from '../../../contract/catalogue.ts';
import { uniqueJpeg } from '../../test-support/fixtures.ts';
import { mediaFiles } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { createListing, file, putListing, seedCatalogue, type Catalogue } from './listings.test-support.ts';

const t = useTestApp();
let c: Catalogue;
beforeEach(async () => {
  c = await seedCatalogue(t);
});

/** Each stored image is an original plus 3 widths × (webp, avif). */
const FILES_PER_IMAGE = 7;
const jpegs = (n: number) => Promise.all(Array.from({ length: n }, async () => file(await uniqueJpeg(64, 48))));
// As the owner reads it (with what it costs the shop), to compare with what the owner's saves answered.
const get = async (id: string): Promise<Listing> => (await t.app.inject({ url: `/api/listings/${id}`, headers: { cookie: t.cookie } })).json();

describe('editing a listing', () => {
  it('keeps the listed existing images in the given order, adds new ones and removes the files of the rest', async () => {
    const listing = await createListing(t, t.cookie, c, { images: await jpegs(3) });
    const [a, b, x] = listing.images as [string, string, string];
    const res = await putListing(t, t.cookie, listing._id, { title: 'Royal Invite v2', existingImages: JSON.stringify([b, a]), images: await jpegs(1) });
    expect(res.statusCode).toBe(200);
    const updated = ListingSchema.parse(res.json());
    expect(updated.title).toBe('Royal Invite v2');
    expect(updated.images.slice(0, 2)).toEqual([b, a]);
    expect(updated.images).toHaveLength(3);
    expect(updated.images).not.toContain(x);
    expect((await t.app.inject({ url: x })).statusCode).toBe(404);
    expect(await mediaFiles(t)).toHaveLength(3 * FILES_PER_IMAGE);
    expect(await get(listing._id)).toEqual(updated);
  });

  it('refuses a URL the listing does not have, or existingImages that is not a JSON list', async () => {
    const listing = await createListing(t, t.cookie, c, { images: await jpegs(1) });
    const other = await createListing(t, t.cookie, c, { images: await jpegs(1) });
    for (const existingImages of [
      JSON.stringify([...listing.images, 'https://evil.example/x.jpg']),
      JSON.stringify(other.images),
      JSON.stringify([listing.images[0], listing.images[0]]),
      'not json',
      '{"a":1}',
    ]) {
      const res = await putListing(t, t.cookie, listing._id, { existingImages, images: await jpegs(1) });
      expect(res.statusCode, existingImages).toBe(400);
      expect(res.json().message).toMatch(/existingImages/);
    }
    expect(await get(listing._id)).toEqual(listing);
    expect(await mediaFiles(t)).toHaveLength(2 * FILES_PER_IMAGE);
  });

  it('keeps the current images and appends new ones when existingImages is not sent', async () => {
    const listing = await createListing(t, t.cookie, c, { images: await jpegs(2) });
    const res = await putListing(t, t.cookie, listing._id, { price: '1499.50', images: await jpegs(1) });
    expect(res.statusCode).toBe(200);
    expect(res.json().images.slice(0, 2)).toEqual(listing.images);
    expect(res.json()).toMatchObject({ price: '1499.50', title: listing.title, subcategory_uuid: c.weddingPremium });
    expect(res.json().images).toHaveLength(3);
  });

  it('refuses more than 10 images in total, storing nothing', async () => {
    const listing = await createListing(t, t.cookie, c, { images: await jpegs(8) });
    const res = await putListing(t, t.cookie, listing._id, { images: await jpegs(3) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Max 10 images allowed.' });
    expect(await mediaFiles(t)).toHaveLength(8 * FILES_PER_IMAGE);
    const ok = await putListing(t, t.cookie, listing._id, { existingImages: JSON.stringify(listing.images.slice(0, 7)), images: await jpegs(3) });
    expect(ok.json().images).toHaveLength(10);
    expect(await mediaFiles(t)).toHaveLength(10 * FILES_PER_IMAGE);
  });

  it('refuses a required field sent blank, and a category its subcategory does not belong to', async () => {
    const listing = await createListing(t, t.cookie, c);
    for (const field of ['title', 'category', 'subcategory', 'price']) {
      const res = await putListing(t, t.cookie, listing._id, { [field]: ' ' });
      expect(res.json(), field).toEqual({ message: 'Fill all fields' });
    }
    const moved = await putListing(t, t.cookie, listing._id, { category: c.trophies });
    expect(moved.statusCode).toBe(400);
    const both = await putListing(t, t.cookie, listing._id, { category: c.trophies, subcategory: 'Premium', religions: c.muslim, favorite: '1' });
    expect(both.json()).toMatchObject({ category: c.trophies, subcategory_uuid: c.trophiesPremium, religionName: 'Muslim', favorite: '1' });
    const cleared = await putListing(t, t.cookie, listing._id, { religions: '', discountPrice: '' });
    expect(cleared.json()).toMatchObject({ religions: '', religionName: '', discountPrice: null, subcategory: 'Premium' });
  });

  it('renames with a JSON body carrying only the title (the All Listings dialog)', async () => {
    const listing = await createListing(t, t.cookie, c, { images: await jpegs(1) });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/listings/${listing._id}`,
      headers: { cookie: t.cookie },
      payload: { title: ' Renamed ', price: '1', images: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...listing, title: 'Renamed', updatedAt: res.json().updatedAt });
    expect(res.json().updatedAt > listing.updatedAt).toBe(true);
    const blank = await t.app.inject({ method: 'PUT', url: `/api/listings/${listing._id}`, headers: { cookie: t.cookie }, payload: { title: '' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Fill all fields' });
  });
});

describe('deleting a listing', () => {
  it('removes it and the files of its images, but not an image another listing still uses', async () => {
    const shared = file(await uniqueJpeg(64, 48));
    const listing = await createListing(t, t.cookie, c, { images: [shared, ...(await jpegs(1))] });
    const other = await createListing(t, t.cookie, c, { images: [shared] });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/listings/${listing._id}`, headers: { cookie: t.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Listing deleted' });
    expect((await t.app.inject({ url: `/api/listings/${listing._id}` })).statusCode).toBe(404);
    expect(await mediaFiles(t)).toHaveLength(FILES_PER_IMAGE);
    expect((await t.app.inject({ url: other.images[0]! })).statusCode).toBe(200);
  });
});

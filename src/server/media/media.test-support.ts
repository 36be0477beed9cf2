import { file, postListing, seedCatalogue } from '../modules/listings/listings.test-support.ts';
import { jpeg } from '../test-support/fixtures.ts';
import type { TestApp } from '../test-support/test-app.ts';

/**
 * The media tests' race (media-concurrency.test.ts on disk, media-in-bucket.test.ts in a bucket): the
 * owner signed in to a seeded catalogue, two photos, and a listing posted with the first unless told
 * other photos; many of them at once store one photo many times.
 */
export async function photoRace(t: TestApp) {
  const cookie = await t.login();
  const c = await seedCatalogue(t);
  const photo = await jpeg(1200, 900, { r: 90, g: 10, b: 140 });
  const other = await jpeg(1000, 700, { r: 5, g: 120, b: 30 });
  const listing = (title: string, images = [file(photo)]) =>
    postListing(t, cookie, { title, category: c.wedding, subcategory: c.weddingPremium, price: '250', images });
  return { cookie, photo, other, listing };
}

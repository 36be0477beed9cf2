import type { Listing } from '../../../src/contract/catalogue.ts';
import { test as base } from './fixtures.ts';
import { ShopApi, type ListingFields } from './shop-api.ts';

export type ItemFields = Omit<ListingFields, 'favorite' | 'religion' | 'imageWidth'>;

/** Listings with any number of images and every field (an empty description and location, 1 piece, unless said). */
export class ItemApi extends ShopApi {
  createItem(fields: ItemFields): Promise<Listing> {
    return this.createListing({ description: '', moq: 1, location: '', ...fields });
  }
}

/** The shared fixtures, plus `items` for listings with several (or no) images. */
export const test = base.extend<{ items: ItemApi }>({
  items: async ({ adminRequest }, use) => use(new ItemApi(adminRequest)),
});
export { expect } from './fixtures.ts';

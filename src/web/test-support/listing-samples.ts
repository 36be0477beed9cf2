import type { Listing, Subcategory } from '../../contract/catalogue.ts';
import { category } from './samples.ts';

const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const image = (n: number) => `/media/${String(n).padStart(32, 'c')}.jpg`;

export const wedding = category('Wedding Cards', 1);

export const subcategory = (name: string, n: number, imageUrl = `/media/${String(n).padStart(32, 'd')}.jpg`): Subcategory => ({
  _id: id('d', n),
  subcategory_uuid: id('d', n),
  name,
  imageUrl,
  categoryId: wedding.category_uuid,
  category: { _id: wedding._id, category_uuid: wedding.category_uuid, name: wedding.name },
  isUsed: true,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const at = '2025-01-01T00:00:00.000Z';

/**
 * Listing n: a ₹1500 Wedding Cards item (subcategory Hindu) with one image, everything else blank;
 * `fields` sets what a test is about. The one listing sample of the component tests, so a new
 * listing field gets its default here and nowhere else.
 */
export const listing = (n: number, fields: Partial<Listing> = {}): Listing => ({
  _id: id('e', n),
  listing_uuid: id('e', n),
  title: `Card ${n}`,
  description: '',
  price: '1500',
  discountPrice: null,
  moq: 1,
  favorite: '0',
  location: '',
  hsn: '',
  gstRate: '',
  uqc: 'NOS',
  images: [image(n)],
  category: wedding.category_uuid,
  category_uuid: wedding.category_uuid,
  categoryName: wedding.name,
  subcategory: 'Hindu',
  subcategory_uuid: id('d', 1),
  religions: '',
  religion_uuid: '',
  religionName: '',
  createdAt: at,
  updatedAt: at,
  priceTiers: [],
  options: [],
  fields: [],
  print: null,
  ...fields,
});

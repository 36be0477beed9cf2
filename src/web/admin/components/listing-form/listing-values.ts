import type { Listing } from '../../../../contract/catalogue.ts';
import { normalizePrice, PRICE_MESSAGE } from '../../../../contract/money.ts';
import { splitImages, type PickedImage } from '../image-picker.tsx';

/** The listing form's text fields; category, subcategory and religion hold uuids. */
export interface ListingValues {
  title: string;
  category: string;
  subcategory: string;
  religion: string;
  price: string;
  discountPrice: string;
  moq: string;
  description: string;
  location: string;
  /** No default: the admin must choose (spec §5). */
  favorite: '' | '1' | '0';
}

export type ListingField = keyof ListingValues;

export const FILL_ALL_FIELDS = 'Fill all fields';
export const RELIGION_REQUIRED = 'Please select a religion.';
export const FAVORITE_REQUIRED = 'Please choose Favorite: 1 or 0.';
export const DISCOUNT_MESSAGE = 'Discount price must be a number such as 499 or 499.50.';

export const EMPTY_VALUES: ListingValues = {
  title: '',
  category: '',
  subcategory: '',
  religion: '',
  price: '',
  discountPrice: '',
  moq: '1',
  description: '',
  location: '',
  favorite: '',
};

/** Edit prefills everything, category, subcategory and religion from their uuids (D-B12). */
export function valuesOf(listing: Listing): ListingValues {
  return {
    title: listing.title,
    category: listing.category_uuid,
    subcategory: listing.subcategory_uuid,
    religion: listing.religion_uuid,
    price: listing.price,
    discountPrice: listing.discountPrice ?? '',
    moq: String(listing.moq),
    description: listing.description,
    location: listing.location,
    favorite: listing.favorite,
  };
}

export interface Problem {
  /** The toast. */
  message: string;
  /** The fields to mark, the first one gets the focus. */
  fields: ListingField[];
}

const REQUIRED: ListingField[] = ['title', 'category', 'subcategory', 'price'];

/** The form's checks, in the order the admin sees them; null when it can be sent. */
export function checkValues(values: ListingValues): Problem | null {
  const missing = REQUIRED.filter((key) => !values[key].trim());
  if (missing.length > 0) return { message: FILL_ALL_FIELDS, fields: missing };
  if (normalizePrice(values.price) === null) return { message: PRICE_MESSAGE, fields: ['price'] };
  if (values.discountPrice.trim() && normalizePrice(values.discountPrice) === null) return { message: DISCOUNT_MESSAGE, fields: ['discountPrice'] };
  if (!values.religion) return { message: RELIGION_REQUIRED, fields: ['religion'] };
  if (!values.favorite) return { message: FAVORITE_REQUIRED, fields: ['favorite'] };
  return null;
}

/**
 * The multipart body of POST/PUT /api/listings. On edit, existingImages lists the kept images in
 * their new order (an empty list removes them all); new files follow them.
 */
export function listingFormData(values: ListingValues, images: readonly PickedImage[], editing: boolean): FormData {
  const form = new FormData();
  form.set('title', values.title.trim());
  form.set('category', values.category);
  form.set('subcategory', values.subcategory);
  form.set('religions', values.religion);
  form.set('price', values.price.trim());
  form.set('discountPrice', values.discountPrice.trim());
  form.set('moq', values.moq.trim() || '1');
  form.set('favorite', values.favorite);
  form.set('description', values.description.trim());
  form.set('location', values.location.trim());
  const { existing, files } = splitImages(images);
  if (editing) form.set('existingImages', JSON.stringify(existing));
  for (const file of files) form.append('images', file, file.name);
  return form;
}

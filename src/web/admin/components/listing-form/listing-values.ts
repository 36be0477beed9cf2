import type { Listing } from '../../../../contract/catalogue.ts';
import { normalizePrice, PRICE_MESSAGE } from '../../../../contract/price-text.ts';
import { splitImages, type PickedImage } from '../image-picker.tsx';
import { DISCOUNT_MESSAGE, FAVORITE_REQUIRED, FILL_ALL_FIELDS, LISTING_FIELDS, RELIGION_REQUIRED, type ListingField } from './listing-fields.ts';

/** The listing form's values, one text per field of LISTING_FIELDS. */
export type ListingValues = Record<ListingField, string>;
export { FILL_ALL_FIELDS };

const valuesBy = (value: (spec: (typeof LISTING_FIELDS)[number]) => string) =>
  Object.fromEntries(LISTING_FIELDS.map((spec) => [spec.name, value(spec)])) as ListingValues;

export const EMPTY_VALUES: ListingValues = valuesBy((spec) => spec.initial ?? '');

/** Edit prefills everything. */
export const valuesOf = (listing: Listing): ListingValues => valuesBy((spec) => spec.of(listing));

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
  for (const spec of LISTING_FIELDS) {
    const message = spec.check?.(values[spec.name]);
    if (message) return { message, fields: [spec.name] };
  }
  return null;
}

/**
 * The multipart body of POST/PUT /api/listings. On edit, existingImages lists the kept images in
 * their new order (an empty list removes them all); new files follow them.
 */
export function listingFormData(values: ListingValues, images: readonly PickedImage[], editing: boolean): FormData {
  const form = new FormData();
  const hindi: Record<string, string> = {};
  for (const spec of LISTING_FIELDS) {
    const value = spec.send ? spec.send(values[spec.name]) : values[spec.name].trim();
    // Every Hindi field is sent, blank ones too: blank clears a translation the owner removed.
    const inHindi: string | undefined = 'hindi' in spec ? spec.hindi : undefined;
    if (inHindi) hindi[inHindi] = value;
    else form.set(spec.part ?? spec.name, value);
  }
  form.set('translations', JSON.stringify({ hi: hindi }));
  const { existing, files } = splitImages(images);
  if (editing) form.set('existingImages', JSON.stringify(existing));
  for (const file of files) form.append('images', file, file.name);
  return form;
}

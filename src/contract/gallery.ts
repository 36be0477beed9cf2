import { file, form, isWebUrl, text } from './fields.ts';
import { normalizePrice, PRICE_MESSAGE } from './price-text.ts';

/** POST /api/images (multipart): an image and free text, all optional but the file. */
export const GalleryImageInputSchema = form({
  // The old app crashed the whole process on a form without a file; here it is a plain 400.
  image: file('Please select at least one file.'),
  title: text('title', 200, 'Title'),
  category: text('category', 200, 'Category'),
  subcategory: text('subcategory', 200, 'Subcategory'),
  size: text('size', 100, 'Size'),
  religions: text('religions', 200, 'Religions'),
  seoTitle: text('seoTitle', 200, 'SEO title'),
  seoDescription: text('seoDescription', 1000, 'SEO description'),
  seoKeywords: text('seoKeywords', 1000, 'SEO keywords'),
  price: text('price')
    .refine((v) => v === '' || normalizePrice(v) !== null, PRICE_MESSAGE)
    .transform((v) => (v === '' ? '' : normalizePrice(v)!)),
  instagramUrl: text('instagramUrl', 500, 'Instagram URL').refine(
    (v) => v === '' || isWebUrl(v),
    'Instagram URL must be a web address starting with http:// or https://.',
  ),
});

import { z } from 'zod';
import { listAnswer, storedRecord, textFields } from './answers.ts';
import { translationsAnswer } from './translations.ts';

export const CategorySchema = storedRecord({
  category_uuid: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  isUsed: z.boolean(),
  /** The name in Hindi, where written (issue 19). */
  translations: translationsAnswer('name'),
  /** For the bill (issue 28): the HSN/SAC code and GST rate of its listings that set none; '' to use the shop's. */
  hsn: z.string(),
  gstRate: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

export const SubcategorySchema = storedRecord({
  subcategory_uuid: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  /** The category's uuid. */
  categoryId: z.string(),
  category: z.object({ _id: z.string(), category_uuid: z.string(), name: z.string() }),
  isUsed: z.boolean(),
  /** The name in Hindi, where written (issue 19). */
  translations: translationsAnswer('name'),
});
export type Subcategory = z.infer<typeof SubcategorySchema>;

export const ReligionSchema = storedRecord({ religion_uuid: z.string(), name: z.string(), isUsed: z.boolean() });
export type Religion = z.infer<typeof ReligionSchema>;
export const ReligionListSchema = listAnswer(ReligionSchema);

/** The listing's answer lives beside its input schemas (contract/listings.ts). */
export { ListingSchema, type Listing } from './listings.ts';

export const BannerSchema = storedRecord({
  banner_uuid: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  altText: z.string(),
  /** The name and alt text in Hindi, where written (issue 19). */
  translations: translationsAnswer('name', 'altText'),
});
export type Banner = z.infer<typeof BannerSchema>;

export const GalleryImageSchema = storedRecord(
  textFields('url', 'title', 'category', 'subcategory', 'price', 'instagramUrl', 'size', 'religions', 'seoTitle', 'seoDescription', 'seoKeywords'),
);
export type GalleryImage = z.infer<typeof GalleryImageSchema>;

export const MessageSchema = z.object({ message: z.string() });

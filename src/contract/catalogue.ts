import { z } from 'zod';

export const CategorySchema = z.object({
  _id: z.string(),
  category_uuid: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  isUsed: z.boolean(),
  createdAt: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

export const SubcategorySchema = z.object({
  _id: z.string(),
  subcategory_uuid: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  /** The category's uuid. */
  categoryId: z.string(),
  category: z.object({ _id: z.string(), category_uuid: z.string(), name: z.string() }),
  isUsed: z.boolean(),
  createdAt: z.string(),
});
export type Subcategory = z.infer<typeof SubcategorySchema>;

export const ReligionSchema = z.object({
  _id: z.string(),
  religion_uuid: z.string(),
  name: z.string(),
  isUsed: z.boolean(),
  createdAt: z.string(),
});
export type Religion = z.infer<typeof ReligionSchema>;
export const ReligionListSchema = z.object({ success: z.literal(true), result: z.array(ReligionSchema) });

/** The listing's answer lives beside its input schemas (contract/listings.ts). */
export { ListingSchema, type Listing } from './listings.ts';

export const BannerSchema = z.object({
  _id: z.string(),
  banner_uuid: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  altText: z.string(),
  createdAt: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const GalleryImageSchema = z.object({
  _id: z.string(),
  url: z.string(),
  title: z.string(),
  category: z.string(),
  subcategory: z.string(),
  price: z.string(),
  instagramUrl: z.string(),
  size: z.string(),
  religions: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  seoKeywords: z.string(),
  createdAt: z.string(),
});
export type GalleryImage = z.infer<typeof GalleryImageSchema>;

export const MessageSchema = z.object({ message: z.string() });

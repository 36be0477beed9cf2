import { GalleryImageSchema, type GalleryImage } from '../../../contract/catalogue.ts';
import type { Database } from '../../db/database.ts';
import type { GalleryImagesTable } from '../../db/schema.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { recordReader } from '../../lib/record-reader.ts';

const toGalleryImage = (r: GalleryImagesTable): GalleryImage =>
  GalleryImageSchema.parse({
    _id: r.id,
    url: r.url,
    title: r.title,
    category: r.category,
    subcategory: r.subcategory,
    price: r.price,
    instagramUrl: r.instagram_url,
    size: r.size,
    religions: r.religions,
    seoTitle: r.seo_title,
    seoDescription: r.seo_description,
    seoKeywords: r.seo_keywords,
    createdAt: r.created_at,
  });

export const { list: listGalleryImages, find: findGalleryImage } = recordReader((db) => db.selectFrom('gallery_images').selectAll(), toGalleryImage);

export type GalleryImageWrite = Omit<GalleryImage, '_id' | 'createdAt'>;

export async function createGalleryImage(db: Database, input: GalleryImageWrite): Promise<string> {
  const id = newId();
  const { instagramUrl, seoTitle, seoDescription, seoKeywords, ...same } = input;
  await db
    .insertInto('gallery_images')
    .values({
      id,
      ...same,
      instagram_url: instagramUrl,
      seo_title: seoTitle,
      seo_description: seoDescription,
      seo_keywords: seoKeywords,
      created_at: nowIso(),
    })
    .execute();
  return id;
}

export async function deleteGalleryImage(db: Database, id: string): Promise<void> {
  await db.deleteFrom('gallery_images').where('id', '=', id).execute();
}

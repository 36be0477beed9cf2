import type { Banner } from '../../../contract/catalogue.ts';
import type { Database } from '../../db/database.ts';
import type { MediaService } from '../../media/media-service.ts';
import { createBanners, updateBanner } from './banners.repository.ts';

/** One banner per image, all or nothing; an alt text left empty is the name. */
export function addBanners(db: Database, media: MediaService, input: { name: string; altText: string; images: Buffer[] }): Promise<Banner[]> {
  const { name, altText, images } = input;
  return media.storeThen(images, (imageUrls) => createBanners(db, { name, altText: altText || name, imageUrls }));
}

/** A new name (and alt text). An alt text that was only the default follows the new name; one written by hand stays. */
export async function editBanner(db: Database, current: Banner, sent: { name: string; altText?: string }): Promise<void> {
  const followsName = current.altText === current.name;
  const altText = sent.altText || (sent.altText === '' || followsName ? sent.name : current.altText);
  await updateBanner(db, current._id, { name: sent.name, altText });
}

import type { Banner } from '../../../contract/catalogue.ts';
import type { HiInput } from '../../../contract/translations.ts';
import type { Database } from '../../db/database.ts';
import type { MediaService } from '../../media/media-service.ts';
import { createBanners, updateBanner } from './banners.repository.ts';

/** The form's name, and the Hindi name and alt text when sent (absent: kept). */
interface BannerForm {
  name: string;
  translations?: { hi: HiInput<'name' | 'altText'> } | undefined;
}

/** One banner per image, all or nothing; an alt text left empty is the name. */
export function addBanners(db: Database, media: MediaService, input: BannerForm & { altText: string; images: Buffer[] }): Promise<Banner[]> {
  const { name, altText, translations, images } = input;
  return media.storeThen(images, (imageUrls) => createBanners(db, { name, altText: altText || name, translations, imageUrls }));
}

/** A new name (and alt text). An alt text that was only the default follows the new name; one written by hand stays. */
export async function editBanner(db: Database, current: Banner, sent: BannerForm & { altText?: string | undefined }): Promise<void> {
  const followsName = current.altText === current.name;
  const altText = sent.altText || (sent.altText === '' || followsName ? sent.name : current.altText);
  await updateBanner(db, current._id, { name: sent.name, altText, translations: sent.translations });
}

import type { Banner } from '../../../contract/catalogue.ts';
import { translationsOf, type HiInput } from '../../../contract/translations.ts';
import { hindiColumns } from '../../lib/hindi-columns.ts';
import type { Database } from '../../db/database.ts';
import type { BannersTable } from '../../db/schema.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { recordReader } from '../../lib/record-reader.ts';

const toBanner = (r: BannersTable): Banner => ({
  _id: r.id,
  banner_uuid: r.id,
  name: r.name,
  imageUrl: r.image_url,
  altText: r.alt_text,
  translations: translationsOf({ name: r.name_hi, altText: r.alt_text_hi }),
  createdAt: r.created_at,
});

/** The Hindi name and alt text as sent (absent: kept). */
type BannerHindi = { hi: HiInput<'name' | 'altText'> } | undefined;
const HI = { name: 'name_hi', altText: 'alt_text_hi' } as const;

export const { list: listBanners, find: findBanner } = recordReader((db) => db.selectFrom('banners').selectAll(), toBanner);

/** One banner per stored image, all in one transaction: all or nothing. */
export async function createBanners(db: Database, input: { name: string; altText: string; translations: BannerHindi; imageUrls: string[] }): Promise<Banner[]> {
  const rows: BannersTable[] = input.imageUrls.map((url) => ({
    id: newId(),
    name: input.name,
    image_url: url,
    alt_text: input.altText,
    name_hi: null,
    alt_text_hi: null,
    ...hindiColumns(input.translations, HI),
    created_at: nowIso(),
  }));
  await db.transaction().execute((trx) => trx.insertInto('banners').values(rows).execute());
  return rows.map(toBanner);
}

export async function updateBanner(db: Database, id: string, input: { name: string; altText: string; translations: BannerHindi }): Promise<void> {
  await db
    .updateTable('banners')
    .set({ name: input.name, alt_text: input.altText, ...hindiColumns(input.translations, HI) })
    .where('id', '=', id)
    .execute();
}

export async function deleteBanner(db: Database, id: string): Promise<void> {
  await db.deleteFrom('banners').where('id', '=', id).execute();
}

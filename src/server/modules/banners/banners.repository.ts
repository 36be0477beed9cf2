import type { Banner } from '../../../contract/catalogue.ts';
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
  createdAt: r.created_at,
});

export const { list: listBanners, find: findBanner } = recordReader((db) => db.selectFrom('banners').selectAll(), toBanner);

/** One banner per stored image, all in one transaction: all or nothing. */
export async function createBanners(db: Database, input: { name: string; altText: string; imageUrls: string[] }): Promise<Banner[]> {
  const rows: BannersTable[] = input.imageUrls.map((url) => ({
    id: newId(),
    name: input.name,
    image_url: url,
    alt_text: input.altText,
    created_at: nowIso(),
  }));
  await db.transaction().execute((trx) => trx.insertInto('banners').values(rows).execute());
  return rows.map(toBanner);
}

export async function updateBanner(db: Database, id: string, input: { name: string; altText: string }): Promise<void> {
  await db.updateTable('banners').set({ name: input.name, alt_text: input.altText }).where('id', '=', id).execute();
}

export async function deleteBanner(db: Database, id: string): Promise<void> {
  await db.deleteFrom('banners').where('id', '=', id).execute();
}

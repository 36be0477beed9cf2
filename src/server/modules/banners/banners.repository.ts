import type { Banner } from '../../../contract/catalogue.ts';
import type { Database } from '../../db/database.ts';
import type { BannersTable } from '../../db/schema.ts';

export const toBanner = (r: BannersTable): Banner => ({
  _id: r.id,
  banner_uuid: r.id,
  name: r.name,
  imageUrl: r.image_url,
  altText: r.alt_text,
  createdAt: r.created_at,
});

export async function listBanners(db: Database): Promise<Banner[]> {
  const rows = await db.selectFrom('banners').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toBanner);
}

export async function findBanner(db: Database, id: string): Promise<Banner | undefined> {
  const row = await db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toBanner(row);
}

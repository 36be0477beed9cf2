import type { SiteConfig } from '../../../contract/site.ts';
import type { Database } from '../../db/database.ts';
import type { SiteConfigsTable } from '../../db/schema.ts';

export const toSiteConfig = (r: SiteConfigsTable): SiteConfig => ({
  _id: r.id,
  Confi_uuid: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  address: r.address,
  fb: r.fb,
  insta: r.insta,
  twitter: r.twitter,
  linkedIn: r.linked_in,
  logo: r.logo,
  createdAt: r.created_at,
});

/**
 * Oldest first: the web takes result[0] as the site's configuration, so the first one made stays
 * in charge and adding another (say, a draft) does not silently change the header and footer.
 */
export async function listSiteConfigs(db: Database): Promise<SiteConfig[]> {
  const rows = await db.selectFrom('site_configs').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
  return rows.map(toSiteConfig);
}

export async function findSiteConfig(db: Database, id: string): Promise<SiteConfig | undefined> {
  const row = await db.selectFrom('site_configs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toSiteConfig(row);
}

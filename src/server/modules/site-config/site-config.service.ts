import type { SiteConfig } from '../../../contract/site.ts';
import type { Database } from '../../db/database.ts';
import type { MediaService } from '../../media/media-service.ts';
import { createSiteConfig, updateSiteConfig, type SiteConfigWrite } from './site-config.repository.ts';

type SiteConfigFields = Omit<SiteConfigWrite, 'logo'>;

/** The new configuration's id; the logo (at most one) is optional. */
export function addSiteConfig(db: Database, media: MediaService, fields: SiteConfigFields, logos: Buffer[]): Promise<string> {
  return media.storeThen(logos, ([logo]) => createSiteConfig(db, { ...fields, logo }));
}

/** A new logo replaces the current one, which is then released; without one the current logo stays. */
export async function editSiteConfig(db: Database, media: MediaService, current: SiteConfig, fields: SiteConfigFields, logos: Buffer[]): Promise<void> {
  await media.storeThen(logos, ([logo]) => updateSiteConfig(db, current._id, { ...fields, logo }));
  if (logos.length) await media.release([current.logo]);
}

import type { SiteConfig } from '../../../contract/site.ts';
import { translationsOf, type HiInput } from '../../../contract/translations.ts';
import { hindiColumns } from '../../lib/hindi-columns.ts';
import type { Database } from '../../db/database.ts';
import type { SiteConfigsTable } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { recordReader } from '../../lib/record-reader.ts';

export const SITE_CONFIG_NOT_FOUND = 'Config not found';

const toSiteConfig = (r: SiteConfigsTable): SiteConfig => ({
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
  translations: translationsOf({ name: r.name_hi, address: r.address_hi }),
  createdAt: r.created_at,
});

/**
 * Oldest first: the web takes result[0] as the site's configuration, so the first one made stays
 * in charge and adding another (say, a draft) does not silently change the header and footer.
 */
export const { list: listSiteConfigs, find: findSiteConfig } = recordReader((db) => db.selectFrom('site_configs').selectAll(), toSiteConfig, {
  order: 'asc',
});

/** The form's fields (links only when sent: absent ones stay as they are on edit, '' clears) and the stored logo. */
export interface SiteConfigWrite {
  name: string;
  email: string;
  phone: string;
  address: string;
  fb?: string;
  insta?: string;
  twitter?: string;
  linkedIn?: string;
  /** On edit, undefined keeps the current logo. */
  logo?: string;
  /** The shop's name and address in Hindi as sent (absent: kept, blank: cleared). */
  translations?: { hi: HiInput<'name' | 'address'> } | undefined;
}

/** The columns to write: a link not sent and a logo not stored are left out. */
function columns({ linkedIn, logo, translations, ...rest }: SiteConfigWrite) {
  const set = { ...rest, linked_in: linkedIn, logo: logo || undefined, ...hindiColumns(translations, { name: 'name_hi', address: 'address_hi' }) };
  return Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined)) as Partial<Omit<SiteConfigsTable, 'id' | 'created_at'>>;
}

export async function createSiteConfig(db: Database, input: SiteConfigWrite): Promise<string> {
  const id = newId();
  // The logo is optional here: the header falls back to the default logo until one is set.
  await db
    .insertInto('site_configs')
    .values({
      id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      address: input.address,
      fb: '',
      insta: '',
      twitter: '',
      linked_in: '',
      logo: '',
      ...columns(input),
      created_at: nowIso(),
    })
    .execute();
  return id;
}

/** Deleted meanwhile: a 404, thrown so that storeThen removes the new logo's files. */
export async function updateSiteConfig(db: Database, id: string, input: SiteConfigWrite): Promise<void> {
  const result = await db.updateTable('site_configs').set(columns(input)).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(SITE_CONFIG_NOT_FOUND);
}

export async function deleteSiteConfig(db: Database, id: string): Promise<void> {
  await db.deleteFrom('site_configs').where('id', '=', id).execute();
}

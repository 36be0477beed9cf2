import type { Listing } from '../../../contract/catalogue.ts';
import { nameKey } from '../../../contract/fields.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { form } from '../../test-support/fixtures.ts';
import type { BuildOptions } from '../../app.ts';
import type { AppConfig } from '../../env.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

type FormFields = Parameters<typeof form>[0];

/**
 * Rows written straight to the database: the subcategory and religion modules are tested on
 * their own, and these tests must not depend on their calls.
 */
export async function seedCatalogue(t: TestApp) {
  const db = t.app.db;
  const category = async (name: string) => {
    const id = newId();
    await db
      .insertInto('categories')
      .values({ id, name, name_key: nameKey(name), image_url: '', created_at: nowIso() })
      .execute();
    return id;
  };
  const subcategory = async (categoryId: string, name: string) => {
    const id = newId();
    await db
      .insertInto('subcategories')
      .values({ id, category_id: categoryId, name, name_key: nameKey(name), image_url: '', created_at: nowIso() })
      .execute();
    return id;
  };
  const religion = async (name: string) => {
    const id = newId();
    await db
      .insertInto('religions')
      .values({ id, name, name_key: nameKey(name), created_at: nowIso() })
      .execute();
    return id;
  };
  const wedding = await category('Wedding Cards');
  const trophies = await category('Trophies');
  return {
    wedding,
    trophies,
    weddingPremium: await subcategory(wedding, 'Premium'),
    weddingClassic: await subcategory(wedding, 'Classic'),
    trophiesPremium: await subcategory(trophies, 'Premium'),
    hindu: await religion('Hindu'),
    muslim: await religion('Muslim'),
  };
}
export type Catalogue = Awaited<ReturnType<typeof seedCatalogue>>;

export interface ShopTestApp extends TestApp {
  /** Cookie header of the admin's session. */
  cookie: string;
  catalogue: Catalogue;
}

/** A fresh app with the admin signed in and the test catalogue written: where tests of listings' uses start. */
export async function openShop(overrides: Partial<AppConfig> = {}, build: BuildOptions = {}): Promise<ShopTestApp> {
  const t = await createTestApp(overrides, build);
  const cookie = await t.login();
  return { ...t, cookie, catalogue: await seedCatalogue(t) };
}

/** A signed-in shop (openShop) with one listing of its catalogue. */
export async function openShopWithListing(): Promise<{ t: ShopTestApp; listing: Listing }> {
  const t = await openShop();
  return { t, listing: await createListing(t, t.cookie, t.catalogue) };
}

export function postListing(t: TestApp, cookie: string | undefined, fields: FormFields) {
  return t.app.inject({ method: 'POST', url: '/api/listings', headers: cookie ? { cookie } : {}, payload: form(fields) });
}

export function putListing(t: TestApp, cookie: string | undefined, id: string, fields: FormFields) {
  return t.app.inject({ method: 'PUT', url: `/api/listings/${id}`, headers: cookie ? { cookie } : {}, payload: form(fields) });
}

/** A valid listing (no images) that tests adjust field by field. */
export async function createListing(t: TestApp, cookie: string, c: Catalogue, fields: FormFields = {}): Promise<Listing> {
  const res = await postListing(t, cookie, { title: 'Royal Invite', category: c.wedding, subcategory: c.weddingPremium, price: '499', ...fields });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const file = (data: Buffer, type = 'image/jpeg', filename = 'photo.jpg') => ({ data, type, filename });

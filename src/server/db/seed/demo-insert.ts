import type { Insertable, Transaction } from 'kysely';
import type { DB, ListingsTable } from '../schema.ts';
import { nameKey } from '../../../contract/fields.ts';
import { columnsOf } from '../../lib/columns.ts';
import { BANNER_HI, CATEGORY_HI, listingTitleHi, SITE_HI, SUBCATEGORY_HI } from './demo-hindi.ts';
import { newId } from '../../lib/ids.ts';
import type { DemoPlan } from './demo-plan.ts';
import { DEMO_BANNERS, DEMO_LOOKUPS, DEMO_RELIGIONS, DEMO_SITE } from './demo-site.ts';

/** URLs of the stored demo images, in the order of the plan. */
export interface DemoMedia {
  categories: string[];
  /** Per category, per subcategory. */
  subcategories: string[][];
  designs: string[];
  banners: string[];
  logo: string;
}

export interface DemoCounts {
  categories: number;
  subcategories: number;
  religions: number;
  listings: number;
  listingImages: number;
  banners: number;
  siteConfigs: number;
  lookups: number;
}

const MINUTE = 60_000;

/**
 * Writes the planned catalogue. Lists are shown newest first, so the first item of each list
 * gets the latest time: the demo then reads in the catalogue's own order.
 */
export async function insertDemo(trx: Transaction<DB>, plan: DemoPlan, media: DemoMedia, now: Date): Promise<DemoCounts> {
  const base = now.getTime() - 100 * 24 * 60 * MINUTE;
  const at = (hours: number, minutes: number) => new Date(base + hours * 60 * MINUTE + minutes * MINUTE).toISOString();

  const religionIds = new Map<string, string>();
  const religions = DEMO_RELIGIONS.map((name, i) => {
    const id = newId();
    religionIds.set(name, id);
    return { id, name, name_key: nameKey(name), created_at: at(1, DEMO_RELIGIONS.length - i) };
  });
  await trx.insertInto('religions').values(religions).execute();

  const categoryIds = new Map<string, string>();
  const subcategoryIds = new Map<string, string>();
  const n = plan.categories.length;
  const categories = plan.categories.map((c, ci) => {
    const id = newId();
    categoryIds.set(c.name, id);
    return { id, name: c.name, name_hi: CATEGORY_HI[c.name] ?? null, name_key: nameKey(c.name), image_url: media.categories[ci]!, created_at: at(2, n - ci) };
  });
  await trx.insertInto('categories').values(categories).execute();
  const subcategories = plan.categories.flatMap((c, ci) =>
    c.subcategories.map((s, si) => {
      const id = newId();
      subcategoryIds.set(`${c.name}/${s.name}`, id);
      const created_at = at(3, (n - ci) * 10 + (c.subcategories.length - si));
      return {
        id,
        category_id: categoryIds.get(c.name)!,
        name: s.name,
        name_hi: SUBCATEGORY_HI[s.name] ?? null,
        name_key: nameKey(s.name),
        image_url: media.subcategories[ci]![si]!,
        created_at,
      };
    }),
  );
  await trx.insertInto('subcategories').values(subcategories).execute();

  // A plan's values are a whole create form: what it leaves out takes the column's default.
  const listings = plan.listings.map((l) => ({
    id: newId(),
    ...(columnsOf(l.values) as Omit<Insertable<ListingsTable>, 'id'>),
    title_hi: listingTitleHi(l.values.title ?? ''),
    category_id: categoryIds.get(l.category)!,
    subcategory_id: subcategoryIds.get(`${l.category}/${l.subcategory}`)!,
    religion_id: l.religion ? religionIds.get(l.religion)! : null,
    created_at: l.createdAt,
    updated_at: l.updatedAt,
  }));
  const images = plan.listings.flatMap((l, i) => l.images.map((d, position) => ({ listing_id: listings[i]!.id, position, url: media.designs[d]! })));
  // Chunks keep each statement well under SQLite's and PostgreSQL's bound-parameter limits.
  // Rows of one statement share their columns: SQLite has no DEFAULT in a VALUES list, so a column
  // some rows leave out would be NULL for them, not its default.
  const byColumns = new Map<string, typeof listings>();
  for (const row of listings) {
    const key = Object.keys(row).join();
    byColumns.set(key, [...(byColumns.get(key) ?? []), row]);
  }
  for (const same of byColumns.values()) {
    for (let i = 0; i < same.length; i += 100)
      await trx
        .insertInto('listings')
        .values(same.slice(i, i + 100))
        .execute();
  }
  for (let i = 0; i < images.length; i += 300)
    await trx
      .insertInto('listing_images')
      .values(images.slice(i, i + 300))
      .execute();

  const banners = DEMO_BANNERS.map((b, i) => ({
    id: newId(),
    name: b.name,
    name_hi: BANNER_HI[b.name]?.name ?? null,
    image_url: media.banners[i]!,
    alt_text: b.altText,
    alt_text_hi: BANNER_HI[b.name]?.altText ?? null,
    created_at: at(4, DEMO_BANNERS.length - i),
  }));
  await trx.insertInto('banners').values(banners).execute();

  await trx
    .insertInto('site_configs')
    .values({
      id: newId(),
      name: DEMO_SITE.name,
      name_hi: SITE_HI.name,
      email: DEMO_SITE.email,
      phone: DEMO_SITE.phone,
      address: DEMO_SITE.address,
      address_hi: SITE_HI.address,
      fb: DEMO_SITE.fb,
      insta: DEMO_SITE.insta,
      twitter: DEMO_SITE.twitter,
      linked_in: DEMO_SITE.linkedIn,
      logo: media.logo,
      created_at: at(0, 0),
    })
    .execute();

  const lookups = Object.entries(DEMO_LOOKUPS).flatMap(([kind, names]) =>
    names.map((name, i) => ({ id: newId(), kind, name, name_key: nameKey(name), created_at: at(5, names.length - i) })),
  );
  await trx.insertInto('lookups').values(lookups).execute();

  return {
    categories: categories.length,
    subcategories: subcategories.length,
    religions: religions.length,
    listings: listings.length,
    listingImages: images.length,
    banners: banners.length,
    siteConfigs: 1,
    lookups: lookups.length,
  };
}

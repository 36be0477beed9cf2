import type { Database } from '../db/database.ts';
import { newId, nowIso } from '../lib/ids.ts';

/**
 * Rows written straight to a table, for tests of another module: they must not depend on the
 * calls (and the checks) of the module that owns the table.
 */

/** A plain ₹10 listing in this category and subcategory (and religion, if given). */
export async function insertListingRow(db: Database, at: { categoryId: string; subcategoryId: string; religionId?: string }): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('listings')
    .values({
      id: newId(),
      title: 'Card',
      description: '',
      price: '10',
      discount_price: null,
      moq: 1,
      favorite: '0',
      location: '',
      category_id: at.categoryId,
      subcategory_id: at.subcategoryId,
      religion_id: at.religionId ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** The shop's configuration, with no links and no logo. */
export async function insertSiteConfigRow(db: Database, shop: { name: string; email?: string; phone?: string; address?: string }): Promise<void> {
  await db
    .insertInto('site_configs')
    .values({
      id: newId(),
      email: 'a@b.in',
      phone: '1',
      address: '',
      ...shop,
      fb: '',
      insta: '',
      twitter: '',
      linked_in: '',
      logo: '',
      created_at: nowIso(),
    })
    .execute();
}

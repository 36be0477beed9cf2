import { isUuid, nameKey } from '../../../contract/fields.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../lib/http-errors.ts';

/** The references a form sent, as uuid or name; absent when not sent, '' when sent blank. */
export interface ListingRefs {
  category?: string;
  subcategory?: string;
  religions?: string;
}

export interface ResolvedRefs {
  category_id: string;
  subcategory_id: string;
  religion_id: string | null;
}

/**
 * Turns the category, subcategory and religion the form names (by uuid or by name) into ids.
 * `current` holds the listing's ids on edit: what the form leaves out stays, and must still fit.
 */
export async function resolveRefs(db: Database, refs: ListingRefs, current?: ResolvedRefs): Promise<ResolvedRefs> {
  const category_id = refs.category !== undefined ? await idOf(db, 'categories', refs.category, 'Unknown category.') : current!.category_id;
  const subcategory_id = await subcategoryId(db, refs.subcategory ?? current!.subcategory_id, category_id);
  let religion_id = current?.religion_id ?? null;
  if (refs.religions !== undefined) religion_id = refs.religions === '' ? null : await idOf(db, 'religions', refs.religions, 'Unknown religion.');
  return { category_id, subcategory_id, religion_id };
}

async function idOf(db: Database, table: 'categories' | 'religions', ref: string, unknown: string): Promise<string> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where(isUuid(ref) ? 'id' : 'name_key', '=', isUuid(ref) ? ref.toLowerCase() : nameKey(ref))
    .executeTakeFirst();
  if (!row) throw badRequest(unknown);
  return row.id;
}

/** A subcategory named by name is looked up within the category; one given by uuid must belong to it. */
async function subcategoryId(db: Database, ref: string, inCategory: string): Promise<string> {
  if (isUuid(ref)) {
    const row = await db.selectFrom('subcategories').select(['id', 'category_id']).where('id', '=', ref.toLowerCase()).executeTakeFirst();
    if (!row) throw badRequest('Unknown subcategory.');
    if (row.category_id !== inCategory) throw badRequest('The subcategory does not belong to the chosen category.');
    return row.id;
  }
  const row = await db.selectFrom('subcategories').select('id').where('category_id', '=', inCategory).where('name_key', '=', nameKey(ref)).executeTakeFirst();
  if (!row) throw badRequest('Unknown subcategory for the chosen category.');
  return row.id;
}

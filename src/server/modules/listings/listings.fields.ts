import { normalizePrice, PRICE_MESSAGE } from '../../../contract/money.ts';
import type { Database } from '../../db/database.ts';
import { limitLength } from '../../lib/fields.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { nameKey } from '../../../contract/fields.ts';
import { isId } from '../../lib/ids.ts';

export const FILL_ALL_FIELDS = 'Fill all fields';
export const MAX_IMAGES_MESSAGE = 'Max 10 images allowed.';
export const MAX_IMAGES = 10;
const MAX_MOQ = 1_000_000;

/** The listing's own columns a form sent; a key is absent when the form did not send it. */
export interface ListingValues {
  title?: string;
  description?: string;
  price?: string;
  discount_price?: string | null;
  moq?: number;
  favorite?: '1' | '0';
  location?: string;
}

/** The references a form sent, as uuid or name; absent when not sent, '' when sent blank. */
export interface ListingRefs {
  category?: string;
  subcategory?: string;
  religions?: string;
}

const REQUIRED = ['title', 'category', 'subcategory', 'price'] as const;

/**
 * Validates the text fields of the listing form. On create the required fields must be there;
 * on edit a field that is absent stays as it is, but a required one sent blank is refused.
 */
export function readListingForm(fields: Record<string, string>, create: boolean): { values: ListingValues; refs: ListingRefs } {
  const get = (key: string): string | undefined => (key in fields ? (fields[key] ?? '').trim() : undefined);
  for (const key of REQUIRED) {
    const v = get(key);
    if (v === '' || (create && v === undefined)) throw badRequest(FILL_ALL_FIELDS);
  }
  const values: ListingValues = {};
  const title = get('title');
  if (title !== undefined) values.title = limitLength(title, 200, 'Title');
  // The old client spelled it "Description"; both arrive here.
  const description = get('description') ?? get('Description');
  if (description !== undefined) values.description = limitLength(description, 5000, 'Description');
  const location = get('location');
  if (location !== undefined) values.location = limitLength(location, 200, 'Location');

  const price = get('price');
  if (price !== undefined) values.price = normalizePrice(price) ?? badPrice(PRICE_MESSAGE);
  const discount = get('discountPrice');
  if (discount !== undefined) {
    values.discount_price = discount === '' ? null : (normalizePrice(discount) ?? badPrice('Discount price must be a number such as 499 or 499.50.'));
  }

  const moq = get('moq');
  if (moq !== undefined || create) values.moq = readMoq(moq ?? '');
  const favorite = get('favorite');
  if (favorite !== undefined || create) {
    const f = favorite || '0';
    if (f !== '1' && f !== '0') throw badRequest('favorite must be 1 or 0.');
    values.favorite = f;
  }

  const refs: ListingRefs = {};
  for (const key of ['category', 'subcategory', 'religions'] as const) {
    const v = get(key);
    if (v !== undefined) refs[key] = limitLength(v, 200, key);
  }
  return { values, refs };
}

function badPrice(message: string): never {
  throw badRequest(message);
}

function readMoq(text: string): number {
  if (text === '') return 1;
  const n = /^\d{1,7}$/.test(text) ? Number(text) : 0;
  if (n < 1 || n > MAX_MOQ) throw badRequest('moq must be a whole number from 1 to 1000000.');
  return n;
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
  const category_id = refs.category !== undefined ? await categoryId(db, refs.category) : current!.category_id;
  const subRef = refs.subcategory ?? current!.subcategory_id;
  const subcategory_id = await subcategoryId(db, subRef, category_id);
  let religion_id = current?.religion_id ?? null;
  if (refs.religions !== undefined) religion_id = refs.religions === '' ? null : await religionId(db, refs.religions);
  return { category_id, subcategory_id, religion_id };
}

async function categoryId(db: Database, ref: string): Promise<string> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where(isId(ref) ? 'id' : 'name_key', '=', isId(ref) ? ref.toLowerCase() : nameKey(ref))
    .executeTakeFirst();
  if (!row) throw badRequest('Unknown category.');
  return row.id;
}

/** A subcategory named by name is looked up within the category; one given by uuid must belong to it. */
async function subcategoryId(db: Database, ref: string, inCategory: string): Promise<string> {
  if (isId(ref)) {
    const row = await db.selectFrom('subcategories').select(['id', 'category_id']).where('id', '=', ref.toLowerCase()).executeTakeFirst();
    if (!row) throw badRequest('Unknown subcategory.');
    if (row.category_id !== inCategory) throw badRequest('The subcategory does not belong to the chosen category.');
    return row.id;
  }
  const row = await db
    .selectFrom('subcategories')
    .select('id')
    .where('category_id', '=', inCategory)
    .where('name_key', '=', nameKey(ref))
    .executeTakeFirst();
  if (!row) throw badRequest('Unknown subcategory for the chosen category.');
  return row.id;
}

async function religionId(db: Database, ref: string): Promise<string> {
  const row = await db
    .selectFrom('religions')
    .select('id')
    .where(isId(ref) ? 'id' : 'name_key', '=', isId(ref) ? ref.toLowerCase() : nameKey(ref))
    .executeTakeFirst();
  if (!row) throw badRequest('Unknown religion.');
  return row.id;
}

/**
 * existingImages on edit: a JSON list of URLs the listing already has, in the order to keep them.
 * Anything else (a foreign URL, a repeat, not JSON) is refused, so no outside URL can be stored.
 */
export function readExistingImages(text: string, current: string[]): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('existingImages must be a JSON list of image URLs.');
  }
  if (!Array.isArray(parsed) || !parsed.every((u): u is string => typeof u === 'string')) {
    throw badRequest('existingImages must be a JSON list of image URLs.');
  }
  const own = new Set(current);
  if (parsed.some((u) => !own.has(u))) throw badRequest('existingImages may only list images this listing already has.');
  if (new Set(parsed).size !== parsed.length) throw badRequest('existingImages lists an image twice.');
  return parsed;
}

import { sql, type Insertable } from 'kysely';
import { readSelling } from '../../../contract/selling.ts';
import { readPrintSize } from '../../../contract/print-size.ts';
import { ListingSchema, type Listing, type ListingEditInput, type ListingFilter } from '../../../contract/listings.ts';
import { isForeignKeyViolation, type Database } from '../../db/database.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { columnsOf, fieldsOf } from '../../lib/columns.ts';
import { containsText } from '../../lib/contains-text.ts';
import { hindiColumns } from '../../lib/hindi-columns.ts';
import { translationsOf } from '../../../contract/translations.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { toPaise } from '../../../contract/money.ts';
import { fromPaise } from '../../../contract/price-estimate.ts';
import type { ListingsTable } from '../../db/schema.ts';
import type { ResolvedRefs } from './listings.refs.ts';

function listingQuery(db: Database) {
  return db
    .selectFrom('listings as l')
    .innerJoin('categories as c', 'c.id', 'l.category_id')
    .innerJoin('subcategories as s', 's.id', 'l.subcategory_id')
    .leftJoin('religions as r', 'r.id', 'l.religion_id')
    .selectAll('l')
    .select([
      'c.name as category_name',
      'c.name_hi as category_name_hi',
      's.name as subcategory_name',
      's.name_hi as subcategory_name_hi',
      'r.name as religion_name',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof listingQuery>['executeTakeFirstOrThrow']>>;

/** Who the answer is for: the owner's carries what the listing costs the shop (issue 29, item 5). */
export interface ListingReader {
  owner?: boolean;
}

function toListing(r: Row, images: string[], reader: ListingReader = {}): Listing {
  // The listing's own fields are its columns; parsing (not casting) keeps the answer exactly the
  // contract's shape, extra columns dropped. Only the references are spelled otherwise.
  return ListingSchema.parse({
    ...fieldsOf(r),
    // Stored as JSON text, answered as lists.
    ...readSelling(fieldsOf(r)),
    print: readPrintSize(r.print),
    _id: r.id,
    listing_uuid: r.id,
    images,
    category: r.category_id,
    category_uuid: r.category_id,
    categoryName: r.category_name,
    subcategory: r.subcategory_name,
    subcategory_uuid: r.subcategory_id,
    religions: r.religion_id ?? '',
    religion_uuid: r.religion_id ?? '',
    religionName: r.religion_name ?? '',
    translations: translationsOf({ title: r.title_hi, description: r.description_hi, categoryName: r.category_name_hi, subcategory: r.subcategory_name_hi }),
    finishing: reader.owner ? fromPaise(BigInt(r.finishing_paise)) : undefined,
  });
}

// SQLite caps bound parameters per statement; 500 stays far below it on both dialects.
const CHUNK = 500;

/** The images of many listings in one query per 500 ids, in their stored order. */
async function imagesOf(db: Database, ids: string[]): Promise<Map<string, string[]>> {
  const byListing = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('listing_images')
      .select(['listing_id', 'url'])
      .where('listing_id', 'in', ids.slice(i, i + CHUNK))
      .orderBy('listing_id')
      .orderBy('position')
      .execute();
    for (const row of rows) byListing.get(row.listing_id)?.push(row.url);
  }
  return byListing;
}

const SEARCHED = ['l.title', 'l.title_hi', 'l.description', 'l.description_hi'];

const asNumber = (column: 'l.price' | 'l.discount_price') => sql`cast(${sql.ref(column)} as numeric)`;

export async function listListings(db: Database, filter: ListingFilter = {}, reader: ListingReader = {}): Promise<Listing[]> {
  let query = listingQuery(db);
  if (filter.category) query = query.where('l.category_id', '=', filter.category);
  if (filter.subcategory) query = query.where('l.subcategory_id', '=', filter.subcategory);
  if (filter.favorite) query = query.where('l.favorite', '=', filter.favorite);
  if (filter.discounted) {
    query = query.where('l.discount_price', 'is not', null).where(sql<boolean>`${asNumber('l.discount_price')} < ${asNumber('l.price')}`);
  }
  // English or Hindi, title or description (issue 19): each a literal substring, in any case.
  if (filter.q) {
    const q = filter.q;
    query = query.where((eb) => eb.or(SEARCHED.map((column) => containsText(column, q))));
  }
  if (filter.sort === 'price-asc') query = query.orderBy(asNumber('l.price'), 'asc');
  if (filter.sort === 'price-desc') query = query.orderBy(asNumber('l.price'), 'desc');
  query = query.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc');
  // Both dialects take an offset only after a limit: without one, "all the rest".
  if (filter.limit || filter.offset) query = query.limit(filter.limit ?? Number.MAX_SAFE_INTEGER);
  if (filter.offset) query = query.offset(filter.offset);
  const rows = await query.execute();
  const images = await imagesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toListing(r, images.get(r.id) ?? [], reader));
}

export async function findListing(db: Database, id: string, reader: ListingReader = {}): Promise<Listing | undefined> {
  const row = await listingQuery(db).where('l.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const images = await imagesOf(db, [id]);
  return toListing(row, images.get(id) ?? [], reader);
}

/** The listing's own values a form sent (the contract's form less references and images); absent when not sent. */
export type ListingValues = Omit<ListingEditInput, 'category' | 'subcategory' | 'religions' | 'existingImages' | 'images'>;

/** The columns of what was sent: the Hindi fields go to their own columns (not sent: kept). */
function listingColumns({ translations, finishing, ...values }: Partial<ListingValues>) {
  return {
    ...columnsOf(values),
    ...hindiColumns(translations, { title: 'title_hi', description: 'description_hi' }),
    ...(finishing === undefined ? {} : { finishing_paise: String(toPaise(finishing)) }),
  };
}

/** One transaction; a category, subcategory or religion deleted meanwhile is the client's 400. */
export async function writeListing(db: Database, write: (trx: Database) => Promise<void>): Promise<void> {
  try {
    await db.transaction().execute(write);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw badRequest('The category, subcategory or religion no longer exists.');
    throw err;
  }
}

async function insertImages(trx: Database, listingId: string, urls: string[]): Promise<void> {
  // The same photo uploaded twice is stored once (same content hash), and listed once.
  const unique = [...new Set(urls)];
  if (unique.length === 0) return;
  await trx
    .insertInto('listing_images')
    .values(unique.map((url, position) => ({ listing_id: listingId, position, url })))
    .execute();
}

export async function createListing(db: Database, values: ListingValues, refs: ResolvedRefs, images: string[]): Promise<string> {
  const id = newId();
  await writeListing(db, (trx) => insertListing(trx, id, values, refs, images));
  return id;
}

/** The rows of a new listing, inside the caller's transaction (the spreadsheet import writes many in one). */
export async function insertListing(trx: Database, id: string, values: ListingValues, refs: ResolvedRefs, images: string[]): Promise<void> {
  const now = nowIso();
  await trx
    .insertInto('listings')
    // The create form requires title and price; what it leaves out takes the column's default.
    .values({ id, ...listingColumns(values), ...refs, created_at: now, updated_at: now } as Insertable<ListingsTable>)
    .execute();
  await insertImages(trx, id, images);
}

/** Sets what the form sent; `images` is the whole new list, in order (kept ones, then new ones). */
export async function updateListing(db: Database, id: string, values: ListingValues, refs: ResolvedRefs, images: string[]): Promise<void> {
  await writeListing(db, (trx) => setListing(trx, id, values, refs, images));
}

/** updateListing inside the caller's transaction. */
export async function setListing(trx: Database, id: string, values: ListingValues, refs: ResolvedRefs, images: string[]): Promise<void> {
  await trx
    .updateTable('listings')
    .set({ ...listingColumns(values), ...refs, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('listing_images').where('listing_id', '=', id).execute();
  await insertImages(trx, id, images);
}

/** The JSON rename: the title, and the Hindi fields sent with it (absent: kept). */
export async function renameListing(db: Database, id: string, sent: Pick<ListingValues, 'translations'> & { title: string }): Promise<void> {
  await db
    .updateTable('listings')
    .set({ ...listingColumns(sent), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteListing(db: Database, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('listing_images').where('listing_id', '=', id).execute();
    await trx.deleteFrom('listings').where('id', '=', id).execute();
  });
}

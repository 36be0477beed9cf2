import type { Listing } from '../../../contract/listings.ts';
import { IMAGE_SEPARATOR, LISTING_COLUMNS, type ListingColumn } from '../../../contract/spreadsheet.ts';
import type { Database } from '../../db/database.ts';
import { listListings } from '../listings/listings.repository.ts';
import { guardFormula, writeCsv } from './csv-text.ts';

/** An empty list is an empty cell: an owner adding a listing in Excel leaves the column blank. */
const json = (list: unknown[]) => (list.length === 0 ? '' : JSON.stringify(list));

/** Each column's cell: references by name (what an owner can read and type), images as absolute addresses. */
function cellsOf(l: Listing, origin: string): Record<ListingColumn, string> {
  return {
    id: l._id,
    title: l.title,
    title_hi: l.translations?.hi?.title ?? '',
    category: l.categoryName,
    subcategory: l.subcategory,
    religion: l.religionName,
    price: l.price,
    discountPrice: l.discountPrice ?? '',
    hsn: l.hsn,
    gstRate: l.gstRate,
    uqc: l.uqc,
    moq: String(l.moq),
    favorite: l.favorite,
    location: l.location,
    description: l.description,
    description_hi: l.translations?.hi?.description ?? '',
    images: l.images.map((url) => (url.startsWith('/') ? origin + url : url)).join(IMAGE_SEPARATOR),
    priceTiers: json(l.priceTiers),
    options: json(l.options),
    fields: json(l.fields),
    print: l.print ? JSON.stringify(l.print) : '',
    finishing: l.finishing ?? '0',
  };
}

/** Every listing, oldest first (new rows an owner adds at the bottom stay at the bottom next time). */
export async function listingsCsv(db: Database, origin: string): Promise<{ body: Buffer; count: number }> {
  const listings = (await listListings(db, {}, { owner: true })).reverse();
  const rows = listings.map((l) => {
    const cells = cellsOf(l, origin);
    return LISTING_COLUMNS.map((column) => guardFormula(cells[column]));
  });
  return { body: writeCsv([[...LISTING_COLUMNS], ...rows]), count: rows.length };
}

/** "listings-2026-11-23.csv" */
export const exportFileName = (now = new Date()) => `listings-${now.toISOString().slice(0, 10)}.csv`;

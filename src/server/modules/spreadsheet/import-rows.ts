import type { z } from 'zod';
import { isUuid } from '../../../contract/fields.ts';
import { FILL_ALL_FIELDS, ListingCreateSchema, ListingEditSchema, type Listing } from '../../../contract/listings.ts';
import { comparePrices } from '../../../contract/money.ts';
import { LISTING_COLUMNS, type BadRow, type ListingColumn } from '../../../contract/spreadsheet.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { extension, imageHash } from '../../media/image-pipeline.ts';
import { sniffFormat } from '../../media/image-checks.ts';
import { resolveRefs, type ResolvedRefs } from '../listings/listings.refs.ts';
import type { ListingValues } from '../listings/listings.repository.ts';
import { unguardFormula } from './csv-text.ts';
import { resolveImages, splitImages, zipNamesIn, type ImageSources, type RowImage } from './row-images.ts';
import { zipKey } from './zip-images.ts';

/** What one good row does. */
export interface PlannedRow {
  /** As Excel numbers it. */
  row: number;
  action: 'create' | 'update' | 'unchanged';
  current?: Listing;
  values: ListingValues;
  refs: ResolvedRefs;
  /** The whole new list of pictures, when the file has an images column. */
  images?: RowImage[];
}

export type Header = ReadonlyMap<ListingColumn, number>;

const ALIASES: Record<string, ListingColumn> = { religions: 'religion', _id: 'id' };

/** The Hindi columns and the fields of the form's `translations.hi` they fill (issue 19). */
const HINDI: Partial<Record<ListingColumn, 'title' | 'description'>> = { title_hi: 'title', description_hi: 'description' };

/** Which column is where. A column the shop does not know is refused: a typo must not be silently ignored. */
export function readHeader(cells: readonly string[]): Header {
  const header = new Map<ListingColumn, number>();
  cells.forEach((raw, index) => {
    const name = raw.trim();
    if (name === '') return;
    const column = LISTING_COLUMNS.find((c) => c.toLowerCase() === name.toLowerCase()) ?? ALIASES[name.toLowerCase()];
    if (!column) throw badRequest(`Unknown column "${name.slice(0, 60)}" in row 1. The columns are: ${LISTING_COLUMNS.join(', ')}.`);
    if (header.has(column)) throw badRequest(`The column "${column}" appears twice in row 1.`);
    header.set(column, index);
  });
  if ([...header.keys()].every((c) => c === 'id')) throw badRequest(`Row 1 must name the columns: ${LISTING_COLUMNS.join(', ')}.`);
  return header;
}

/** The zip pictures the file's rows name (their zipKey): the only entries of the zip worth inflating. */
export function namedPictures(records: readonly (readonly string[])[], header: Header): Set<string> {
  const column = header.get('images');
  if (column === undefined) return new Set();
  return new Set(records.slice(1).flatMap((cells) => zipNamesIn(unguardFormula(cells[column] ?? '')).map(zipKey)));
}

const REQUIRED: readonly ListingColumn[] = ['title', 'category', 'subcategory', 'price'];

/** The form the row amounts to, in the listing form's own keys. */
function formOf(cells: readonly string[], header: Header): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const [column, index] of header) {
    if (column === 'id') continue;
    const cell = unguardFormula(cells[index] ?? '');
    const hindi = HINDI[column];
    // Only the Hindi columns the file has: a sheet of id,title_hi leaves every description as it is.
    if (hindi) form.translations = { hi: { ...(form.translations as { hi: object } | undefined)?.hi, [hindi]: cell } };
    else if (column === 'images') form.images = splitImages(cell);
    else form[column === 'religion' ? 'religions' : column] = cell;
  }
  return form;
}

function issuesOf(error: z.ZodError, form: Record<string, unknown>, creating: boolean): string[] {
  const messages = new Set(error.issues.map((i) => i.message));
  if (messages.has(FILL_ALL_FIELDS)) {
    messages.delete(FILL_ALL_FIELDS);
    const blank = REQUIRED.filter((c) => (creating && !(c in form)) || (c in form && String(form[c]).trim() === ''));
    messages.add(`Fill all fields: ${blank.join(', ')} ${blank.length === 1 ? 'is' : 'are'} required.`);
  }
  return [...messages];
}

/** The URL the media pipeline will give a zip picture (its content hash): known before anything is stored. */
const urlOf = (image: RowImage) => (image.kind === 'stored' ? image.url : `/media/${imageHash(image.data)}.${extension(sniffFormat(image.data)!)}`);
const imageUrls = (images: RowImage[]) => [...new Set(images.map(urlOf))];

const samePrice = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? null) === null || (b ?? null) === null ? (a ?? null) === (b ?? null) : comparePrices(a!, b!) === 0;

/**
 * The values that differ from the listing as it is. A price equal in paise ("499.5" for "499.50",
 * as Excel rewrites it) is no change and keeps its stored text.
 */
function changedValues(values: ListingValues, current: Listing): ListingValues {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const was = (current as Record<string, unknown>)[key];
    if (key === 'translations') {
      if (!sameHindi(value as NonNullable<ListingValues['translations']>, current)) changed[key] = value;
      continue;
    }
    const same =
      key === 'price' || key === 'discountPrice' || key === 'finishing'
        ? samePrice(value as string | null, was as string | null)
        : JSON.stringify(value) === JSON.stringify(was);
    if (!same) changed[key] = value;
  }
  return changed as ListingValues;
}

/** Each Hindi field the row has is as the listing has it (blank and none alike). */
const sameHindi = (sent: NonNullable<ListingValues['translations']>, current: Listing) =>
  Object.entries(sent.hi).every(([field, value]) => (value ?? undefined) === current.translations?.hi?.[field as 'title' | 'description']);

export interface RowContext {
  db: Database;
  header: Header;
  listings: ReadonlyMap<string, Listing>;
  sources: ImageSources;
  /** Ids seen so far, with the row that named them. */
  seen: Map<string, number>;
}

/**
 * One row checked with the listing form's own schema (ListingCreateSchema for a row without an id,
 * ListingEditSchema for one with an id) and its references resolved as the form's are: the
 * spreadsheet has no rules of its own.
 */
export async function planRow(cells: readonly string[], row: number, ctx: RowContext): Promise<PlannedRow | BadRow> {
  const idIndex = ctx.header.get('id');
  const id = idIndex === undefined ? '' : (cells[idIndex] ?? '').trim().toLowerCase();
  const reasons: string[] = [];
  if (cells.length > Math.max(...ctx.header.values()) + 1 && cells.slice(Math.max(...ctx.header.values()) + 1).some((c) => c.trim() !== '')) {
    reasons.push('The row has more cells than row 1 has columns (a comma too many?).');
  }
  let current: Listing | undefined;
  if (id) {
    current = isUuid(id) ? ctx.listings.get(id) : undefined;
    if (!current) reasons.push(`No listing has the id "${id.slice(0, 40)}". Leave id empty to add a new listing.`);
    const earlier = ctx.seen.get(id);
    if (earlier !== undefined) reasons.push(`The id is also on row ${earlier}: each listing may appear once.`);
    else ctx.seen.set(id, row);
  }
  const form = formOf(cells, ctx.header);
  const parsed = (id ? ListingEditSchema : ListingCreateSchema).safeParse(form);
  if (!parsed.success) return { row, reasons: [...reasons, ...issuesOf(parsed.error, form, !id)] };
  if (reasons.length > 0) return { row, reasons };

  const { category, subcategory, religions, existingImages: _kept, images: _names, ...values } = parsed.data;
  let refs: ResolvedRefs;
  try {
    refs = await resolveRefs(
      ctx.db,
      { category, subcategory, religions },
      current && { category_id: current.category_uuid, subcategory_id: current.subcategory_uuid, religion_id: current.religion_uuid || null },
    );
  } catch (err) {
    if (err instanceof HttpError) return { row, reasons: [err.message] };
    throw err;
  }
  let images: RowImage[] | undefined;
  const imagesIndex = ctx.header.get('images');
  if (imagesIndex !== undefined) {
    const resolved = await resolveImages(unguardFormula(cells[imagesIndex] ?? ''), ctx.sources);
    if (resolved.reasons.length > 0) return { row, reasons: resolved.reasons };
    images = resolved.images;
  }
  if (!current) return { row, action: 'create', values, refs, images };

  const changed = changedValues(values, current);
  const sameRefs =
    refs.category_id === current.category_uuid && refs.subcategory_id === current.subcategory_uuid && (refs.religion_id ?? '') === current.religion_uuid;
  const sameImages = images === undefined || JSON.stringify(imageUrls(images)) === JSON.stringify(current.images);
  const action = Object.keys(changed).length === 0 && sameRefs && sameImages ? 'unchanged' : 'update';
  return { row, action, current, values: changed, refs, images: sameImages ? undefined : images };
}

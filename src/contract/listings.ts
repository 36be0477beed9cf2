import { z } from 'zod';
import { asObject, asText, form, isUuid, noNul, nulMessage, text } from './fields.ts';
import { normalizePrice, PRICE_MESSAGE } from './price-text.ts';
import { gstRateField, hsnField } from './billing/item-tax.ts';
import { uqcField } from './billing/uqc-field.ts';
import { LISTING_HI, translationsAnswer, translationsInput } from './translations.ts';
import { jsonList, PersonalFieldsSchema, PriceTiersSchema, ProductOptionsSchema, SellingAnswer } from './selling.ts';
import { printField, PrintSizeAnswer } from './print-size.ts';

/** A listing as every call answers it. */
export const ListingSchema = z.object({
  _id: z.string(),
  listing_uuid: z.string(),
  title: z.string(),
  description: z.string(),
  /** Exact decimal text. */
  price: z.string(),
  discountPrice: z.string().nullable(),
  moq: z.number().int(),
  favorite: z.enum(['1', '0']),
  location: z.string(),
  /** For the GST bill (issue 18): the HSN code (4, 6 or 8 digits) or SAC code, and the GST rate as percent text ("18"); '' until the owner sets them. */
  hsn: z.string(),
  gstRate: z.string(),
  /** The GST unit (UQC) its bill lines count in (issue 28): "NOS" unless the owner picks another of UQC_UNITS. */
  uqc: z.string(),
  images: z.array(z.string()),
  /** The category's uuid. */
  category: z.string(),
  category_uuid: z.string(),
  categoryName: z.string(),
  /** The subcategory's name, as the spec shows it on the item; its uuid is subcategory_uuid. */
  subcategory: z.string(),
  subcategory_uuid: z.string(),
  /** The religion's uuid ('' when none). */
  religions: z.string(),
  religion_uuid: z.string(),
  religionName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The owner's Hindi title and description, where written (issue 19): `{}` or `{ hi: { title?, description? } }`. */
  // Its category's and subcategory's Hindi names ride along, as their English ones do (categoryName, subcategory).
  translations: translationsAnswer('title', 'description', 'categoryName', 'subcategory'),
  /** What the listing sells (issue 9): [] when unset; stored as JSON text, answered as lists. */
  ...SellingAnswer,
  /** The printed piece (issue 29): {widthMm, heightMm, bleedMm, sides}, or null until the owner sets it. */
  print: PrintSizeAnswer,
  /**
   * What finishing one piece costs the shop (issue 29, item 5), rupee text ("2.50"). The owner's alone:
   * only in answers to the owner's session, never to a visitor nor in a page.
   */
  finishing: z.string().optional(),
});
export type Listing = z.infer<typeof ListingSchema>;

export const FILL_ALL_FIELDS = 'Fill all fields';
export const MAX_IMAGES = 10;
export const MAX_IMAGES_MESSAGE = 'Max 10 images allowed.';
const MAX_MOQ = 1_000_000;
const DISCOUNT_MESSAGE = 'Discount price must be a number such as 499 or 499.50.';
const MOQ_MESSAGE = 'moq must be a whole number from 1 to 1000000.';
const REQUIRED = ['title', 'category', 'subcategory', 'price'] as const;

const price = text('price')
  .refine((v) => normalizePrice(v) !== null, PRICE_MESSAGE)
  .transform((v) => normalizePrice(v)!);
const discountPrice = text('discountPrice')
  .refine((v) => v === '' || normalizePrice(v) !== null, DISCOUNT_MESSAGE)
  .transform((v) => (v === '' ? null : normalizePrice(v)!));
/** Blank is the spec's default of 1. */
const moq = text('moq')
  .refine((v) => v === '' || (/^\d{1,7}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_MOQ), MOQ_MESSAGE)
  .transform((v) => (v === '' ? 1 : Number(v)));
export const FINISHING_MESSAGE = 'Finishing cost must be rupees such as 2 or 2.50.';
/** Blank is no finishing cost. */
const finishing = text('finishing')
  .refine((v) => v === '' || normalizePrice(v) !== null, FINISHING_MESSAGE)
  .transform((v) => (v === '' ? '0' : normalizePrice(v)!));
const favorite = text('favorite')
  .transform((v) => v || '0')
  .pipe(z.enum(['1', '0'], { error: 'favorite must be 1 or 0.' }));

/**
 * The listing form (multipart: title, category, subcategory, religions, price, favorite, images,
 * existingImages on edit). On create the required fields must be there; on edit a field that is
 * absent stays as it is, but a required one sent blank is refused. Checked in two steps, as the
 * old form did: first "Fill all fields", then each field.
 */
function listingForm(create: boolean) {
  const need = z.preprocess(asText, z.string().trim().min(1, FILL_ALL_FIELDS));
  const present = z.looseObject(Object.fromEntries(REQUIRED.map((key) => [key, create ? need : need.optional()]))) as z.ZodType<unknown>;
  const maybe = <T extends z.ZodType>(schema: T) => (create ? schema : schema.optional());
  const fields = z.object({
    title: maybe(text('title', 200, 'Title')),
    // The old client spelled it "Description"; both arrive here.
    description: text('description', 5000, 'Description').optional(),
    location: text('location', 200, 'Location').optional(),
    price: maybe(price),
    discountPrice: discountPrice.optional(),
    hsn: hsnField().optional(),
    gstRate: gstRateField().optional(),
    uqc: uqcField().optional(),
    moq: maybe(moq),
    favorite: maybe(favorite),
    category: maybe(text('category', 200, 'category')),
    subcategory: maybe(text('subcategory', 200, 'subcategory')),
    religions: text('religions', 200, 'religions').optional(),
    existingImages: existingImages.optional(),
    images: z.array(z.unknown()).max(MAX_IMAGES, MAX_IMAGES_MESSAGE).optional(),
    priceTiers: jsonList('priceTiers', PriceTiersSchema).optional(),
    options: jsonList('options', ProductOptionsSchema).optional(),
    fields: jsonList('fields', PersonalFieldsSchema).optional(),
    /** JSON text {widthMm, heightMm, bleedMm, sides}; blank clears it; absent keeps it. */
    print: printField().optional(),
    /** Rupees a piece; absent keeps it. */
    finishing: finishing.optional(),
    /** JSON text in a multipart form: {"hi":{"title":"…","description":"…"}}; absent keeps the current ones. */
    translations: translationsInput(LISTING_HI).optional(),
  });
  const withDescription = (value: unknown) => {
    const body = asObject(value);
    return 'description' in body || !('Description' in body) ? body : { ...body, description: body.Description };
  };
  return z.preprocess(withDescription, present.pipe(fields as z.ZodType<z.output<typeof fields>>));
}

/** existingImages on edit: a JSON list of URLs the listing already has, in the order to keep them. */
const existingImages = z.string().transform((value, ctx): string[] => {
  const message = 'existingImages must be a JSON list of image URLs.';
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed) && parsed.every((u): u is string => typeof u === 'string')) return parsed;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
});

export const ListingCreateSchema = listingForm(true);
export const ListingEditSchema = listingForm(false);
export type ListingEditInput = z.infer<typeof ListingEditSchema>;

/** The All Listings dialog renames with a JSON {title}, and may send the Hindi title and description too; nothing else of a JSON body is read. */
export const ListingTitleSchema = form({ title: text('title', 200, 'Title', FILL_ALL_FIELDS), translations: translationsInput(LISTING_HI).optional() });

/** Anything but images the listing already has (a foreign URL, a repeat) is refused: no outside URL is stored. */
export function existingImagesProblem(kept: string[], current: string[]): string | null {
  const own = new Set(current);
  if (kept.some((u) => !own.has(u))) return 'existingImages may only list images this listing already has.';
  if (new Set(kept).size !== kept.length) return 'existingImages lists an image twice.';
  return null;
}

const LISTING_SORTS = ['', 'price-asc', 'price-desc', 'newest'] as const;
const MAX_LISTING_LIMIT = 500;

/** One query value: given once, no NUL, trimmed; blank counts as not given. */
const queryValue = (key: string) =>
  z
    .string({ error: `Give ${key} only once.` })
    .refine(noNul, nulMessage(key))
    .trim()
    .optional()
    .transform((v) => v || undefined);
const oneOf = <T extends string>(key: string, values: readonly T[], message: string) =>
  queryValue(key).refine((v) => v === undefined || (values as readonly string[]).includes(v), message) as unknown as z.ZodType<T | undefined>;
const idOf = (key: string) =>
  queryValue(key)
    .refine((v) => v === undefined || isUuid(v), `${key} must be a ${key} id.`)
    .transform((v) => v?.toLowerCase());

/**
 * GET /api/listings's query. Unknown keys are ignored; a known key with a value that cannot mean
 * anything is a 400 that says which, so a typo is not silently "no filter".
 */
export const ListingQuerySchema = z.object({
  category: idOf('category'),
  subcategory: idOf('subcategory'),
  favorite: oneOf('favorite', ['1', '0'] as const, 'favorite must be 1 or 0.'),
  /** Only listings whose discountPrice is below their price. */
  discounted: oneOf('discounted', ['1', '0'] as const, 'discounted must be 1 or 0.').transform((v) => (v === undefined ? undefined : v === '1')),
  /** Case-insensitive substring of the title. */
  q: queryValue('q').refine((v) => v === undefined || v.length <= 200, 'q must be at most 200 characters.'),
  sort: oneOf('sort', LISTING_SORTS, 'sort must be price-asc, price-desc or newest.'),
  limit: queryValue('limit')
    .refine(
      (v) => v === undefined || (/^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_LISTING_LIMIT),
      `limit must be a whole number from 1 to ${MAX_LISTING_LIMIT}.`,
    )
    .transform((v) => (v === undefined ? undefined : Number(v))),
  /** Rows to skip (the back office's "Load more"; the order is stable: newest first, then by id). */
  offset: queryValue('offset')
    .refine((v) => v === undefined || /^\d{1,7}$/.test(v), 'offset must be a whole number from 0 to 9999999.')
    .transform((v) => (v === undefined ? undefined : Number(v))),
});
/** What GET /api/listings can narrow to; server-rendered pages pass the same to listListings(). */
export type ListingFilter = Partial<z.output<typeof ListingQuerySchema>>;

import { z } from 'zod';
import { noNul } from './fields.ts';
import { normalizePrice } from './price-text.ts';
import { MAX_QUANTITY } from './order-rules.ts';
import { hindiName } from './selling-hi.ts';
import { translationsAnswer } from './translations.ts';
import { isPhotoZone, ZONE_KINDS } from './zone-kinds.ts';

export { isPhotoZone, takesList, ZONE_KINDS, type ZoneKind } from './zone-kinds.ts';

/**
 * What a listing sells beyond its price: quantity price breaks, print options with a surcharge per
 * piece, and personalisation zones on its first image. Stored as JSON on the listing; sent by the
 * listing form as JSON text (multipart) or as arrays (JSON body).
 */

const SELLING_LIMITS = { tiers: 12, options: 8, choices: 12, fields: 10, label: 60 } as const;
const L = SELLING_LIMITS;

const label = (what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .refine(noNul, `${what} must not contain NUL characters.`)
    .trim()
    .min(1, `${what} is required.`)
    .max(L.label, `${what} must be at most ${L.label} characters.`);

/** Exact decimal text ("14.50" → "14.5"); a number is read as its text. */
const amount = (what: string) =>
  z
    .union([z.string(), z.number()], { error: `${what} must be a number such as 14 or 14.50.` })
    .transform((v) => String(v))
    .refine((v) => normalizePrice(v) !== null, `${what} must be a number such as 14 or 14.50.`)
    .transform((v) => normalizePrice(v)!);

const wholeQty = z
  .number({ error: 'minQty must be a whole number from 1 to 1000000.' })
  .int('minQty must be a whole number from 1 to 1000000.')
  .min(1, 'minQty must be a whole number from 1 to 1000000.')
  .max(MAX_QUANTITY, 'minQty must be a whole number from 1 to 1000000.');

const PriceTierSchema = z.object({ minQty: wholeQty, unitPrice: amount('unitPrice') });
export type PriceTier = z.output<typeof PriceTierSchema>;

/** Sorted by minQty; two tiers for the same quantity would make the price ambiguous. */
export const PriceTiersSchema = z
  .array(PriceTierSchema, { error: 'priceTiers must be a list of {minQty, unitPrice}.' })
  .max(L.tiers, `priceTiers may have at most ${L.tiers} tiers.`)
  .transform((tiers) => [...tiers].sort((a, b) => a.minQty - b.minQty))
  .refine((tiers) => tiers.every((t, i) => i === 0 || t.minQty !== tiers[i - 1]!.minQty), 'priceTiers has two tiers with the same minQty.');

const OptionChoiceSchema = z.object({ label: label('A choice'), surcharge: amount('surcharge'), translations: hindiName('label', 'A choice', L.label) });
const ProductOptionSchema = z
  .object({
    name: label('An option name'),
    translations: hindiName('name', 'An option name', L.label),
    choices: z
      .array(OptionChoiceSchema, { error: 'An option needs a list of choices.' })
      .min(1, 'An option needs at least one choice.')
      .max(L.choices, `An option may have at most ${L.choices} choices.`),
  })
  .superRefine((o, ctx) => {
    if (!unique(o.choices.map((c) => c.label))) ctx.addIssue({ code: 'custom', message: `${o.name} lists a choice twice.` });
  });
export type ProductOption = z.output<typeof ProductOptionSchema>;

export const ProductOptionsSchema = z
  .array(ProductOptionSchema, { error: 'options must be a list of {name, choices}.' })
  .max(L.options, `options may have at most ${L.options} options.`)
  .refine((options) => unique(options.map((o) => o.name)), 'options has two options with the same name.');

const fraction = (key: string) =>
  z
    .number({ error: `${key} must be a number from 0 to 1.` })
    .min(0, `${key} must be a number from 0 to 1.`)
    .max(1, `${key} must be a number from 0 to 1.`);

export const ZONE_ALIGNS = ['left', 'center', 'right'] as const;
/** What a zone holds (issue 30): a text, or a person's photo from a sheet's zip. Stored JSON without `kind` is text. */
export const FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,29}$/;

/**
 * A personalisation zone: where on the first image the visitor's text (or a row's photo) goes, as
 * fractions of the image. `required`: every row of a sheet must fill it (a card per name, issue 30);
 * a photo zone keeps align and colour only so every zone has one shape.
 */
const PersonalFieldSchema = z
  .object({
    key: z
      .string({ error: 'A field key is required.' })
      .regex(FIELD_KEY_PATTERN, 'A field key is lower-case letters, digits and _ (at most 30), starting with a letter.'),
    label: label('A field label'),
    translations: hindiName('label', 'A field label', L.label),
    // Optional rather than defaulted, so zones written before issue 30 keep their exact shape; absent is text, not required.
    kind: z.enum(ZONE_KINDS, { error: 'kind must be text or photo.' }).optional(),
    required: z.boolean({ error: 'required must be true or false.' }).optional(),
    x: fraction('x'),
    y: fraction('y'),
    w: fraction('w').refine((v) => v >= 0.02, 'w must be at least 0.02.'),
    h: fraction('h').refine((v) => v >= 0.02, 'h must be at least 0.02.'),
    align: z.enum(ZONE_ALIGNS, { error: 'align must be left, center or right.' }).default('center'),
    colour: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'colour must be a colour such as #7a1020.')
      .transform((c) => c.toLowerCase())
      .default('#222222'),
  })
  .superRefine((f, ctx) => {
    // A hair of slack: fractions drawn on a screen do not add up exactly.
    if (f.x + f.w > 1.000001 || f.y + f.h > 1.000001) ctx.addIssue({ code: 'custom', message: `The zone ${f.key} must lie inside the image.` });
  });
export type PersonalField = z.output<typeof PersonalFieldSchema>;

export const PersonalFieldsSchema = z
  .array(PersonalFieldSchema, { error: 'fields must be a list of {key, label, x, y, w, h, align, colour}.' })
  .max(L.fields, `fields may have at most ${L.fields} zones.`)
  .refine((fields) => unique(fields.map((f) => f.key)), 'fields has two zones with the same key.')
  // One photo per card (an ID card's): each row of a sheet names one file.
  .refine((fields) => fields.filter(isPhotoZone).length <= 1, 'A card may have one photo zone.');

/**
 * The same lists as answers give them: plain shapes, since an answer is encoded by its schema and
 * an encode cannot run the input schemas' transforms backwards.
 */
export const SellingAnswer = {
  priceTiers: z.array(z.object({ minQty: z.number().int(), unitPrice: z.string() })),
  options: z.array(
    z.object({
      name: z.string(),
      translations: translationsAnswer('name'),
      choices: z.array(z.object({ label: z.string(), surcharge: z.string(), translations: translationsAnswer('label') })),
    }),
  ),
  fields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      translations: translationsAnswer('label'),
      // Optional: a listing cached offline before issue 30 still parses (absent is text, not required).
      kind: z.enum(ZONE_KINDS).optional(),
      required: z.boolean().optional(),
      x: z.number(),
      y: z.number(),
      w: z.number(),
      h: z.number(),
      align: z.enum(ZONE_ALIGNS),
      colour: z.string(),
    }),
  ),
};

/** A row's stored JSON (price_tiers / priceTiers …) as the lists; [] for anything unreadable. */
export function readSelling(row: { priceTiers?: unknown; options?: unknown; fields?: unknown }): Selling {
  return {
    priceTiers: readStoredList(row.priceTiers, PriceTiersSchema),
    options: readStoredList(row.options, ProductOptionsSchema),
    fields: readStoredList(row.fields, PersonalFieldsSchema),
  };
}

export interface Selling {
  priceTiers: PriceTier[];
  options: ProductOption[];
  fields: PersonalField[];
}

function unique(values: string[]): boolean {
  const keys = values.map((v) => v.toLowerCase());
  return new Set(keys).size === keys.length;
}

/**
 * A form value that is JSON text (multipart) or already a list (JSON body); blank means "none".
 * Bad JSON is a 400 that names the field.
 */
export function jsonList<T extends z.ZodType>(key: string, schema: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `${key} must be JSON.` });
      return z.NEVER;
    }
  }, schema);
}

/** Stored JSON back to a list; anything unreadable (it never should be) reads as none. */
function readStoredList<T>(stored: unknown, schema: z.ZodType<T[]>): T[] {
  if (stored === null || stored === undefined || stored === '') return [];
  try {
    const parsed = schema.safeParse(typeof stored === 'string' ? JSON.parse(stored) : stored);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

import { z } from 'zod';
import { listAnswer, storedRecord } from './answers.ts';
import { asObject, asText, form, text } from './fields.ts';
import { normalizePrice, PRICE_MESSAGE } from './price-text.ts';

/** The seven small lists; the key is the path segment of their calls (/api/{kind}/add). */
export const LOOKUP_KINDS = ['titles', 'prices', 'instas', 'sizes', 'seots', 'seods', 'seoks'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

const LookupSchema = storedRecord({ name: z.string() });
export type Lookup = z.infer<typeof LookupSchema>;
export const LookupListSchema = listAnswer(LookupSchema);

/** "exist" / "notexist", the answer of every add call of a lookup (and addUser). */
export const ExistAnswerSchema = z.enum(['exist', 'notexist']);
/** The same by status code: 200 when the value was already there, 201 when it was added. */
export const ExistAnswersByStatus = { 200: z.literal('exist').describe('Already there: nothing added.'), 201: z.literal('notexist').describe('Added.') };

/** A lookup's value: {name} (a price also as {price}, the web's field); the answer is the text to store. */
const LookupNameSchema = form({ name: text('name', 500, 'Name', 'Name required.') }).transform((b) => b.name);

/** A price is kept normalized, so "499.50" and "499.5" meet. */
const LookupPriceSchema = z
  .preprocess(
    (value) => {
      const body = asObject(value);
      return { price: asText(body.price).trim() ? body.price : body.name };
    },
    z.object({
      price: text('price', 500, 'Price', 'Price required.')
        .refine((v) => v === '' || normalizePrice(v) !== null, PRICE_MESSAGE)
        .transform((v) => normalizePrice(v) ?? v),
    }),
  )
  .transform((b) => b.price);

/** POST /api/{kind}/add's body. */
export const lookupInputSchema = (kind: LookupKind) => (kind === 'prices' ? LookupPriceSchema : LookupNameSchema);

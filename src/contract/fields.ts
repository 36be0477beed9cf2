import { z } from 'zod';

/**
 * The pieces every input schema is made of. Forms arrive as JSON or as multipart text; both are read
 * alike: a number counts as its text, anything else that is not text counts as empty, surrounding
 * spaces go. The server parses with these schemas, the admin forms check with them.
 */

/** The key names are compared on: case-insensitive, surrounding and repeated spaces ignored. */
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** PostgreSQL cannot store NUL (a 500 there), and SQLite would keep what a restore into PostgreSQL could not. */
export const noNul = (s: string): boolean => !s.includes('\u0000');
export const nulMessage = (key: string): string => `${key} must not contain NUL characters.`;

/** A body that is not an object (null, a bare string) reads as an empty form. */
export const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * A trimmed text field of at most `max` characters (when given); `required` is the message for a
 * blank one. `key` names the field in the NUL message, `label` in the length message.
 */
export function text(key: string, max?: number, label = key, required?: string) {
  let schema = z.string().refine(noNul, nulMessage(key)).trim();
  if (max !== undefined) schema = schema.max(max, `${label} must be at most ${max} characters.`);
  if (required !== undefined) schema = schema.min(1, required);
  return z.preprocess(asText, schema);
}

/** A password as typed: never trimmed; anything that is not text counts as empty. */
export const secret = () => z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string());

/** An id picked from a list: `required` when blank, `invalid` when it is not a uuid. */
export const idText = (key: string, required: string, invalid: string) =>
  z.preprocess(asText, z.string().refine(noNul, nulMessage(key)).trim().min(1, required).refine(isUuid, invalid));

/** A form's fields (see asObject). */
export function form<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess(asObject, z.object(shape));
}

/** A picked file (a File in the browser, the uploaded part on the server): only its presence is checked. */
export const file = (message: string) => z.unknown().refine((value) => value !== undefined && value !== null, message);

/** Picked files: at least `min` of them. */
export const files = (min: number, message: string) => z.array(z.unknown()).min(min, message);

/** A route's `:id`; a malformed one is checked by find-or-404 (a 404, as for an unknown one). */
export const IdParamsSchema = z.object({ id: z.string() });

/** Only http(s): such links are rendered as hrefs, where javascript: and friends would run. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Tenths at most (of a millimetre: what a cutter can hold), and exact to compare. */
const tenths = (v: number) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9;
/** A number (or its text, as forms send it) from min to max, to 0.1; anything else is refused with `message`. */
export const tenthsBetween = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: message })
      .min(min, message)
      .max(max, message)
      .refine(tenths, message)
      .transform((v) => Math.round(v * 10) / 10),
  );

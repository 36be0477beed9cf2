import { z } from 'zod';
import { noNul, nulMessage } from './fields.ts';

/**
 * The owner's content in Hindi (issue 19, docs/decisions/025-content-in-two-languages.md): beside a
 * record's English fields, `translations: { hi: { ... } }` with only the Hindi fields that exist.
 * The storefront reads `listing.translations?.hi?.title ?? listing.title`.
 */

/** The languages a visitor may use; English is the shop's own. */
export const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];

/** A quote's or enquiry's `lang`: absent is English, anything but en or hi is refused. */
export const LangSchema = z
  .enum(LANGS, { error: 'lang must be en or hi.' })
  .optional()
  .transform((v): Lang => v ?? 'en');

/** A stored language; one this version does not know reads as English. */
export const langOf = (stored: string): Lang => ((LANGS as readonly string[]).includes(stored) ? (stored as Lang) : 'en');

/** The Hindi fields of one kind of record: each field's English length limit and its label in messages. */
type HiFields = Record<string, { max: number; label: string }>;

/**
 * What a read answers: `{}` or `{ hi: {...} }` with the fields that exist. The server always sends
 * it; the type lets it be absent, as in answers kept by the offline cache from before issue 19.
 */
export const translationsAnswer = <const K extends string>(...keys: K[]) =>
  z.object({ hi: z.object(Object.fromEntries(keys.map((k) => [k, z.string().optional()])) as { [P in K]: z.ZodOptional<z.ZodString> }).optional() }).optional();

/** A write's Hindi fields: a field absent stays as it is, null (sent blank) clears it. */
export type HiInput<K extends string> = Partial<Record<K, string | null>>;

const jsonOf = (value: unknown): { ok: true; value: unknown } | { ok: false } => {
  if (typeof value !== 'string') return { ok: true, value };
  try {
    return { ok: true, value: JSON.parse(value) as unknown };
  } catch {
    return { ok: false };
  }
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/**
 * `translations` of a form: an object in a JSON body, its JSON text in a multipart form. Blank
 * fields mean "no translation" (null); a wrong shape is refused with a message naming the field.
 */
export function translationsInput<const F extends HiFields>(fields: F) {
  type K = Extract<keyof F, string>;
  const keys = Object.keys(fields) as K[];
  const example = `{"hi":{"${keys[0]}":"…"}}`;
  return z.unknown().transform((raw, ctx): { hi: HiInput<K> } | undefined => {
    if (raw === undefined) return undefined;
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const parsed = jsonOf(raw);
    if (!parsed.ok || !isPlainObject(parsed.value)) return fail(`translations must be JSON such as ${example}.`);
    const { hi, ...others } = parsed.value;
    if (Object.keys(others).length) return fail('translations may only hold "hi" (Hindi).');
    if (hi === undefined) return { hi: {} };
    if (!isPlainObject(hi)) return fail(`translations.hi must be an object such as ${example}.`);
    const unknown = Object.keys(hi).filter((k) => !keys.includes(k as K));
    if (unknown.length) return fail(`translations.hi may only hold ${keys.join(' and ')}.`);
    const out: HiInput<K> = {};
    for (const key of keys) {
      const value = hi[key];
      if (value === undefined) continue;
      if (value !== null && typeof value !== 'string') return fail(`translations.hi.${key} must be text.`);
      const text = (value ?? '').trim();
      if (!noNul(text)) return fail(nulMessage(`translations.hi.${key}`));
      const { max, label } = fields[key]!;
      if (text.length > max) return fail(`${label} in Hindi must be at most ${max} characters.`);
      out[key] = text === '' ? null : text;
    }
    return { hi: out };
  });
}

/** The answer's `translations` from stored values (null or blank: no translation). */
export function translationsOf<K extends string>(hi: Record<K, string | null | undefined>): { hi?: Partial<Record<K, string>> } {
  const present = Object.entries(hi).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '');
  return present.length ? { hi: Object.fromEntries(present) as Partial<Record<K, string>> } : {};
}

/** Each record's Hindi fields, with the English field's limit. */
export const LISTING_HI = { title: { max: 200, label: 'Title' }, description: { max: 5000, label: 'Description' } } as const;
export const NAME_HI = { name: { max: 100, label: 'Name' } } as const;
export const BANNER_HI = { name: { max: 100, label: 'Name' }, altText: { max: 300, label: 'Alt text' } } as const;
export const SITE_HI = { name: { max: 100, label: 'Name' }, address: { max: 500, label: 'Address' } } as const;

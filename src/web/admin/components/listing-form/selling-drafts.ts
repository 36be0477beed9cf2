import type { z } from 'zod';
import type { Listing } from '../../../../contract/catalogue.ts';
import { FIELD_KEY_PATTERN, PersonalFieldsSchema, PriceTiersSchema, ProductOptionsSchema, type PersonalField } from '../../../../contract/selling.ts';

/**
 * What a listing sells (issue 9) as the listing form holds it: each list is one form value, the
 * JSON text of its rows as typed (numbers still text), so it travels with the other values. Sent as
 * the contract's shape; checked by the contract's schemas before sending.
 */

export interface TierDraft {
  minQty: string;
  unitPrice: string;
}
/** The owner's Hindi name of an option, choice or zone as typed (issue 28); sent as the contract's `translations`. */
interface HindiDraft {
  translations?: { hi?: { name?: string; label?: string } };
}
export interface ChoiceDraft extends HindiDraft {
  label: string;
  surcharge: string;
}
export interface OptionDraft extends HindiDraft {
  name: string;
  choices: ChoiceDraft[];
}
/** A zone is drawn, not typed: its numbers are always numbers (fractions 0–1 of the first image). */
export type ZoneDraft = PersonalField;

const DEFAULT_COLOUR = '#222222';

const read = <T>(text: string): T[] => {
  try {
    const parsed: unknown = JSON.parse(text || '[]');
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
};

export const readTiers = (text: string) => read<TierDraft>(text);
export const readOptions = (text: string) => read<OptionDraft>(text);
export const readZones = (text: string) => read<ZoneDraft>(text);
export const draftText = (rows: readonly unknown[]) => JSON.stringify(rows);

/** Edit's values, from the listing's lists (a listing from before issue 9 has none). */
export const tiersOf = (l: Listing) => draftText((l.priceTiers ?? []).map((t) => ({ minQty: String(t.minQty), unitPrice: t.unitPrice })));
export const optionsOf = (l: Listing) => draftText(l.options ?? []);
export const zonesOf = (l: Listing) => draftText(l.fields ?? []);

const blank = (...texts: string[]) => texts.every((t) => !t.trim());
/** Digits are sent as a number; anything else as typed, for the schema to name. */
const quantity = (text: string): number | string => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim());

/** What is sent: rows left wholly empty are dropped. */
export const sendTiers = (text: string) =>
  draftText(
    readTiers(text)
      .filter((t) => !blank(t.minQty, t.unitPrice))
      .map((t) => ({ minQty: quantity(t.minQty), unitPrice: t.unitPrice.trim() })),
  );

export const sendOptions = (text: string) =>
  draftText(
    readOptions(text)
      .map((o) => ({
        name: o.name.trim(),
        ...hindiPart(o, 'name'),
        choices: o.choices
          .filter((c) => !blank(c.label, c.surcharge))
          .map((c) => ({ label: c.label.trim(), surcharge: c.surcharge.trim() || '0', ...hindiPart(c, 'label') })),
      }))
      .filter((o) => o.name || o.choices.length > 0),
  );

export const sendZones = (text: string) =>
  draftText(readZones(text).map(({ translations, ...zone }) => ({ ...zone, ...hindiPart({ translations }, 'label') })));

/** The Hindi name in an input ('' when none). */
export const hindiText = (draft: HindiDraft, key: 'name' | 'label') => draft.translations?.hi?.[key] ?? '';
/** The draft with its Hindi name as typed. */
export const withHindi = <T extends HindiDraft>(draft: T, key: 'name' | 'label', text: string): T => ({ ...draft, translations: { hi: { [key]: text } } });
/** What is sent of a Hindi name: trimmed, and nothing at all when blank (the option then has no Hindi name). */
function hindiPart(draft: HindiDraft, key: 'name' | 'label') {
  const text = hindiText(draft, key).trim();
  return text ? { translations: { hi: { [key]: text } } } : {};
}

/** The schema's own message for the first problem, or null. */
function firstProblem(schema: z.ZodType, sent: string): string | null {
  const result = schema.safeParse(JSON.parse(sent));
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid.');
}

export const checkTiers = (text: string) => firstProblem(PriceTiersSchema, sendTiers(text));
export const checkOptions = (text: string) => firstProblem(ProductOptionsSchema, sendOptions(text));
export const checkZones = (text: string) => firstProblem(PersonalFieldsSchema, sendZones(text));

/**
 * A zone's key from its label ("Bride name" → bride_name), unique among `taken`: lower-case
 * letters, digits and _, starting with a letter, at most 30 (the contract's FIELD_KEY_PATTERN).
 * A label with no Latin letters (वधू) gets "text".
 */
export function keyFromLabel(label: string, taken: readonly string[] = []): string {
  let base = label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .replace(/_+$/, '')
    .slice(0, 30)
    .replace(/_+$/, '');
  if (!FIELD_KEY_PATTERN.test(base)) base = 'text';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const key = `${base.slice(0, 30 - suffix.length)}${suffix}`;
    if (!used.has(key)) return key;
  }
}

/** Four decimals, as the zones are stored. */
const fraction = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;

/** The box between two points (fractions of the image), kept inside it. */
export function boxBetween(a: { x: number; y: number }, b: { x: number; y: number }) {
  const x = fraction(Math.min(a.x, b.x));
  const y = fraction(Math.min(a.y, b.y));
  return { x, y, w: fraction(Math.min(Math.abs(a.x - b.x), 1 - x)), h: fraction(Math.min(Math.abs(a.y - b.y), 1 - y)) };
}

/** Smallest side of a zone (the contract's 0.02). */
export const MIN_SIDE = 0.02;

/** A new zone drawn at `box`, labelled "Text N" until the owner names it. */
export function newZone(box: { x: number; y: number; w: number; h: number }, zones: readonly ZoneDraft[]): ZoneDraft {
  let n = zones.length + 1;
  while (zones.some((z) => z.label === `Text ${n}`)) n += 1;
  const label = `Text ${n}`;
  return {
    key: keyFromLabel(
      label,
      zones.map((z) => z.key),
    ),
    label,
    ...box,
    align: 'center',
    colour: DEFAULT_COLOUR,
  };
}

/** A zone with one of x, y, w, h set from a percentage, kept inside the image. */
export function withPercent(zone: ZoneDraft, side: 'x' | 'y' | 'w' | 'h', percent: number): ZoneDraft {
  if (!Number.isFinite(percent)) return zone;
  const value = fraction(percent / 100);
  if (side === 'x') return { ...zone, x: Math.min(value, fraction(1 - zone.w)) };
  if (side === 'y') return { ...zone, y: Math.min(value, fraction(1 - zone.h)) };
  if (side === 'w') return { ...zone, w: Math.max(MIN_SIDE, Math.min(value, fraction(1 - zone.x))) };
  return { ...zone, h: Math.max(MIN_SIDE, Math.min(value, fraction(1 - zone.y))) };
}

/** A zone renamed: its key follows the label, unique among the other zones. */
export function withLabel(zones: readonly ZoneDraft[], index: number, label: string): ZoneDraft[] {
  const others = zones.filter((_, i) => i !== index).map((z) => z.key);
  return zones.map((z, i) => (i === index ? { ...z, label, key: keyFromLabel(label, others) } : z));
}

/** Percent shown in the number inputs (two decimals). */
export const percentOf = (value: number) => Math.round(value * 10_000) / 100;

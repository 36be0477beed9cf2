import type { Listing } from '../../../../contract/catalogue.ts';
import { gstRateProblem, hsnProblem } from '../../../../contract/billing/item-tax.ts';
import { DEFAULT_UQC, UQC_UNITS } from '../../../../contract/billing/uqc.ts';
import { FINISHING_MESSAGE } from '../../../../contract/listings.ts';
import { priceText, wholeNumberText } from './price-text.ts';
import { checkPrint, EMPTY_PRINT, printOf, sendPrint } from './print-size-draft.ts';
import { checkOptions, checkTiers, checkZones, optionsOf, sendOptions, sendTiers, sendZones, tiersOf, zonesOf } from './selling-drafts.ts';

export const FILL_ALL_FIELDS = 'Fill all fields';
export const RELIGION_REQUIRED = 'Please select a religion.';
export const FAVORITE_REQUIRED = 'Please choose Favorite: 1 or 0.';
export const DISCOUNT_MESSAGE = 'Discount price must be a number such as 499 or 499.50.';

/** The HTML attributes a text field passes on as they are. */
interface InputAttributes {
  inputMode?: 'decimal' | 'numeric';
  maxLength?: number;
  autoComplete?: string;
  rows?: number;
  /** 'hi' on the Hindi fields: the browser picks a Hindi keyboard and spell-checker, a screen reader a Hindi voice. */
  lang?: 'hi';
}

export interface ListingFieldSpec {
  name: string;
  label: string;
  /**
   * select: a list the form loads; choice: radio buttons of `options`; tiers, options, zones: what
   * the listing sells (issue 9), a list edited by its own editor, the value being its rows as JSON text.
   */
  kind: 'text' | 'textarea' | 'select' | 'choice' | SellingKind;
  /** Marked with * and `required` (what stops a save is checkValues'). */
  required?: boolean;
  /** Spans both columns on wide screens. */
  wide?: boolean;
  /** A new listing's value ('' when not given). */
  initial?: string;
  /** Edit's value, from the listing being edited. */
  of: (listing: Listing) => string;
  /** The multipart key, when it is not the name. */
  part?: string;
  /** What is sent (trimmed when not given). */
  send?: (value: string) => string;
  /** What a keystroke may leave in the field. */
  filter?: (text: string) => string;
  /** The saved values offered while typing (a datalist). */
  suggest?: 'titles' | 'prices';
  attributes?: InputAttributes;
  /** The text under a field marked wrong, by its value; a field without one is never marked. */
  error?: (value: string) => string;
  /** The contract schema's message when the value cannot be sent, else null. */
  check?: (value: string) => string | null;
  /** A field of `translations.hi` (issue 19): sent inside the one `translations` JSON part, not as a part of its own. */
  hindi?: 'title' | 'description';
  /** A line under the field saying what it is for. */
  hint?: string;
  /** A choice's values and their texts. */
  options?: readonly (readonly [value: string, text: string])[];
}

/** Sections with an editor of their own: what the listing sells, and (issue 29) its print size. */
export type SellingKind = 'tiers' | 'options' | 'zones' | 'print';
export const isSelling = (spec: { kind: string }): spec is { kind: SellingKind } =>
  spec.kind === 'tiers' || spec.kind === 'options' || spec.kind === 'zones' || spec.kind === 'print';

/** The unit select's options: GST's codes with what they count. */
export const UNIT_OPTIONS = UQC_UNITS.map((u) => ({ value: u.code, text: u.label }));

const fields = <const T extends readonly ListingFieldSpec[]>(list: T) => list;
const always = (text: string) => () => text;

/** Every field of the listing form, in the form's order: its values, edit prefill, multipart body and inputs all come from here. */
const FIELDS = fields([
  {
    name: 'title',
    label: 'Title',
    kind: 'text',
    required: true,
    wide: true,
    of: (l) => l.title,
    suggest: 'titles',
    attributes: { maxLength: 200, autoComplete: 'off' },
    error: always('Required.'),
  },
  // The owner's Hindi version (issue 19): optional; blank is "no translation".
  {
    name: 'titleHi',
    label: 'Hindi title (optional)',
    kind: 'text',
    wide: true,
    hindi: 'title',
    of: (l) => l.translations?.hi?.title ?? '',
    attributes: { maxLength: 200, autoComplete: 'off', lang: 'hi' },
  },
  // Category, subcategory and religion hold uuids; edit prefills them from the listing's (D-B12).
  { name: 'category', label: 'Category', kind: 'select', required: true, of: (l) => l.category_uuid, error: always('Required.') },
  { name: 'subcategory', label: 'Subcategory', kind: 'select', required: true, of: (l) => l.subcategory_uuid, error: always('Required.') },
  { name: 'religion', label: 'Religion', kind: 'select', required: true, of: (l) => l.religion_uuid, part: 'religions', error: always(RELIGION_REQUIRED) },
  {
    name: 'price',
    label: 'Price (₹)',
    kind: 'text',
    required: true,
    of: (l) => l.price,
    filter: priceText,
    suggest: 'prices',
    attributes: { inputMode: 'decimal', autoComplete: 'off' },
    error: (value) => (value ? 'Price must be a number such as 499 or 499.50.' : 'Required.'),
  },
  {
    name: 'discountPrice',
    label: 'Discount price (₹)',
    kind: 'text',
    of: (l) => l.discountPrice ?? '',
    filter: priceText,
    attributes: { inputMode: 'decimal', autoComplete: 'off' },
    error: always(DISCOUNT_MESSAGE),
  },
  // For the GST bill (issue 18): blank until the owner sets them; no rate is built in.
  {
    name: 'hsn',
    label: 'HSN code',
    kind: 'text',
    of: (l) => l.hsn,
    filter: (t) => t.replace(/\D+/g, '').slice(0, 8),
    attributes: { inputMode: 'numeric', autoComplete: 'off', maxLength: 8 },
    error: (v) => hsnProblem(v) ?? '',
    check: hsnProblem,
  },
  {
    name: 'gstRate',
    label: 'GST rate (%)',
    kind: 'text',
    of: (l) => l.gstRate,
    filter: priceText,
    attributes: { inputMode: 'decimal', autoComplete: 'off' },
    error: (v) => gstRateProblem(v) ?? '',
    check: gstRateProblem,
  },
  // The bill's unit column (issue 28): one of GST's codes, so a select; a new listing counts in numbers.
  { name: 'uqc', label: 'Unit on the bill', kind: 'select', initial: DEFAULT_UQC, of: (l) => l.uqc || DEFAULT_UQC },
  // What the job costs the shop (issue 29, item 5): the owner's alone, never in a visitor's answer.
  {
    name: 'finishing',
    label: 'Finishing cost a piece (₹)',
    kind: 'text',
    of: (l) => (l.finishing && l.finishing !== '0' ? l.finishing : ''),
    filter: priceText,
    attributes: { inputMode: 'decimal', autoComplete: 'off' },
    hint: 'Cutting, lamination, envelope… for the job’s cost and margin. Customers never see it.',
    error: always(FINISHING_MESSAGE),
  },
  // Blank is sent as the spec's default of 1.
  {
    name: 'moq',
    label: 'Minimum order quantity',
    kind: 'text',
    initial: '1',
    of: (l) => String(l.moq),
    send: (v) => v.trim() || '1',
    filter: wholeNumberText,
    attributes: { inputMode: 'numeric', autoComplete: 'off' },
  },
  // No default: the admin must choose (spec §5).
  {
    name: 'favorite',
    label: 'Favorite',
    kind: 'choice',
    required: true,
    wide: true,
    of: (l) => l.favorite,
    error: always(FAVORITE_REQUIRED),
    options: [
      ['1', '1 (Yes)'],
      ['0', '0 (No)'],
    ],
  },
  { name: 'description', label: 'Description', kind: 'textarea', wide: true, of: (l) => l.description, attributes: { maxLength: 5000, rows: 4 } },
  {
    name: 'descriptionHi',
    label: 'Hindi description (optional)',
    kind: 'textarea',
    wide: true,
    hindi: 'description',
    of: (l) => l.translations?.hi?.description ?? '',
    attributes: { maxLength: 5000, rows: 4, lang: 'hi' },
  },
  { name: 'location', label: 'Location', kind: 'text', wide: true, of: (l) => l.location, attributes: { maxLength: 200 } },
  // What the listing sells (issue 9): sent as JSON text, checked by the contract's schemas; "[]" clears.
  { name: 'priceTiers', label: 'Price by quantity', kind: 'tiers', wide: true, initial: '[]', of: tiersOf, send: sendTiers, check: checkTiers },
  { name: 'options', label: 'Options', kind: 'options', wide: true, initial: '[]', of: optionsOf, send: sendOptions, check: checkOptions },
  { name: 'fields', label: 'Personalisation zones', kind: 'zones', wide: true, initial: '[]', of: zonesOf, send: sendZones, check: checkZones },
  // The printed piece (issue 29): JSON text of what is typed; '' (blank width and height) clears it.
  { name: 'print', label: 'Print size', kind: 'print', wide: true, initial: JSON.stringify(EMPTY_PRINT), of: printOf, send: sendPrint, check: checkPrint },
]);

export type ListingField = (typeof FIELDS)[number]['name'];
/** The fields whose options the form loads. */
export type ListField = Extract<(typeof FIELDS)[number], { kind: 'select' }>['name'];
export const LISTING_FIELDS: readonly (ListingFieldSpec & { name: ListingField })[] = FIELDS;

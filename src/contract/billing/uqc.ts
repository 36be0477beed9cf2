/**
 * The unit a bill line counts in (issue 28, item 4): GST's Unique Quantity Codes, the ones a print
 * shop sells by. The GST portal (GSTR-1's HSN summary) takes these codes as they are written here.
 * Free of zod, as a bill drawn in a fresh process loads it (the form's field: uqc-field.ts).
 */
export const UQC_UNITS = [
  { code: 'NOS', label: 'NOS – numbers' },
  { code: 'PCS', label: 'PCS – pieces' },
  { code: 'SET', label: 'SET – sets' },
  { code: 'BOX', label: 'BOX – boxes' },
  { code: 'PAC', label: 'PAC – packs' },
  { code: 'BDL', label: 'BDL – bundles' },
  { code: 'ROL', label: 'ROL – rolls' },
  { code: 'DOZ', label: 'DOZ – dozens' },
  { code: 'PRS', label: 'PRS – pairs' },
  { code: 'THD', label: 'THD – thousands' },
  { code: 'SQM', label: 'SQM – square metres' },
  { code: 'SQF', label: 'SQF – square feet' },
  { code: 'MTR', label: 'MTR – metres' },
  { code: 'KGS', label: 'KGS – kilograms' },
  { code: 'UNT', label: 'UNT – units' },
  { code: 'OTH', label: 'OTH – others' },
] as const;

export type Uqc = (typeof UQC_UNITS)[number]['code'];

/** A listing that names none, and every bill line made before units were kept. */
export const DEFAULT_UQC: Uqc = 'NOS';

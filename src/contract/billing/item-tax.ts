import { text } from '../fields.ts';
import { GST_RATE_MESSAGE, rateMillis, rateText } from './gst-rate.ts';

/**
 * An item's HSN or SAC code and GST rate, as a listing, a category and the shop's defaults take them
 * (issue 28): the listing's own win, then its category's, then the shop's.
 */
export const HSN_MESSAGE = 'HSN code must be 4, 6 or 8 digits (such as 4911), or a SAC code of 6 digits starting 99 (such as 998912); or blank.';

/** Spaces inside are dropped ("4911 10"); blank is "not set". */
export const hsnOf = (v: string) => v.replace(/\s+/g, '');

/** A percent sign may follow; "18.0" is written "18", as the bill prints it. */
export const gstRateOf = (v: string): string | null => {
  const millis = rateMillis(v.trim().replace(/\s*%$/, ''));
  return millis === null ? null : rateText(millis);
};

// The GST portal takes HSN at 4, 6 or 8 digits; a SAC (services) is 6 digits from 99, which the 6 already covers.
export const hsnProblem = (v: string): string | null => (v.trim() === '' || /^(?:\d{4}|\d{6}|\d{8})$/.test(hsnOf(v)) ? null : HSN_MESSAGE);
export const gstRateProblem = (v: string): string | null => (v.trim() === '' || gstRateOf(v) !== null ? null : GST_RATE_MESSAGE);

/** A form's HSN/SAC code field (a listing's, a category's): spaces dropped, blank is "not set". */
export const hsnField = () =>
  text('hsn')
    .refine((v) => hsnProblem(v) === null, HSN_MESSAGE)
    .transform(hsnOf);
/** A form's GST rate field: "18 %" is written "18"; blank is "not set". */
export const gstRateField = () =>
  text('gstRate')
    .refine((v) => gstRateProblem(v) === null, GST_RATE_MESSAGE)
    .transform((v) => (v === '' ? '' : gstRateOf(v)!));

/** The first code or rate set, from the most particular: the listing's, the category's, the shop's. */
export const firstSet = (...values: Array<string | null | undefined>): string | null => values.find((v) => v?.trim()) ?? null;

/**
 * What a card's zones are (issue 30), free of zod: the storefront's item page draws its preview with
 * these and loads no schema library for them (its JavaScript budget, BENCHMARKS.md).
 */
export const ZONE_KINDS = ['text', 'photo'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

/** A zone filled with a row's photo, never with typed text. */
export const isPhotoZone = (field: { kind?: ZoneKind }): boolean => field.kind === 'photo';

/**
 * Whether a card is made from a list of names, one card a row (ID cards, guest envelopes): it has a
 * photo zone, or a zone the owner marked "Every name on the sheet needs it". A wedding card whose
 * zones hold the couple's names is one design for every copy, and its customer is not asked for a list.
 */
export const takesList = (fields: readonly { kind?: ZoneKind; required?: boolean }[]): boolean => fields.some((f) => isPhotoZone(f) || f.required === true);

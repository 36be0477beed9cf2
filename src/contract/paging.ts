import { z } from 'zod';
import { noNul } from './fields.ts';

/**
 * The back office's long lists come 50 at a time (issue 17, item 7): `limit` (1–100, default 50)
 * and `offset`, newest first with the id as tiebreak (docs/decisions/020-the-owners-day.md).
 */
export const PAGE = { default: 50, max: 100 } as const;

/** A query value that must be a whole number in [min, max]; the 400 says so. */
const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
};

/** `limit` and `offset` of a paged list. */
export const pageFields = (max: number = PAGE.max) => ({
  limit: wholeNumber('limit', 1, max).optional(),
  offset: wholeNumber('offset', 0, 1_000_000).optional(),
});

/** A search text, matched literally (a "%" is a percent sign); blank is no search. */
export const searchText = (name = 'q') =>
  z
    .string({ error: `Give ${name} only once.` })
    .refine(noNul, `${name} must not contain NUL characters.`)
    .trim()
    .max(200, `${name} must be at most 200 characters.`)
    .optional()
    .transform((v) => v || undefined);

import { z } from 'zod';
import { tenthsBetween } from './fields.ts';

/**
 * A listing's print size (issue 29, item 1): the trimmed piece in millimetres (to 0.1 mm: an ID card
 * is 85.6 × 54), the bleed around it and how many sides are printed. Null while the owner has not set
 * it; such a listing has no print file and no layout.
 */
const PRINT_LIMITS = { minMm: 10, maxMm: 1200, maxBleedMm: 10 } as const;
export const DEFAULT_BLEED_MM = 3;
/** Below this the master picture prints soft; the form warns. */
export const MIN_PRINT_DPI = 300;
export const MM_PER_INCH = 25.4;

export const PRINT_MESSAGES = {
  shape: 'print must be {widthMm, heightMm, bleedMm, sides}, or blank for none.',
  json: 'print must be JSON such as {"widthMm":89,"heightMm":51,"bleedMm":3,"sides":2}.',
  size: (key: string) => `${key} must be a number of millimetres from ${PRINT_LIMITS.minMm} to ${PRINT_LIMITS.maxMm}, to 0.1 mm.`,
  bleed: `bleedMm must be a number of millimetres from 0 to ${PRINT_LIMITS.maxBleedMm}, to 0.1 mm.`,
  sides: 'sides must be 1 or 2.',
} as const;

export const PrintSizeSchema = z.object(
  {
    widthMm: tenthsBetween(PRINT_LIMITS.minMm, PRINT_LIMITS.maxMm, PRINT_MESSAGES.size('widthMm')),
    heightMm: tenthsBetween(PRINT_LIMITS.minMm, PRINT_LIMITS.maxMm, PRINT_MESSAGES.size('heightMm')),
    bleedMm: tenthsBetween(0, PRINT_LIMITS.maxBleedMm, PRINT_MESSAGES.bleed).default(DEFAULT_BLEED_MM),
    sides: z.preprocess((v) => (v === '1' || v === '2' ? Number(v) : v), z.union([z.literal(1), z.literal(2)], { error: PRINT_MESSAGES.sides })).default(1),
  },
  { error: PRINT_MESSAGES.shape },
);
export type PrintSize = z.output<typeof PrintSizeSchema>;

/** As answers give it (an answer cannot run the input's transforms backwards). */
export const PrintSizeAnswer = z
  .object({ widthMm: z.number(), heightMm: z.number(), bleedMm: z.number(), sides: z.union([z.literal(1), z.literal(2)]) })
  .nullable();

/** The form's value: JSON text (multipart, the CSV cell) or an object (JSON body); blank or null clears it. */
export const printField = () =>
  z.preprocess((value, ctx) => {
    if (value === null || value === undefined) return null;
    if (typeof value !== 'string') return value;
    if (value.trim() === '' || value.trim() === 'null') return null;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: PRINT_MESSAGES.json });
      return z.NEVER;
    }
  }, PrintSizeSchema.nullable());

/** The stored JSON text back to a size; null for none (or anything unreadable, which it never should be). */
export function readPrintSize(stored: unknown): PrintSize | null {
  if (typeof stored !== 'string' || stored === '') return null;
  try {
    const parsed = PrintSizeSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The resolution the master picture prints at when it covers the piece and its bleed: the picture is
 * scaled to cover, so the side that is stretched most decides.
 */
export function effectiveDpi(picture: { width: number; height: number }, size: Pick<PrintSize, 'widthMm' | 'heightMm' | 'bleedMm'>): number {
  const widthIn = (size.widthMm + 2 * size.bleedMm) / MM_PER_INCH;
  const heightIn = (size.heightMm + 2 * size.bleedMm) / MM_PER_INCH;
  return Math.floor(Math.min(picture.width / widthIn, picture.height / heightIn));
}

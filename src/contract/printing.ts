import { z } from 'zod';
import { asObject, asText, noNul, tenthsBetween } from './fields.ts';
import { normalizePrice } from './price-text.ts';

/**
 * The shop's printing settings (issue 29, item 3): the sheets it prints on, the margin its press
 * cannot print in, and the share of sheets spoilt in make-ready. A sheet's cost (paper and printing,
 * per side) is the owner's alone: it travels as exact rupee text ("5.50") and is kept in paise.
 */
export const PRINTING_LIMITS = { sheets: 20, name: 40, minMm: 50, maxMm: 2000, maxMarginMm: 50, maxWastage: 100 } as const;

export const PRINTING_MESSAGES = {
  sheets: `sheets must be a list of 1 to ${PRINTING_LIMITS.sheets} sheets {name, widthMm, heightMm, cost}.`,
  name: `A sheet's name must be 1 to ${PRINTING_LIMITS.name} characters.`,
  sameName: 'Two sheets have the same name.',
  size: (key: string) => `${key} must be a number of millimetres from ${PRINTING_LIMITS.minMm} to ${PRINTING_LIMITS.maxMm}, to 0.1 mm.`,
  cost: 'cost must be rupees such as 5 or 5.50.',
  margin: `marginMm must be a number of millimetres from 0 to ${PRINTING_LIMITS.maxMarginMm}, to 0.1 mm.`,
  wastage: `wastagePercent must be a number from 0 to ${PRINTING_LIMITS.maxWastage}, to 0.1.`,
  saved: 'Printing settings saved',
  saveFailed: 'Could not save the printing settings.',
} as const;
const M = PRINTING_MESSAGES;

const SheetInputSchema = z.object(
  {
    name: z.preprocess(asText, z.string().refine(noNul, M.name).trim().min(1, M.name).max(PRINTING_LIMITS.name, M.name)),
    widthMm: tenthsBetween(PRINTING_LIMITS.minMm, PRINTING_LIMITS.maxMm, M.size('widthMm')),
    heightMm: tenthsBetween(PRINTING_LIMITS.minMm, PRINTING_LIMITS.maxMm, M.size('heightMm')),
    cost: z
      .preprocess(
        asText,
        z.string().refine((v) => normalizePrice(v) !== null, M.cost),
      )
      .transform((v) => normalizePrice(v)!),
  },
  { error: M.sheets },
);

/** PUT /api/settings/printing. */
export const PrintingSettingsInputSchema = z.preprocess(
  asObject,
  z.object({
    sheets: z
      .array(SheetInputSchema, { error: M.sheets })
      .min(1, M.sheets)
      .max(PRINTING_LIMITS.sheets, M.sheets)
      .refine((sheets) => new Set(sheets.map((s) => s.name.toLowerCase())).size === sheets.length, M.sameName),
    marginMm: tenthsBetween(0, PRINTING_LIMITS.maxMarginMm, M.margin),
    wastagePercent: tenthsBetween(0, PRINTING_LIMITS.maxWastage, M.wastage),
  }),
);
export type PrintingSettingsInput = z.output<typeof PrintingSettingsInputSchema>;

const SheetAnswer = z.object({ name: z.string(), widthMm: z.number(), heightMm: z.number(), cost: z.string() });
/** GET /api/settings/printing (the owner's: carries costs). */
export const PrintingSettingsSchema = z.object({ sheets: z.array(SheetAnswer), marginMm: z.number(), wastagePercent: z.number() });
export type PrintingSettings = z.infer<typeof PrintingSettingsSchema>;

/** What a shop starts with: the common press sheets, their costs left for the owner to fill in. */
export const DEFAULT_PRINTING_SETTINGS: PrintingSettings = {
  sheets: [
    { name: 'A4', widthMm: 210, heightMm: 297, cost: '0' },
    { name: 'A3', widthMm: 297, heightMm: 420, cost: '0' },
    { name: 'SRA3', widthMm: 320, heightMm: 450, cost: '0' },
    { name: '12×18 in', widthMm: 304.8, heightMm: 457.2, cost: '0' },
    { name: '13×19 in', widthMm: 330.2, heightMm: 482.6, cost: '0' },
  ],
  marginMm: 5,
  wastagePercent: 5,
};

/** GET /api/quotes/{id}/imposition?sheet=SRA3: how the job's pieces lie on one sheet, and how many sheets it takes. */
export const ImpositionSchema = z.object({
  sheet: z.object({ name: z.string(), widthMm: z.number(), heightMm: z.number() }),
  piece: z.object({ widthMm: z.number(), heightMm: z.number(), bleedMm: z.number() }),
  across: z.number().int(),
  down: z.number().int(),
  rotated: z.boolean(),
  perSheet: z.number().int(),
  sheets: z.number().int(),
});
export type Imposition = z.infer<typeof ImpositionSchema>;

export const ImpositionQuerySchema = z.object({
  sheet: z
    .string({ error: 'Give sheet only once.' })
    .refine(noNul, 'sheet must not contain NUL characters.')
    .max(PRINTING_LIMITS.name * 4, M.name)
    .optional(),
});

import { z } from 'zod';

/**
 * A card per name (issue 30): a sheet of rows (CSV or XLSX, one per card) and a zip of their photos,
 * sent by the owner (`POST /api/quotes/{id}/records`) or the customer (`POST /api/quotes/{token}/records`).
 */
export const RECORD_LIMITS = {
  rows: 2000,
  sheetBytes: 5 * 1024 * 1024,
  zipBytes: 1024 * 1024 * 1024,
  zipEntries: 5000,
  /** One photo, inflated: a phone's photo is 3–12 MB; more is not a photo (or a zip bomb). */
  photoBytes: 25 * 1024 * 1024,
  /** A cell's text; a zone takes far less, and the measure says so row by row. */
  cellChars: 500,
  /** Texts shrink to fit their zone down to this share of the zone's natural size. */
  smallestScale: 0.7,
} as const;

const RecordProblemSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  /** The zone's key, or '' for the row as a whole (a duplicate). */
  field: z.string(),
  problem: z.string(),
});
export type RecordProblem = z.output<typeof RecordProblemSchema>;

export const RecordsAnswerSchema = z.object({
  /** How many rows were kept (each a card). */
  records: z.number().int(),
  /** The proof version these rows belong to. */
  version: z.number().int(),
  quantity: z.number().int(),
  problems: z.array(RecordProblemSchema),
});
export type RecordsAnswer = z.output<typeof RecordsAnswerSchema>;

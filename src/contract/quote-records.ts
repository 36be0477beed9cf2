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

/** GET /api/quotes/{id|token}/records: the rows kept (the set the next approval covers) and what is wrong with them. */
export const RecordsListSchema = z.object({
  /** The card's zones in the reader's language: the sheet's header row names them; none, and the job takes no sheet. */
  zones: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      /** The label's language: English where the owner wrote no Hindi name, even for a Hindi reader. */
      lang: z.enum(['en', 'hi']),
      photo: z.boolean(),
      required: z.boolean(),
    }),
  ),
  /** The proof version the rows belong to; null while no sheet has been sent. */
  version: z.number().int().nullable(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      /** Each zone's text by key; a photo zone's is the file name the row gave. */
      values: z.record(z.string(), z.string()),
      /** Whether the row's photo was found and kept. */
      photo: z.boolean(),
    }),
  ),
  /** In the reader's language: the owner's English, the customer's page language. */
  problems: z.array(RecordProblemSchema),
});
export type RecordsList = z.output<typeof RecordsListSchema>;

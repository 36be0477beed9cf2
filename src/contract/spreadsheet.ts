import { z } from 'zod';

/**
 * The listings spreadsheet (issue 11, item 3): its columns, the separator of its images cell and
 * the report an import answers. Decision 010 explains the choices.
 */

/** The columns in the order the export writes them; an import may leave any out (except the ones a new listing needs). */
export const LISTING_COLUMNS = [
  'id',
  'title',
  /** The Hindi title (issue 19); blank is "no translation". */
  'title_hi',
  'category',
  'subcategory',
  'religion',
  'price',
  'discountPrice',
  'hsn',
  'gstRate',
  /** The bill's unit (issue 28): a GST UQC code such as NOS or PCS; blank is NOS. */
  'uqc',
  'moq',
  'favorite',
  'location',
  'description',
  'description_hi',
  'images',
  'priceTiers',
  'options',
  'fields',
  /** The print size (issue 29): JSON {widthMm, heightMm, bleedMm, sides}; blank is none. */
  'print',
  /** What finishing a piece costs the shop (issue 29, item 5), rupees; blank is none. The file is the owner's. */
  'finishing',
] as const;
export type ListingColumn = (typeof LISTING_COLUMNS)[number];

/** Between two image addresses (or zip file names) in the images cell. */
export const IMAGE_SEPARATOR = ' | ';

export const IMPORT_LIMITS = {
  csvBytes: 5 * 1024 * 1024,
  zipBytes: 100 * 1024 * 1024,
  rows: 2000,
  zipEntries: 2000,
  /** Uncompressed bytes of the zip's image entries together (a zip bomb stops here). */
  zipUnpackedBytes: 200 * 1024 * 1024,
  /** One picture in the zip, as the listing form's upload allows. */
  zipEntryBytes: 20 * 1024 * 1024,
} as const;

const BadRowSchema = z.object({
  /** The row as Excel numbers it: the header is row 1. */
  row: z.number().int(),
  reasons: z.array(z.string()),
});
export type BadRow = z.infer<typeof BadRowSchema>;

export const ImportReportSchema = z.object({
  /** Data rows read (blank rows not counted). */
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  bad: z.array(BadRowSchema),
  dryRun: z.boolean(),
  /** False when nothing was written: a dry run, or bad rows without skipBadRows. */
  written: z.boolean(),
  message: z.string(),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

import { layOut, sheetsNeeded, type Layout } from '../../../contract/imposition.ts';
import type { Imposition } from '../../../contract/printing.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { MEDIA_PREFIX, type MediaStore } from '../../media/media-store.ts';
import type { PrivateStore } from '../../media/private-store.ts';
import { shopDrawingLine } from '../invoices/drawing-line.ts';
import { approvedJob, printJob, PRINT_REFUSALS, type Artwork, type PrintJob } from './print-job.ts';
import { readPrinting, type StoredSheet } from './printing-settings.repository.ts';

export const PRINT_BUSY = 'Many print files are being prepared right now. Please try again in a few seconds.';

export interface PrintStores {
  media: MediaStore;
  privateFiles: PrivateStore;
}

/** The sheet the owner named (any case), or the first of the settings when none is named. */
function pickSheet(sheets: StoredSheet[], name: string | undefined): StoredSheet {
  const wanted = name?.trim();
  if (!wanted) return sheets[0]!;
  const sheet = sheets.find((s) => s.name.toLowerCase() === wanted.toLowerCase());
  if (!sheet) throw badRequest(`No sheet is named “${wanted.slice(0, 40)}”. The sheets are: ${sheets.map((s) => s.name).join(', ')}.`);
  return sheet;
}

/**
 * How the job lies on the sheet and how many sheets it takes (issue 29, item 3). The job ticket and
 * the job's cost (items 4 and 5) start from here: `sheet.costPaise` is the sheet's cost.
 */
export async function impositionFor(
  db: Database,
  quoteId: string,
  sheetName: string | undefined,
): Promise<{ job: PrintJob; sheet: StoredSheet; layout: Layout; answer: Imposition }> {
  const { job } = await printJob(db, quoteId);
  const settings = await readPrinting(db);
  const sheet = pickSheet(settings.sheets, sheetName);
  const piece = { widthMm: job.size.widthMm, heightMm: job.size.heightMm, bleedMm: job.size.bleedMm };
  const layout = layOut(sheet, piece, settings.marginMm);
  if (!layout) {
    throw conflict(
      `The piece (${piece.widthMm} × ${piece.heightMm} mm with ${piece.bleedMm} mm bleed) does not fit on ${sheet.name} (${sheet.widthMm} × ${sheet.heightMm} mm) inside its ${settings.marginMm} mm margins. Choose a larger sheet.`,
    );
  }
  const answer: Imposition = {
    sheet: { name: sheet.name, widthMm: sheet.widthMm, heightMm: sheet.heightMm },
    piece,
    across: layout.across,
    down: layout.down,
    rotated: layout.rotated,
    perSheet: layout.perSheet,
    // A job with rows prints each row once: its count, not a quantity typed before the sheet came, decides.
    sheets: sheetsNeeded(job.rows || job.quantity, layout.perSheet, settings.wastagePercent),
  };
  return { job, sheet, layout, answer };
}

async function pictureBytes(media: MediaStore, url: string): Promise<Buffer> {
  const bytes = url.startsWith(MEDIA_PREFIX) ? await media.read(url.slice(MEDIA_PREFIX.length)) : undefined;
  if (!bytes) throw conflict(PRINT_REFUSALS.noPicture);
  return bytes;
}

/** Two asking for the same file at once share one drawing; a different approved version is another drawing. */
const versionKey = (artwork: Artwork) =>
  artwork.kind === 'pdf'
    ? artwork.key
    : artwork.kind === 'rows'
      ? `rows:${artwork.rows.length}:${artwork.rows[0]?.photo ?? ''}:${JSON.stringify(artwork.rows[0]?.texts)}`
      : JSON.stringify(artwork.texts);

/** The approved version as the piece: one page per side, each the trim with its bleed. */
async function pieceOf(stores: PrintStores, job: PrintJob, artwork: Artwork): Promise<Uint8Array> {
  if (artwork.kind === 'pdf') {
    const bytes = await stores.privateFiles.get(artwork.key);
    if (!bytes) throw conflict(PRINT_REFUSALS.pdfGone);
    const { sentPdfPiece } = await import('./sent-pdf-piece.ts');
    return sentPdfPiece(bytes, job.size);
  }
  const pictures = await Promise.all(artwork.pictures.map((url) => pictureBytes(stores.media, url)));
  if (artwork.kind === 'rows') {
    const { drawRowPieces } = await import('./row-pieces.ts');
    const photoOf = (key: string) => stores.privateFiles.get(key);
    return drawRowPieces({ size: job.size, pictures, fields: artwork.fields, rows: artwork.rows, title: job.title, photoOf });
  }
  const { drawPiece } = await import('./drawn-piece.ts');
  return drawPiece({ size: job.size, pictures, fields: artwork.fields, texts: artwork.texts, title: job.title });
}

/**
 * print.pdf of the approved version, drawn in the shop's one line of PDF drawings (bills and tickets
 * share it): a drawing takes a few hundred ms of CPU, so twenty at once wait their turn or get a 503
 * with Retry-After rather than stalling the shop's pages.
 */
export async function printPdf(db: Database, stores: PrintStores, quoteId: string): Promise<{ pdf: Uint8Array; job: PrintJob }> {
  const { job, artwork } = await approvedJob(db, quoteId);
  const pdf = await shopDrawingLine(db).run(
    `print:${job.quoteId}:${versionKey(artwork)}`,
    async () => {
      const { printFile } = await import('./print-file.ts');
      return printFile(await pieceOf(stores, job, artwork), job.size, `${job.orderNumber} ${job.title}`.trim());
    },
    PRINT_BUSY,
  );
  return { pdf, job };
}

/** imposition.pdf: the approved piece laid out on the chosen sheet, with cut marks and the job's label. */
export async function imposedPdf(
  db: Database,
  stores: PrintStores,
  quoteId: string,
  sheetName: string | undefined,
): Promise<{ pdf: Uint8Array; job: PrintJob }> {
  const { answer, layout, sheet } = await impositionFor(db, quoteId, sheetName);
  const { job, artwork } = await approvedJob(db, quoteId);
  const pdf = await shopDrawingLine(db).run(
    `sheet:${job.quoteId}:${sheet.name}:${versionKey(artwork)}`,
    async () => {
      const { imposedSheet } = await import('./imposed-sheet.ts');
      const piece = await pieceOf(stores, job, artwork);
      const rows = artwork.kind === 'rows' ? artwork.rows.map((r) => r.number) : undefined;
      return imposedSheet(piece, { sheet, size: job.size, layout, orderNumber: job.orderNumber, sheets: answer.sheets, rows });
    },
    PRINT_BUSY,
  );
  return { pdf, job };
}

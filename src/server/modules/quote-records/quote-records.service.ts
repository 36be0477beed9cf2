import type { Listing } from '../../../contract/catalogue.ts';
import type { RecordsAnswer } from '../../../contract/quote-records.ts';
import { RECORD_TEXTS_EN, RECORD_TEXTS_HI, type RecordTexts } from '../../../contract/quote-record-texts.ts';
import { isPhotoZone, type PersonalField } from '../../../contract/selling.ts';
import type { Database } from '../../db/database.ts';
import { hashOfUrl, MEDIA_PREFIX, type MediaStore } from '../../media/media-store.ts';
import type { PrivateStore } from '../../media/private-store.ts';
import { loadSharp } from '../../media/sharp-loader.ts';
import { findListing } from '../listings/listings.repository.ts';
import { replaceRecords, type KeptProblem, type QuoteForRecords, type RecordsOutcome } from './quote-records.repository.ts';
import { keptPhotoSide, storeRecordPhotos, type PhotoWanted } from './record-photos.ts';
import { readSheetCells } from './sheet-cells.ts';
import { sheetRecords } from './sheet-records.ts';
import { zoneFitter } from './text-fit.ts';

export interface RecordsUpload {
  sheet: Buffer;
  zipPath?: string;
  /** The owner's count of cards; otherwise one per row. */
  quantity?: number;
}

export interface RecordsContext {
  db: Database;
  media: MediaStore;
  store: PrivateStore;
  texts: RecordTexts;
  /** The reader's language: zone names in messages are the Hindi ones for a Hindi customer. */
  lang: 'en' | 'hi';
  byCustomer: boolean;
  textsOf: (lang: string) => RecordTexts;
}

/** The master picture's width and height, upright (its 1280 px variant has the same proportions); a square when it has none. */
async function pictureSize(media: MediaStore, listing: Listing): Promise<{ width: number; height: number }> {
  const url = listing.images[0];
  const hash = url && hashOfUrl(url);
  const bytes = hash ? ((await media.read(`${hash}-1280.webp`)) ?? (await media.read(url.slice(MEDIA_PREFIX.length)))) : undefined;
  if (!bytes) return { width: 1, height: 1 };
  const meta = await (await loadSharp())(bytes).metadata();
  const sideways = (meta.orientation ?? 1) >= 5;
  const [width, height] = sideways ? [meta.height, meta.width] : [meta.width, meta.height];
  return width && height ? { width, height } : { width: 1, height: 1 };
}

const byRow = (a: KeptProblem, b: KeptProblem) => a.row - b.row;

/**
 * A sheet of names (and their photos) for a quote, read, checked and kept as its cards (issue 30):
 * the photos are stored first, the rows then replace the quote's old ones in one transaction, and the
 * old rows' photos go once it has committed. Refused or failed, nothing new is left behind.
 */
export async function uploadRecords(
  ctx: RecordsContext,
  quote: QuoteForRecords,
  upload: RecordsUpload,
): Promise<RecordsOutcome<RecordsAnswer> | { status: 'no-zones' }> {
  const listing = quote.listingId ? await findListing(ctx.db, quote.listingId) : undefined;
  const fields = listing?.fields ?? [];
  if (!listing || fields.length === 0) return { status: 'no-zones' };
  const size = await pictureSize(ctx.media, listing);
  const boxOf = (f: PersonalField) => ({ width: f.w * size.width, height: f.h * size.height });
  const labelIn = (lang: string) => (f: PersonalField) => (lang === 'hi' ? (f.translations?.hi?.label ?? f.label) : f.label);
  const cells = await readSheetCells(upload.sheet, ctx.texts);
  const input = { fields, boxes: new Map(fields.map((f) => [f.key, boxOf(f)])), fits: await zoneFitter() };
  const sheet = sheetRecords(cells, { ...input, texts: ctx.texts, labelOf: labelIn(ctx.lang) });
  // The same rows read again for the problems' wording in each language (milliseconds for 2,000 rows).
  const [en, hi] = [RECORD_TEXTS_EN, RECORD_TEXTS_HI].map((texts, i) => sheetRecords(cells, { ...input, texts, labelOf: labelIn(i ? 'hi' : 'en') }).problems);
  const kept: KeptProblem[] = en!.map((p, i) => ({ row: p.row, field: p.field, en: p.problem, hi: hi![i]!.problem }));

  const photoField = fields.find(isPhotoZone);
  const wanted: PhotoWanted[] = [];
  if (photoField) {
    sheet.records.forEach((r, record) => {
      const name = r.values[photoField.key];
      if (name) wanted.push({ record, row: r.row, field: photoField, name });
    });
  }
  const photos = await storeRecordPhotos(upload.zipPath, wanted, {
    shapeOf: (f) => ({ aspect: boxOf(f).width / boxOf(f).height, side: keptPhotoSide(f, size, listing.print) }),
    store: ctx.store,
    texts: ctx.texts,
    byCustomer: ctx.byCustomer,
  });
  const dropNew = () => Promise.all(photos.stored.map((k) => ctx.store.remove(k)));
  const quantity = upload.quantity ?? sheet.records.length;
  const allProblems = [...kept, ...photos.problems].sort(byRow);
  const problemsOf = new Map<number, Omit<KeptProblem, 'row'>[]>();
  for (const { row, ...p } of allProblems) problemsOf.set(row, [...(problemsOf.get(row) ?? []), p]);
  let outcome: Awaited<ReturnType<typeof replaceRecords>>;
  try {
    outcome = await replaceRecords(
      ctx.db,
      quote.id,
      sheet.records.map((r, i) => ({
        row: r.row,
        texts: r.values,
        photo: photoField ? (photos.keys.get(`${i}:${photoField.key}`) ?? null) : null,
        problems: problemsOf.get(r.row) ?? [],
      })),
      { quantity, listing, texts: ctx.textsOf },
    );
  } catch (err) {
    await dropNew();
    throw err;
  }
  if (outcome.status !== 'done') {
    await dropNew();
    return outcome;
  }
  // Unreferenced now; a failure here leaves a file no row names, which costs space and nothing else.
  await Promise.all(outcome.oldPhotos.map((k) => ctx.store.remove(k).catch(() => undefined)));
  return {
    status: 'done',
    records: sheet.records.length,
    version: outcome.version,
    quantity,
    problems: allProblems.map((p) => ({ row: p.row, field: p.field, problem: p[ctx.lang] })),
  };
}

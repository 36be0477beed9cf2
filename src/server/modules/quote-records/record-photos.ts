import fs, { type FileHandle } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import { RECORD_LIMITS } from '../../../contract/quote-records.ts';
import { RECORD_TEXTS_EN, RECORD_TEXTS_HI, type RecordTexts } from '../../../contract/quote-record-texts.ts';
import type { PersonalField } from '../../../contract/selling.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { checkImage, decodeError, MAX_INPUT_PIXELS } from '../../media/image-pipeline.ts';
import { customerImageQueue, imageQueue } from '../../media/image-queue.ts';
import type { PrivateStore } from '../../media/private-store.ts';
import { loadSharp } from '../../media/sharp-loader.ts';
import type { KeptProblem } from './quote-records.repository.ts';

/**
 * The longer side of a kept photo: what its zone prints at 400 dpi (photos print well at 300), kept
 * between 400 px (room for a proof at any size) and 1000 px; 600 px when the card has no print size.
 * A smaller kept photo is mostly a cheaper decode: libjpeg shrinks on load by 2, 4 or 8 (issue 30's
 * 500 cards while the shop is browsed; bench `--id-cards-only`).
 */
export function keptPhotoSide(
  zone: { w: number; h: number },
  picture: { width: number; height: number },
  print: { widthMm: number; heightMm: number; bleedMm: number } | null | undefined,
): number {
  if (!print) return 600;
  // The picture covers the piece with its bleed (printing/drawn-piece.ts cover()), so its zones scale with it.
  const mmPerPx = Math.max((print.widthMm + 2 * print.bleedMm) / picture.width, (print.heightMm + 2 * print.bleedMm) / picture.height);
  const longMm = Math.max(zone.w * picture.width, zone.h * picture.height) * mmPerPx;
  return Math.min(1000, Math.max(400, Math.ceil((longMm / 25.4) * 400)));
}
const MB = 1024 * 1024;

/** A kept photo's proportions (its zone's width over height) and its longer side in pixels. */
export interface PhotoShape {
  aspect: number;
  side: number;
}

/** A photo a row names: the card's index among the records, its row, its zone, and the name as typed. */
export interface PhotoWanted {
  record: number;
  row: number;
  field: PersonalField;
  name: string;
}

export interface StoredPhotos {
  /** The private key of each card's photo, by `${record}:${fieldKey}`. */
  keys: Map<string, string>;
  /** Every key stored (to take back when the upload is refused later). */
  stored: string[];
  /** In both languages: they are kept with the rows (the owner reads English, the customer their page's language). */
  problems: KeptProblem[];
}

/** How a row's cell and a zip's entry meet: the base name, any case, without its extension ("Photos/ASHA.JPG" = "asha"). */
export const photoKey = (name: string): string => {
  const base = (name.split(/[\\/]/).pop() ?? '').trim().toLowerCase();
  return base.replace(/\.[a-z0-9]{1,5}$/, '');
};

/**
 * A photo as a card takes it: checked by its bytes (JPEG, PNG or WebP, pixels capped), turned upright
 * by its EXIF orientation, cropped to the zone's proportions around what sharp's `attention` strategy
 * finds most salient (skin tones and contrast: the face on a school photo, with no face model to
 * ship; the centre when nothing stands out), and encoded as WebP with no metadata kept.
 */
async function cardPhoto(input: Buffer, { aspect, side }: PhotoShape): Promise<Buffer> {
  await checkImage(input);
  const sharp = await loadSharp();
  const width = aspect >= 1 ? side : Math.max(1, Math.round(side * aspect));
  const height = aspect >= 1 ? Math.max(1, Math.round(side / aspect)) : side;
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, height, fit: 'cover', position: sharp.strategy.attention })
      // Effort 2 encodes in half the time of the default 4 for a few % more bytes: 500 photos a sheet (issue 30's figures).
      .webp({ quality: 86, effort: 2 })
      .toBuffer();
  } catch (err) {
    throw decodeError(err);
  }
}

const inflateRaw = promisify(zlib.inflateRaw);

/**
 * One entry's bytes in two steps whatever its size: its compressed data in one read, then inflated in
 * one call. A stream of 64 KB pieces took ~60 turns of the event loop for each photo, and on a shop
 * being browsed every turn waits behind the pages (issue 30's 500 cards while 200 clients browse).
 * Only stored and deflated entries are read; whatever inflates past the limit, or to another size
 * than its header declared, is refused as too large.
 */
async function readEntry(zip: yauzl.ZipFile, file: FileHandle, entry: yauzl.Entry, tooLarge: () => HttpError): Promise<Buffer> {
  const stored = entry.compressionMethod === 0;
  // Deflate never grows data by more than a few bytes a block: a larger entry is no photo.
  if (entry.isEncrypted() || (!stored && entry.compressionMethod !== 8) || entry.compressedSize > RECORD_LIMITS.photoBytes + 64 * 1024) throw tooLarge();
  try {
    const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
    const raw = Buffer.allocUnsafe(entry.compressedSize);
    const { bytesRead } = await file.read(raw, 0, raw.length, fileDataStart);
    if (bytesRead !== raw.length) throw tooLarge();
    const bytes = stored ? raw : await inflateRaw(raw, { maxOutputLength: RECORD_LIMITS.photoBytes });
    if (bytes.length !== entry.uncompressedSize) throw tooLarge();
    return bytes;
  } catch (err) {
    // Past maxOutputLength zlib throws a RangeError; a broken stream, its own error: the entry is refused either way.
    throw err instanceof HttpError ? err : tooLarge();
  }
}

/**
 * The photos the rows name, read from the zip on disk one entry at a time (the central directory
 * first, then only the named entries inflated, each checked against RECORD_LIMITS.photoBytes before
 * and while inflating): one photo in memory at a time, whatever the zip's size. A named entry over
 * the limit refuses the whole upload (400: a photo is never that large, a zip bomb is); a photo that
 * is not one, or cannot be decoded, and a name with no photo, are problems of their rows.
 * `shapeOf` gives a zone's width over height on the card and the kept photo's longer side.
 */
export async function storeRecordPhotos(
  zipPath: string | undefined,
  wanted: PhotoWanted[],
  opts: { shapeOf: (field: PersonalField) => PhotoShape; store: PrivateStore; texts: RecordTexts; byCustomer: boolean },
): Promise<StoredPhotos> {
  const { texts, store } = opts;
  const byName = new Map<string, PhotoWanted[]>();
  for (const w of wanted) byName.set(photoKey(w.name), [...(byName.get(photoKey(w.name)) ?? []), w]);
  const result: StoredPhotos = { keys: new Map(), stored: [], problems: [] };
  const found = new Set<string>();
  if (zipPath && byName.size > 0) {
    let zip: yauzl.ZipFile;
    try {
      zip = await yauzl.openPromise(zipPath, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, autoClose: false });
    } catch {
      throw badRequest(texts.notAZip);
    }
    const file = await fs.open(zipPath, 'r');
    // An error while storing is the server's (500); one while reading the zip is the zip's (400).
    let storing = false;
    try {
      if (zip.entryCount > RECORD_LIMITS.zipEntries) throw badRequest(texts.tooManyEntries(RECORD_LIMITS.zipEntries));
      for await (const entry of zip.eachEntry()) {
        const base = entry.fileName.split('/').pop() ?? '';
        const key = photoKey(entry.fileName);
        // Folders, macOS's "._" shadows, names no row gives, a second photo of one name: never inflated.
        if (entry.fileName.endsWith('/') || base.startsWith('._') || !byName.has(key) || found.has(key)) continue;
        const tooLarge = () => badRequest(texts.photoTooLarge(base, RECORD_LIMITS.photoBytes / MB));
        if (entry.uncompressedSize > RECORD_LIMITS.photoBytes) throw tooLarge();
        found.add(key);
        const bytes = await readEntry(zip, file, entry, tooLarge);
        storing = true;
        await storeFor(bytes, base, byName.get(key)!, opts, result);
        storing = false;
      }
    } catch (err) {
      await Promise.all(result.stored.map((k) => store.remove(k)));
      throw err instanceof HttpError || storing ? err : badRequest(texts.notAZip);
    } finally {
      zip.close();
      await file.close();
    }
  }
  for (const [key, rows] of byName) {
    if (!found.has(key)) for (const w of rows) result.problems.push(inBoth(w, (t) => t.photoMissing(w.name)));
  }
  return result;
}

const inBoth = (w: PhotoWanted, say: (t: RecordTexts) => string): KeptProblem => ({
  row: w.row,
  field: w.field.key,
  en: say(RECORD_TEXTS_EN),
  hi: say(RECORD_TEXTS_HI),
});

/** One photo cropped once per zone that names it, stored, and given to its rows; unreadable: a problem of each. */
async function storeFor(bytes: Buffer, base: string, rows: PhotoWanted[], opts: Parameters<typeof storeRecordPhotos>[2], result: StoredPhotos) {
  const queue = opts.byCustomer ? customerImageQueue : imageQueue;
  for (const field of new Set(rows.map((w) => w.field))) {
    const mine = rows.filter((w) => w.field === field);
    let photo: Buffer;
    try {
      photo = await queue.run(() => cardPhoto(bytes, opts.shapeOf(field)));
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
      for (const w of mine) result.problems.push(inBoth(w, (t) => t.photoUnreadable(base)));
      continue;
    }
    const key = await opts.store.put(photo, 'webp');
    result.stored.push(key);
    for (const w of mine) result.keys.set(`${w.record}:${field.key}`, key);
  }
}

import { createHash } from 'node:crypto';
import type { Metadata, OutputInfo, Sharp } from 'sharp';
import { unprocessable, unsupported } from '../lib/http-errors.ts';
import { loadSharp } from './sharp-loader.ts';
import { containsMarkup, hasTrailingData, sniffFormat, type RasterFormat } from './image-checks.ts';

export const MAX_INPUT_PIXELS = 50_000_000;
const ORIGINAL_MAX_SIDE = 1920;
export const VARIANT_WIDTHS = [320, 640, 1280] as const;
/** What processImage writes for one image: the original, then a WebP and an AVIF at each width. */
export const FILES_PER_IMAGE = 1 + VARIANT_WIDTHS.length * 2;

interface EncodedFile {
  name: string;
  data: Buffer;
}

export interface ProcessedImage {
  hash: string;
  format: RasterFormat;
  files: EncodedFile[];
}

const NOT_AN_IMAGE = 'Only JPEG, PNG or WebP images are accepted.';

/** Content hash of the upload: the same photo uploaded twice is stored once. */
export const imageHash = (input: Buffer): string => createHash('sha256').update(input).digest('hex').slice(0, 32);

/**
 * Checks an upload by its bytes, then re-encodes it: the rotation EXIF asks for is applied and all
 * metadata (GPS location included) is dropped, because nothing of the uploaded file is kept.
 */
export async function checkImage(input: Buffer): Promise<RasterFormat> {
  const format = sniffFormat(input);
  if (!format) throw unsupported(NOT_AN_IMAGE);
  if (hasTrailingData(input, format) || containsMarkup(input, format)) {
    throw unsupported('The file is not a plain image (it carries other content).');
  }
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (err) {
    throw decodeError(err);
  }
  if (meta.format !== format) throw unsupported(NOT_AN_IMAGE);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw tooManyPixels();
  return format;
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const format = await checkImage(input);
  const sharp = await loadSharp();
  const hash = imageHash(input);
  let base: { data: Buffer; info: OutputInfo };
  try {
    // Decode once into pixels at most 1920 px; every output is encoded from these.
    base = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: ORIGINAL_MAX_SIDE, height: ORIGINAL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw decodeError(err);
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const from = () => sharp(base.data, { raw });

  const original = await encodeOriginal(from(), format);
  const files: EncodedFile[] = [{ name: `${hash}.${extension(format)}`, data: original }];
  for (const width of VARIANT_WIDTHS) {
    const resized = () => from().resize({ width, withoutEnlargement: true });
    files.push({ name: `${hash}-${width}.webp`, data: await resized().webp({ quality: 76 }).toBuffer() });
    // Colour at half resolution, as the WebP beside it and every JPEG have it (sharp's AVIF default
    // keeps it whole): 5–10 % fewer bytes for the same look.
    files.push({ name: `${hash}-${width}.avif`, data: await resized().avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }).toBuffer() });
  }
  return { hash, format, files };
}

function encodeOriginal(img: Sharp, format: RasterFormat): Promise<Buffer> {
  if (format === 'png') return img.png({ compressionLevel: 7 }).toBuffer();
  if (format === 'webp') return img.webp({ quality: 82 }).toBuffer();
  return img.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

export const extension = (format: RasterFormat): string => (format === 'jpeg' ? 'jpg' : format);

function tooManyPixels() {
  return unprocessable(`The image has more than ${MAX_INPUT_PIXELS / 1_000_000} million pixels.`);
}

export function decodeError(err: unknown) {
  const message = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(message)) return tooManyPixels();
  return unprocessable('The image could not be read; it may be damaged.');
}

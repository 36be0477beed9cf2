import libPath from 'browser-image-compression/dist/browser-image-compression.js?url';

/**
 * Pick, check and compress images in the browser (spec §5, §9): jpeg/png/webp only, at most 10 in
 * all, each at most 1 MB and 1920 px on its longest side (up to 10 rounds), renamed with a time
 * prefix. The compressor's worker loads the library from this site (its own copy, hashed by the
 * build): never a CDN (D-P6; the CSP allows only 'self' and blob: workers). The library itself
 * (~50 KB) is downloaded only when a file is picked.
 */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const MAX_IMAGES = 10;
const MAX_IMAGE_MB = 1;
const MAX_IMAGE_SIDE = 1920;
export const SKIPPED_MESSAGE = 'Some files were skipped.';
export const TOO_MANY_MESSAGE = 'Max 10 images allowed.';

const isAllowedImage = (file: File) => (IMAGE_TYPES as readonly string[]).includes(file.type);

export interface ImageCheck {
  /** The files to keep, in the order picked. */
  accepted: File[];
  /** Some files were not jpeg/png/webp: show SKIPPED_MESSAGE. */
  skipped: boolean;
  /** The pick went over the limit: only the first ones that fit are kept; show TOO_MANY_MESSAGE. */
  tooMany: boolean;
}

/** The type and count rules, without compressing: `already` images are in the form already. */
export function checkImages(files: Iterable<File>, already = 0, max = MAX_IMAGES): ImageCheck {
  const all = [...files];
  const allowed = all.filter(isAllowedImage);
  const room = Math.max(0, max - already);
  return { accepted: allowed.slice(0, room), skipped: allowed.length < all.length, tooMany: allowed.length > room };
}

/** `${Date.now()}-${name}`, as the spec renames every compressed image. */
export const timestampName = (name: string, now = Date.now()) => `${now}-${name}`;

export interface CompressOptions {
  maxSizeMB?: number;
  maxWidthOrHeight?: number;
  /** 0–100 for this file. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** One image, compressed and renamed; keeps its type. */
export async function compressImage(file: File, options: CompressOptions = {}): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const compressed = await imageCompression(file, {
    maxSizeMB: options.maxSizeMB ?? MAX_IMAGE_MB,
    maxWidthOrHeight: options.maxWidthOrHeight ?? MAX_IMAGE_SIDE,
    maxIteration: 10,
    useWebWorker: true,
    libURL: new URL(libPath, location.href).href,
    onProgress: options.onProgress,
    signal: options.signal,
  });
  return new File([compressed], timestampName(file.name), { type: compressed.type || file.type, lastModified: Date.now() });
}

export interface PreparedImages extends Omit<ImageCheck, 'accepted'> {
  files: File[];
}

/**
 * The whole pick: check, then compress each kept file. `onProgress` gets the overall percent.
 * The caller shows SKIPPED_MESSAGE / TOO_MANY_MESSAGE from the flags (the kit's ImagePicker does).
 */
export async function prepareImages(
  picked: Iterable<File>,
  options: { already?: number; max?: number; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<PreparedImages> {
  const { accepted, skipped, tooMany } = checkImages(picked, options.already ?? 0, options.max ?? MAX_IMAGES);
  const files: File[] = [];
  for (const [index, file] of accepted.entries()) {
    const report = (percent: number) => options.onProgress?.(Math.round(((index + percent / 100) / accepted.length) * 100));
    files.push(await compressImage(file, { onProgress: report, signal: options.signal }));
  }
  return { files, skipped, tooMany };
}

import { HttpError } from '../../lib/http-errors.ts';
import { checkImage } from '../../media/image-pipeline.ts';
import { MEDIA_NAME, MEDIA_PREFIX, type MediaStore } from '../../media/media-store.ts';
import { isImageName, type ZipImages } from './zip-images.ts';

/** One picture of a row: a stored image of this shop, or a file of the zip to store. */
export type RowImage = { kind: 'stored'; url: string } | { kind: 'zip'; name: string; data: Buffer };

export interface ImageSources {
  store: MediaStore;
  /** This shop's origins (PUBLIC_URL, the address the owner used): only their /media/ addresses are taken. */
  origins: readonly string[];
  zip?: ZipImages;
}

/** "a.jpg | b.jpg", one per line, or both: a separator no address and hardly a file name contains. */
export const splitImages = (cell: string): string[] =>
  cell
    .split(/\||\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);

/** An address (of this shop, or refused as another site's) rather than a file name to find in the zip. */
const isAddress = (item: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(item) || item.startsWith('/');

/** The names in an images cell that are looked up in the zip. */
export const zipNamesIn = (cell: string): string[] => splitImages(cell).filter((item) => !isAddress(item) && isImageName(item));

const ORIGINAL_EXTENSIONS = ['jpg', 'png', 'webp'];

/**
 * The pictures a row names, or the reasons it cannot have them. An address is never fetched (the
 * server would otherwise fetch whatever a file tells it to): only this shop's own /media/ images
 * are taken, found on disk by their name; a variant's address (…-640.webp) means its original.
 */
export async function resolveImages(cell: string, sources: ImageSources): Promise<{ images: RowImage[]; reasons: string[] }> {
  const images: RowImage[] = [];
  const reasons: string[] = [];
  for (const item of splitImages(cell)) {
    const found = isAddress(item) ? await stored(item, sources) : await fromZip(item, sources);
    if (typeof found === 'string') reasons.push(found);
    else images.push(found);
  }
  return { images, reasons };
}

async function stored(address: string, { store, origins }: ImageSources): Promise<RowImage | string> {
  let url: URL;
  try {
    url = new URL(address, origins[0] ?? 'http://localhost');
  } catch {
    return `Image ${address} is not a valid address.`;
  }
  if (!address.startsWith('/') || address.startsWith('//')) {
    if (!origins.some((o) => new URL(o).origin === url.origin)) {
      return `Image ${address} is on another site; only this shop's own images (${origins[0] ?? ''}/media/…) or pictures in the zip can be used.`;
    }
  }
  const name = url.pathname.startsWith(MEDIA_PREFIX) ? url.pathname.slice(MEDIA_PREFIX.length) : '';
  if (!MEDIA_NAME.test(name)) return `Image ${address} is not an image of this shop (its address should start with /media/).`;
  const hash = name.slice(0, 32);
  for (const ext of ORIGINAL_EXTENSIONS) {
    const original = `${MEDIA_PREFIX}${hash}.${ext}`;
    if (await store.has(original)) return { kind: 'stored', url: original };
  }
  return `Image ${address} is not in this shop's media (deleted, or from another shop).`;
}

async function fromZip(name: string, { zip }: ImageSources): Promise<RowImage | string> {
  if (!isImageName(name)) return `Image ${name} is not a JPEG, PNG or WebP file name, nor an address of this shop.`;
  if (!zip) return `Image ${name}: upload the zip of pictures with the CSV, or give the image's address on this shop.`;
  const data = zip.get(name);
  if (!data) return `Image ${name} is not in the zip.`;
  try {
    await checkImage(data);
  } catch (err) {
    if (err instanceof HttpError) return `Image ${name}: ${err.message}`;
    throw err;
  }
  return { kind: 'zip', name, data };
}

import yauzl from 'yauzl';
import { IMPORT_LIMITS } from '../../../contract/spreadsheet.ts';
import { badRequest, tooLarge } from '../../lib/http-errors.ts';

const IMAGE_NAME = /\.(?:jpe?g|png|webp)$/i;

/** The key a row's file name is matched on: its base name, any case ("Photos/Rose.JPG" → "rose.jpg"). */
export const zipKey = (name: string): string => (name.split('/').pop() ?? name).trim().toLowerCase();

export const isImageName = (name: string): boolean => IMAGE_NAME.test(name);

export interface ZipImages {
  /** The picture a row names, or undefined when the zip has none by that name. */
  get(name: string): Buffer | undefined;
  readonly size: number;
}

/**
 * The pictures of an uploaded zip, read into memory. Nothing is ever written to disk under an
 * entry's name, yet a name that climbs out of the folder ("../", "/etc/…", "C:") is refused
 * outright (yauzl's own check), as is a zip of too many entries or of more unpacked bytes than
 * IMPORT_LIMITS allows — counted on what is actually inflated, not on what the zip declares.
 * Entries that are not pictures by their name (a __MACOSX folder, Thumbs.db) are skipped; a
 * picture's content is checked later by the media pipeline, like any upload.
 */
export async function readZipImages(zip: Buffer): Promise<ZipImages> {
  let file: yauzl.ZipFile;
  try {
    file = await yauzl.fromBufferPromise(zip, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: false });
  } catch (err) {
    throw badRequest(`The zip file could not be read: ${(err as Error).message}`);
  }
  if (file.entryCount > IMPORT_LIMITS.zipEntries) throw tooLarge(`The zip has more than ${IMPORT_LIMITS.zipEntries} files.`);
  const images = new Map<string, Buffer>();
  let unpacked = 0;
  try {
    for await (const entry of file.eachEntry()) {
      if (entry.fileName.endsWith('/') || !isImageName(entry.fileName) || zipKey(entry.fileName).startsWith('._')) continue;
      if (entry.uncompressedSize > IMPORT_LIMITS.zipEntryBytes) throw tooLarge(`${entry.fileName} is larger than ${IMPORT_LIMITS.zipEntryBytes / 1048576} MB.`);
      unpacked += entry.uncompressedSize;
      if (unpacked > IMPORT_LIMITS.zipUnpackedBytes) throw tooLarge(`The pictures in the zip come to more than ${IMPORT_LIMITS.zipUnpackedBytes / 1048576} MB unpacked; split it.`);
      const key = zipKey(entry.fileName);
      if (images.has(key)) throw badRequest(`The zip has two pictures named ${key}; give them different names.`);
      images.set(key, await readEntry(file, entry));
    }
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode) throw err;
    throw badRequest(`The zip file could not be read: ${(err as Error).message}`);
  } finally {
    file.close();
  }
  return { get: (name) => images.get(zipKey(name)), size: images.size };
}

/** validateEntrySizes makes the stream fail once it inflates past the declared size: a lying header cannot bomb us. */
async function readEntry(file: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const stream = await file.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

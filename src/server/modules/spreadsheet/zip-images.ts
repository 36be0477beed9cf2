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
 * The pictures of an uploaded zip that the sheet names (`named`: their zipKey), read into memory.
 * Nothing is ever written to disk under an entry's name, yet a name that climbs out of the folder
 * ("../", "/etc/…", "C:") is refused outright (yauzl's own check), as is a zip of too many entries.
 * The sizes are judged on what the central directory declares, before a byte is inflated: a
 * named picture over IMPORT_LIMITS' size, or named pictures over its unpacked total, refuse the
 * zip; entries the sheet does not name are never inflated, whatever they declare. A header that
 * declares less than its entry inflates to is caught while inflating (readEntry). Entries that are
 * not pictures by their name (a __MACOSX folder, Thumbs.db) are skipped; a picture's content is
 * checked later by the media pipeline, like any upload.
 */
export async function readZipImages(zip: Buffer, named: ReadonlySet<string>): Promise<ZipImages> {
  let file: yauzl.ZipFile;
  try {
    file = await yauzl.fromBufferPromise(zip, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: false });
  } catch (err) {
    throw badRequest(`The zip file could not be read: ${(err as Error).message}`);
  }
  if (file.entryCount > IMPORT_LIMITS.zipEntries) throw tooLarge(`The zip has more than ${IMPORT_LIMITS.zipEntries} files.`);
  const images = new Map<string, Buffer>();
  try {
    for (const [key, entry] of await namedEntries(file, named)) images.set(key, await readEntry(file, entry));
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode) throw err;
    throw badRequest(`The zip file could not be read: ${(err as Error).message}`);
  } finally {
    file.close();
  }
  return { get: (name) => images.get(zipKey(name)), size: images.size };
}

/** The whole central directory read (no entry inflated), keeping the pictures the sheet names. */
async function namedEntries(file: yauzl.ZipFile, named: ReadonlySet<string>): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  let declared = 0;
  for await (const entry of file.eachEntry()) {
    const key = zipKey(entry.fileName);
    if (entry.fileName.endsWith('/') || !isImageName(entry.fileName) || key.startsWith('._') || !named.has(key)) continue;
    if (entries.has(key)) throw badRequest(`The zip has two pictures named ${key}; give them different names.`);
    if (entry.uncompressedSize > IMPORT_LIMITS.zipEntryBytes) throw tooLarge(`${entry.fileName} is larger than ${IMPORT_LIMITS.zipEntryBytes / 1048576} MB.`);
    declared += entry.uncompressedSize;
    if (declared > IMPORT_LIMITS.zipUnpackedBytes)
      throw tooLarge(`The pictures in the zip come to more than ${IMPORT_LIMITS.zipUnpackedBytes / 1048576} MB unpacked; split it.`);
    entries.set(key, entry);
  }
  return entries;
}

/** validateEntrySizes makes the stream fail once it inflates past the declared size: a lying header cannot bomb us. */
async function readEntry(file: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const stream = await file.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

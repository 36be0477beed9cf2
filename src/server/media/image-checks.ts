/**
 * Byte-level checks that decoding alone cannot do: a decoder happily reads a JPEG or PNG that
 * also carries an HTML page or a script (a polyglot). We never serve uploaded bytes (everything
 * is re-encoded), but a file built to be two things at once is refused outright.
 */
export type RasterFormat = 'jpeg' | 'png' | 'webp';

export function sniffFormat(buf: Buffer): RasterFormat | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

/** Bytes after the end of the image's own container (PNG's IEND, WebP's RIFF size). */
export function hasTrailingData(buf: Buffer, format: RasterFormat): boolean {
  if (format === 'webp') {
    const declared = buf.readUInt32LE(4) + 8;
    // RIFF chunks are padded to an even size.
    return buf.length > declared + 1;
  }
  if (format === 'png') {
    const iend = buf.lastIndexOf(Buffer.from('IEND', 'latin1'));
    return iend < 0 || buf.length > iend + 8;
  }
  // Phones append legitimate trailers after a JPEG's end (motion-photo video, maker data),
  // so a JPEG is judged by its content only.
  return false;
}

const MARKUP = /<(?:script|html|svg|iframe|object|embed|body|\?php|!doctype)[\s>/]|javascript:/i;

/**
 * Markup or script in the file outside its metadata: the tell-tale of an image/HTML polyglot.
 * Metadata (EXIF, XMP, comments, PNG text chunks) is free text a camera or an editor wrote, may
 * well mention `<svg` or `javascript:`, and is dropped when the image is re-encoded: it is no
 * reason to refuse a photo.
 */
export function containsMarkup(buf: Buffer, format: RasterFormat): boolean {
  let at = 0;
  for (const [start, end] of metadataRanges(buf, format)) {
    if (MARKUP.test(buf.toString('latin1', at, start))) return true;
    at = end;
  }
  return MARKUP.test(buf.toString('latin1', at));
}

/** Byte ranges [start, end) of metadata blocks, in file order. A malformed layout ends the walk. */
function metadataRanges(buf: Buffer, format: RasterFormat): Array<[number, number]> {
  if (format === 'jpeg') return jpegMetadata(buf);
  if (format === 'png') return chunkRanges(buf, 8, (type) => PNG_TEXT.has(type), 'png');
  return chunkRanges(buf, 12, (type) => type === 'EXIF' || type === 'XMP ', 'webp');
}

const PNG_TEXT = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'iCCP']);

/** APPn (EXIF, XMP, ICC…) and COM segments before the first scan; everything after is scanned. */
function jpegMetadata(buf: Buffer): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let i = 2;
  while (i + 4 <= buf.length && buf[i] === 0xff) {
    const marker = buf[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xda || marker === 0xd9) break; // start of scan / end of image
    const length = buf.readUInt16BE(i + 2);
    const end = i + 2 + length;
    if (length < 2 || end > buf.length) break;
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) ranges.push([i, end]);
    i = end;
  }
  return ranges;
}

/** PNG chunks (length, type, data, CRC) or RIFF chunks (type, little-endian length, data, pad). */
function chunkRanges(buf: Buffer, first: number, isMetadata: (type: string) => boolean, kind: 'png' | 'webp'): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let i = first;
  while (i + 8 <= buf.length) {
    const type = buf.toString('latin1', kind === 'png' ? i + 4 : i, kind === 'png' ? i + 8 : i + 4);
    const length = kind === 'png' ? buf.readUInt32BE(i) : buf.readUInt32LE(i + 4);
    const end = kind === 'png' ? i + 12 + length : i + 8 + length + (length % 2);
    if (end > buf.length || end <= i) break;
    if (isMetadata(type)) ranges.push([i, end]);
    i = end;
  }
  return ranges;
}

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

/** Markup or script anywhere in the file: the tell-tale of an image/HTML polyglot. */
export function containsMarkup(buf: Buffer): boolean {
  return MARKUP.test(buf.toString('latin1'));
}

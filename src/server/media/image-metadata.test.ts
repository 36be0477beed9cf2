import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { jpeg, png } from '../test-support/fixtures.ts';
import { processImage } from './image-pipeline.ts';

const status = (p: Promise<unknown>) =>
  p.then(
    () => 0,
    (e: { statusCode?: number }) => e.statusCode ?? -1,
  );
const HOSTILE = '<svg onload=alert(1)> javascript:alert(2) <script>alert(3)</script>';

/** A PNG with an extra chunk of the given type right after IHDR. */
async function pngWithChunk(type: string, text: string): Promise<Buffer> {
  const base = await png(64, 64);
  const data = Buffer.from(text, 'latin1');
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  const afterIhdr = 8 + 25;
  return Buffer.concat([base.subarray(0, afterIhdr), head, data, crc, base.subarray(afterIhdr)]);
}

/** A JPEG with a COM (comment) segment right after SOI. */
async function jpegWithComment(text: string): Promise<Buffer> {
  const base = await jpeg(64, 64);
  const data = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([base.subarray(0, 2), segment, data, base.subarray(2)]);
}

describe('uploads judged by their pixels, not their metadata', () => {
  it('accepts a photo whose EXIF, XMP or comment mentions markup, and drops that text', async () => {
    const inputs = [
      await sharp(await jpeg(200, 100))
        .withExif({ IFD0: { ImageDescription: HOSTILE, Artist: 'javascript:void(0)' } })
        .jpeg()
        .toBuffer(),
      await sharp(await jpeg(200, 100))
        .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF>${HOSTILE.replace(/</g, '&lt;')} javascript:x</rdf:RDF></x:xmpmeta>`)
        .jpeg()
        .toBuffer(),
      await jpegWithComment(HOSTILE),
      await sharp(await png(120, 80))
        .withExif({ IFD0: { ImageDescription: HOSTILE } })
        .png()
        .toBuffer(),
      await pngWithChunk('tEXt', `Comment\0${HOSTILE}`),
      await sharp(await jpeg(200, 100))
        .withExif({ IFD0: { ImageDescription: HOSTILE } })
        .webp()
        .toBuffer(),
    ];
    for (const [i, input] of inputs.entries()) {
      expect(input.toString('latin1'), `input ${i} carries the text`).toMatch(/javascript:/);
      const out = await processImage(input);
      for (const file of out.files) expect(file.data.toString('latin1'), `input ${i}`).not.toMatch(/javascript:|<svg|<script/);
    }
  });

  it('still refuses markup in the image data itself or after its end', async () => {
    // An ancillary chunk a decoder skips, but not metadata: a page hidden in the image.
    expect(await status(processImage(await pngWithChunk('htMl', '<html><script>alert(1)</script></html>')))).toBe(415);
    expect(await status(processImage(Buffer.concat([await jpeg(), Buffer.from('<html><body><script>alert(1)</script>')])))).toBe(415);
    expect(await status(processImage(Buffer.concat([await png(), Buffer.from('<svg onload=alert(1)>')])))).toBe(415);
    // A metadata segment whose declared length runs past the end hides nothing: the rest is scanned.
    const broken = await jpegWithComment('<script>alert(1)</script>');
    broken.writeUInt16BE(0xfff0, 4);
    expect(await status(processImage(broken))).not.toBe(0);
  });
});

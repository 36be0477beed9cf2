import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gif, jpeg, pixelBomb, png, SVG, webp } from '../test-support/fixtures.ts';
import { processImage } from './image-pipeline.ts';

async function phonePhoto(): Promise<Buffer> {
  // 400×200 pixels stored sideways: EXIF orientation 6 says "rotate 90° to view".
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#c00' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'SecretModel' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 9/1 0/1' } })
    .toBuffer();
}

const status = (p: Promise<unknown>) =>
  p.then(
    () => 0,
    (e: { statusCode?: number }) => e.statusCode ?? -1,
  );

describe('image pipeline', () => {
  it('rotates by EXIF, then drops every piece of metadata', async () => {
    const out = await processImage(await phonePhoto());
    const original = out.files[0]!;
    const meta = await sharp(original.data).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(meta.orientation ?? 1).toBe(1);
    expect(meta.exif).toBeUndefined();
    for (const file of out.files) expect(file.data.toString('latin1')).not.toMatch(/PhoneMaker|SecretModel/);
  });

  it('keeps an original of at most 1920 px plus 320/640/1280 WebP and AVIF variants', async () => {
    const out = await processImage(await jpeg(3000, 2000));
    expect(out.files.map((f) => f.name.replace(out.hash, 'H'))).toEqual([
      'H.jpg',
      'H-320.webp',
      'H-320.avif',
      'H-640.webp',
      'H-640.avif',
      'H-1280.webp',
      'H-1280.avif',
    ]);
    const sizes = await Promise.all(out.files.map(async (f) => (await sharp(f.data).metadata()).width));
    expect(sizes).toEqual([1920, 320, 320, 640, 640, 1280, 1280]);
    expect((await sharp(out.files[2]!.data).metadata()).format).toBe('heif');
  });

  it('keeps PNG and WebP originals in their format and never enlarges', async () => {
    const fromPng = await processImage(await png(300, 300));
    expect(fromPng.files[0]!.name).toMatch(/\.png$/);
    expect((await sharp(fromPng.files[5]!.data).metadata()).width).toBe(300);
    expect((await processImage(await webp())).files[0]!.name).toMatch(/\.webp$/);
  });

  it('refuses what is not a JPEG, PNG or WebP raster, whatever its name', async () => {
    expect(await status(processImage(SVG))).toBe(415);
    expect(await status(processImage(await gif()))).toBe(415);
    expect(await status(processImage(Buffer.from('just some text pretending to be a photo')))).toBe(415);
  });

  it('refuses polyglots: an image that also carries a page or a payload', async () => {
    const page = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    expect(await status(processImage(Buffer.concat([await jpeg(), page])))).toBe(415);
    expect(await status(processImage(Buffer.concat([await png(), Buffer.from('PK\x03\x04zip payload')])))).toBe(415);
  });

  it('refuses a damaged image with 422', async () => {
    const whole = await png(200, 200);
    const broken = Buffer.concat([whole.subarray(0, 60), Buffer.alloc(200, 7), whole.subarray(whole.length - 12)]);
    expect(await status(processImage(broken))).toBe(422);
  });

  // How fast it is refused is measured by `npm run bench`, not here.
  it('refuses a decompression bomb (100 million pixels) with 422 before decoding it', async () => {
    const bomb = await pixelBomb();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const error = await processImage(bomb).catch((e: Error) => e);
    expect(error).toMatchObject({ statusCode: 422, message: 'The image has more than 50 million pixels.' });
  });
});

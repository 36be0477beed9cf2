import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { gif, jpeg, png, SVG, uniqueJpeg, webp } from './fixtures.ts';

/** What a file part may carry: a new real photo each time, other real formats, and fakes of every kind. */
export async function fileContents(): Promise<Array<() => Promise<Buffer>>> {
  const real = await jpeg(64, 48);
  const fixed = [
    await png(40, 40),
    await webp(40, 30),
    await gif(),
    SVG,
    Buffer.from('<!doctype html><script>alert(1)</script>'),
    Buffer.concat([real, Buffer.from('<script>alert(1)</script>')]),
    real.subarray(0, Math.floor(real.length * 0.6)),
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(2048)]),
    Buffer.alloc(0),
    Buffer.concat([await png(20, 20), Buffer.from('trailing payload')]),
    await hugeDimensionsPng(),
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(4.5 * 1024 * 1024)]),
    await sharp({ create: { width: 30, height: 20, channels: 3, background: '#0a0' } })
      .tiff()
      .toBuffer(),
  ];
  return [() => uniqueJpeg(64, 48), ...fixed.map((b) => () => Promise.resolve(b))];
}

/** A 1×1 PNG whose header claims 60000×60000 pixels: a decompression bomb in a few bytes. */
async function hugeDimensionsPng(): Promise<Buffer> {
  const buf = Buffer.from(await png(1, 1));
  buf.writeUInt32BE(60_000, 16);
  buf.writeUInt32BE(60_000, 20);
  buf.writeUInt32BE(crc32(buf.subarray(12, 29)), 29);
  return buf;
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

import { randomInt } from 'node:crypto';
import sharp from 'sharp';

/** A small photo-like PNG in a random colour: each call is a new image (the server stores by content hash). */
export async function testImage(width = 640, height = 480): Promise<Buffer> {
  const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
  const stripe = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect y="${height / 3}" width="${width}" height="${height / 3}" fill="#fff" opacity="0.5"/></svg>`,
  );
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: stripe }])
    .png()
    .toBuffer();
}

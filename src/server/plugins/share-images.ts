import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { madeOnce } from '../lib/byte-lru.ts';
import { notFound } from '../lib/http-errors.ts';

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
const NAME = /^([0-9a-f]{32})\.jpg$/;

/**
 * /media/share/<hash>.jpg: an image as chat apps and social sites want a link preview — 1200×630,
 * JPEG (WhatsApp and Facebook skip WebP or large previews), well under 300 KB. Drawn on first
 * request from the 1280 px variant (or the original) and kept in memory; named by the content
 * hash, so it never changes and may be cached for a year.
 */
export async function registerShareImages(app: FastifyInstance, mediaDir: string): Promise<void> {
  const images = madeOnce<Buffer>(16 * 1024 * 1024);

  async function draw(hash: string): Promise<Buffer> {
    const names = (await fs.readdir(mediaDir).catch(() => [] as string[])).filter((n) => n.startsWith(hash));
    const source = names.find((n) => n === `${hash}-1280.webp`) ?? names.find((n) => /^[0-9a-f]{32}\.(?:jpg|png|webp)$/.test(n));
    if (!source) throw notFound();
    // The picture whole on a blurred, darkened copy of itself: a tall card is not cut to a strip.
    const input = await fs.readFile(path.join(mediaDir, source));
    const backdrop = await sharp(input).resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover' }).blur(24).modulate({ brightness: 0.7 }).toBuffer();
    const picture = await sharp(input).resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'inside' }).toBuffer({ resolveWithObject: true });
    return sharp(backdrop)
      .composite([{ input: picture.data, left: Math.round((SHARE_IMAGE.width - picture.info.width) / 2), top: Math.round((SHARE_IMAGE.height - picture.info.height) / 2) }])
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  }

  app.get<{ Params: { name: string } }>('/media/share/:name', async (request, reply) => {
    const hash = NAME.exec(request.params.name)?.[1];
    if (!hash) throw notFound();
    const { value: body } = await images(hash, () => draw(hash));
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=31536000, immutable').send(body);
  });
}

import type { FastifyInstance } from 'fastify';
import { madeOnce } from '../lib/byte-lru.ts';
import { notFound } from '../lib/http-errors.ts';
import type { MediaStore } from '../media/media-store.ts';
import { loadSharp } from '../media/sharp-loader.ts';

const SHARE_IMAGE = { width: 1200, height: 630 } as const;
const NAME = /^([0-9a-f]{32})\.jpg$/;
/**
 * The logo's sizes: 80 px for the header's 40 px on a 2× screen (most phones; 3.5 KB), 128 px up to 3×,
 * 256 px for the profile's 128 px.
 */
const LOGO_SIZES = [80, 128, 256] as const;
const LOGO_NAME = /^([0-9a-f]{32})-(\d+)\.webp$/;

/** A stored image's processed variant of `width` if there is one, else its original; a 404 when the hash is unknown. */
async function sourceOf(store: MediaStore, hash: string, width: number): Promise<Buffer> {
  const names = await store.namesOf(hash);
  const source = names.find((n) => n === `${hash}-${width}.webp`) ?? names.find((n) => /^[0-9a-f]{32}\.(?:jpg|png|webp)$/.test(n));
  const bytes = source && (await store.read(source));
  if (!bytes) throw notFound();
  return bytes;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * /media/share/<hash>.jpg: an image as chat apps and social sites want a link preview — 1200×630,
 * JPEG (WhatsApp and Facebook skip WebP or large previews), well under 300 KB. Drawn on first
 * request from the 1280 px variant (or the original) and kept in memory; named by the content
 * hash, so it never changes and may be cached for a year.
 */
export async function registerShareImages(app: FastifyInstance, store: MediaStore): Promise<void> {
  const images = madeOnce<Buffer>(16 * 1024 * 1024);

  async function draw(hash: string): Promise<Buffer> {
    // The picture whole on a blurred, darkened copy of itself: a tall card is not cut to a strip.
    const input = await sourceOf(store, hash, 1280);
    const sharp = await loadSharp();
    const backdrop = await sharp(input).resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover' }).blur(24).modulate({ brightness: 0.7 }).toBuffer();
    const picture = await sharp(input).resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'inside' }).toBuffer({ resolveWithObject: true });
    return sharp(backdrop)
      .composite([
        {
          input: picture.data,
          left: Math.round((SHARE_IMAGE.width - picture.info.width) / 2),
          top: Math.round((SHARE_IMAGE.height - picture.info.height) / 2),
        },
      ])
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  }

  app.get<{ Params: { name: string } }>('/media/share/:name', { config: { policy: { access: 'public' } } }, async (request, reply) => {
    const hash = NAME.exec(request.params.name)?.[1];
    if (!hash) throw notFound();
    const { value: body } = await images(hash, () => draw(hash));
    return reply.type('image/jpeg').header('cache-control', IMMUTABLE).send(body);
  });

  // /media/logo/<hash>-<size>.webp: the shop's logo at the size it is shown (the smallest stored
  // variant, 320 px, weighs ~20 KB for a 40 px header logo), whole (not cropped), same rules as above.
  const logos = madeOnce<Buffer>(2 * 1024 * 1024);
  app.get<{ Params: { name: string } }>('/media/logo/:name', { config: { policy: { access: 'public' } } }, async (request, reply) => {
    const [, hash, size] = LOGO_NAME.exec(request.params.name) ?? [];
    const width = Number(size);
    if (!hash || !(LOGO_SIZES as readonly number[]).includes(width)) throw notFound();
    const { value: body } = await logos(`${hash}-${width}`, async () =>
      (await loadSharp())(await sourceOf(store, hash, 320))
        .resize(width, width, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
    );
    return reply.type('image/webp').header('cache-control', IMMUTABLE).send(body);
  });
}

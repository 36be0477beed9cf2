import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { QUOTE_MESSAGES, QUOTE_TEXT_MAX } from '../../../contract/quotes.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { madeOnce } from '../../lib/byte-lru.ts';
import { findOr404 } from '../../lib/records.ts';
import { hashOfUrl } from '../../media/media-store.ts';
import { findListing } from '../listings/listings.repository.ts';
import { listSiteConfigs } from '../site-config/site-config.repository.ts';
import { renderPreview } from './render-preview.ts';

/** Bumped when the drawing changes, so no cached preview outlives the code that drew it. */
const RENDER_VERSION = 1;
const CACHE_BYTES = 32 * 1024 * 1024;
export const PREVIEWS_PER_MINUTE = 120;

/** The visitor's texts for the listing's own zones; unknown keys are ignored, bad text is a 400. */
function textsFor(keys: string[], query: Record<string, unknown>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const key of keys) {
    const value = query[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw badRequest(`Give ${key} only once.`);
    if (value.includes('\u0000')) throw badRequest(QUOTE_MESSAGES.nul);
    const text = value.trim();
    if ([...text].length > QUOTE_TEXT_MAX) throw badRequest(QUOTE_MESSAGES.textTooLong);
    if (text) texts[key] = text;
  }
  return texts;
}

export async function previewsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  // Two visitors (or one impatient one) asking for the same preview at once share one drawing.
  const previews = madeOnce<Buffer>(CACHE_BYTES);

  /** The design the preview is drawn on: the 1280 px variant when there is one (sharper than the 640 after text), else the original. */
  async function designOf(url: string): Promise<Buffer> {
    const hash = hashOfUrl(url);
    if (!hash) throw notFound('This item has no image to preview.');
    const original = path.join(config.mediaDir, path.basename(url));
    return fs
      .readFile(path.join(config.mediaDir, `${hash}-1280.webp`))
      .catch(() => fs.readFile(original))
      .catch(() => {
        throw notFound('This item has no image to preview.');
      });
  }

  app.get(
    '/:id/preview',
    {
      config: {
        rateLimit: { max: PREVIEWS_PER_MINUTE, timeWindow: 60_000, errorResponseBuilder: () => new HttpError(429, 'Too many previews. Please wait a moment.') },
        // Not kept by the page cache: previews have their own (by listing, texts and watermark).
        policy: { access: 'public' },
      },
      schema: { params: IdParamsSchema },
    },
    async (request, reply) => {
      const listing = await findOr404((id) => findListing(db, id), request.params.id, 'Listing not found');
      const image = listing.images[0];
      if (!image) throw notFound('This item has no image to preview.');
      const texts = textsFor(
        listing.fields.map((f) => f.key),
        request.query as Record<string, unknown>,
      );
      const [site] = await listSiteConfigs(db);
      const watermark = site?.name ?? '';
      const key = createHash('sha256')
        .update(JSON.stringify([RENDER_VERSION, image, listing.fields, texts, watermark]))
        .digest('hex')
        .slice(0, 32);
      const etag = `"p-${key}"`;
      reply.header('ETag', etag).header('Cache-Control', 'public, max-age=300').header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const { value: body, hit } = await previews(key, () =>
        designOf(image).then((design) => renderPreview({ design, fields: listing.fields, texts, watermark })),
      );
      reply.header('X-Preview-Cache', hit ? 'hit' : 'miss');
      return reply.type('image/webp').send(body);
    },
  );
}

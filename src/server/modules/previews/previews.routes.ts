import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { findOr404 } from '../../lib/records.ts';
import { fileAnswer } from '../../plugins/api-bodies.ts';
import { listingPreviews } from './previews.service.ts';

export const PREVIEWS_PER_MINUTE = 120;

export async function previewsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const previewOf = listingPreviews(app.db, app.media.store, app.config.previewRenders);

  app.get(
    '/:id/preview',
    {
      config: {
        rateLimit: { max: PREVIEWS_PER_MINUTE, timeWindow: 60_000, errorResponseBuilder: () => new HttpError(429, 'Too many previews. Please wait a moment.') },
        // Not kept by the page cache: previews have their own (by listing, texts and watermark).
        policy: { access: 'public' },
      },
      schema: {
        description: "The query gives the visitor's text for each of the listing's text zones, by the zone's key (?name=Asha).",
        params: IdParamsSchema,
        response: {
          200: fileAnswer('image/webp', 'The design with the texts drawn on it.'),
          304: z.undefined().describe('Not modified since the ETag sent.'),
        },
      },
    },
    async (request, reply) => {
      const preview = await findOr404((id) => previewOf(id, request.query as Record<string, unknown>), request.params.id, 'Listing not found');
      // Set only on a preview (a 503 for a busy server must not be kept for five minutes).
      const keepable = () => reply.header('ETag', preview.etag).header('Cache-Control', 'public, max-age=300').header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === preview.etag) return keepable().code(304).send();
      const { value: body, hit } = await preview.draw();
      keepable().header('X-Preview-Cache', hit ? 'hit' : 'miss');
      return reply.type('image/webp').send(body);
    },
  );
}

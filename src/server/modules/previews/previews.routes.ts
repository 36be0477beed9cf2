import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { findOr404 } from '../../lib/records.ts';
import { listingPreviews } from './previews.service.ts';

export const PREVIEWS_PER_MINUTE = 120;

export async function previewsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const previewOf = listingPreviews(app.db, app.config.mediaDir);

  app.get(
    '/:id/preview',
    {
      config: { rateLimit: { max: PREVIEWS_PER_MINUTE, timeWindow: 60_000, errorResponseBuilder: () => new HttpError(429, 'Too many previews. Please wait a moment.') } },
      schema: { params: IdParamsSchema },
    },
    async (request, reply) => {
      const preview = await findOr404((id) => previewOf(id, request.query as Record<string, unknown>), request.params.id, 'Listing not found');
      reply.header('ETag', preview.etag).header('Cache-Control', 'public, max-age=300').header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === preview.etag) return reply.code(304).send();
      const { value: body, hit } = await preview.draw();
      reply.header('X-Preview-Cache', hit ? 'hit' : 'miss');
      return reply.type('image/webp').send(body);
    },
  );
}

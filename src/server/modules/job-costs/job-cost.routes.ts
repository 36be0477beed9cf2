import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { JobCostSchema } from '../../../contract/job-costs.ts';
import { ImpositionQuerySchema } from '../../../contract/printing.ts';
import { jobCost } from './job-cost.service.ts';

/** What a job costs the shop, under /api/quotes (issue 29, item 5): the owner's, never kept by a browser or a proxy. */
export async function jobCostRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/:id/cost',
    {
      config: { policy: { access: 'session', personal: true } },
      schema: {
        description:
          'sheets × sheet cost × sides + quantity × finishing, and the margin against the price without GST; a part without its data is null, with the reason.',
        params: IdParamsSchema,
        querystring: ImpositionQuerySchema,
        response: { 200: JobCostSchema },
      },
    },
    async (request) => jobCost(app.db, request.params.id, request.query.sheet),
  );
}

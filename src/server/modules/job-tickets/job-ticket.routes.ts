import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { ImpositionQuerySchema } from '../../../contract/printing.ts';
import { publicOrigin } from '../../lib/origins.ts';
import { fileAnswer } from '../../plugins/api-bodies.ts';
import { listingPreviews } from '../previews/previews.service.ts';
import { jobTicket } from './job-ticket.service.ts';

const PDF = {
  200: fileAnswer(
    'application/pdf',
    "The job ticket: one A4 page for the press (order number, customer, item, options, texts, quantity, sheet, due date, the approved proof and a QR code opening the job's screen).",
  ),
};

/** The job ticket under /api/quotes (issue 29, item 4): the owner's, never kept by a browser or a proxy. */
export async function jobTicketRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, privateFiles, config } = app;
  const previewOf = listingPreviews(db, app.media.store, config.previewRenders);

  app.get(
    '/:id/ticket.pdf',
    {
      config: { policy: { access: 'session', personal: true } },
      schema: {
        description: '409 with the reason until the customer has approved a proof.',
        params: IdParamsSchema,
        querystring: ImpositionQuerySchema,
        response: PDF,
      },
    },
    async (request, reply) => {
      const origin = publicOrigin(request, config.publicUrl);
      const { pdf, fileName } = await jobTicket({ db, privateFiles, previewOf }, request.params.id, origin, request.query.sheet);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName}"`).send(pdf);
    },
  );
}

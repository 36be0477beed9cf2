import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { QUOTE_MESSAGES, QuoteSchema } from '../../../contract/quotes.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { isId } from '../../lib/ids.ts';
import { repeatQuote } from './quote-repeat.repository.ts';
import { findQuote } from './quotes.repository.ts';

const NO_ITEM = 'This job names no item of the catalogue: it cannot be ordered again. Ask the customer to choose one.';

/** "Order again" on a job (issue 31, item 2), under /api/quotes. */
export async function quoteRepeatRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    '/:id/repeat',
    {
      config: { policy: { access: 'session', personal: true, audit: 'quote' } },
      schema: {
        description:
          'A new quote from this job: same item, choices, texts, quantity, name, phone and language; stage new, no price, proofs or payments. 409 for a job with no item.',
        params: IdParamsSchema,
        response: { 201: QuoteSchema },
      },
    },
    async (request, reply) => {
      const outcome = isId(request.params.id) ? await repeatQuote(db, request.params.id.toLowerCase()) : { status: 'missing' as const };
      if (outcome.status === 'missing') throw notFound(QUOTE_MESSAGES.notFound);
      if (outcome.status === 'no-item') throw conflict(NO_ITEM);
      const made = await db.selectFrom('quotes').select('id').where('token', '=', outcome.token).executeTakeFirstOrThrow();
      return reply.code(201).send((await findQuote(db, made.id))!);
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../contract/fields.ts';
import {
  PublicQuoteSchema,
  QUOTE_MESSAGES,
  QuoteAnswerSchema,
  QuoteCreatedSchema,
  QuoteListSchema,
  QuoteRequestSchema,
  QuoteSchema,
} from '../../../contract/quotes.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { listAnswer } from '../../lib/list-answer.ts';
import { isCountedVisitor, visitorOf } from '../insights/who-counts.ts';
import { answerQuote } from './quote-stages.repository.ts';
import { listQuotes } from './quotes.repository.ts';
import { quoteOfToken, requestQuote } from './quotes.service.ts';

const M = QUOTE_MESSAGES;
export const TokenParamsSchema = z.object({ token: z.string() });

/** A visitor's writes on a quote (asking, answering a proof, attaching a file): this many an hour from one address. */
export const visitorRateLimit = (perHour: number) => ({ max: perHour, timeWindow: 3_600_000, errorResponseBuilder: () => new HttpError(429, M.tooMany) });

export async function quotesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  // PUBLIC_URL when set; otherwise the address the visitor used (the link goes into their own message).
  const origin = (request: FastifyRequest) =>
    config.publicUrl ?? `${request.protocol}://${/^[a-z0-9.:[\]-]+$/i.test(request.host) ? request.host : 'localhost'}`;
  const byToken = async (token: string) => {
    const quote = await quoteOfToken(db, token);
    if (!quote) throw notFound(M.notFound);
    return quote;
  };
  const rateLimit = visitorRateLimit(config.enquiriesPerHour);

  app.post(
    '/',
    { config: { rateLimit, policy: { access: 'public', personal: true } }, schema: { body: QuoteRequestSchema, response: { 201: QuoteCreatedSchema } } },
    async (request, reply) => {
      const outcome = await requestQuote(db, request.body, origin(request));
      if (outcome.status === 'refused') throw badRequest(outcome.message);
      if (outcome.listingId && isCountedVisitor(request)) app.visits.listing(visitorOf(request), outcome.listingId, 'quotes');
      return reply.code(201).send(outcome.answer);
    },
  );

  app.get('/', { config: { policy: { access: 'session', personal: true } }, schema: { response: { 200: QuoteListSchema } } }, async () =>
    listAnswer(listQuotes(db)),
  );

  app.get(
    '/:token',
    { config: { policy: { access: 'public', personal: true } }, schema: { params: TokenParamsSchema, response: { 200: PublicQuoteSchema } } },
    async (request) => byToken(request.params.token),
  );

  app.put(
    '/:id',
    {
      config: { policy: { access: 'session', personal: true, audit: 'quote' } },
      schema: { params: IdParamsSchema, body: QuoteAnswerSchema, response: { 200: QuoteSchema } },
    },
    async (request) => {
      const outcome = await answerQuote(db, request.params.id, request.body);
      if (outcome.status === 'missing') throw notFound(M.notFound);
      if (outcome.status === 'refused') throw badRequest(outcome.message);
      if (outcome.status === 'locked') throw conflict(outcome.message);
      return outcome.quote;
    },
  );
}

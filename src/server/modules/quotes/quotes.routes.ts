import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { QuoteListQuerySchema, QuotePageSchema } from '../../../contract/quote-list.ts';
import { PublicQuoteSchema, QUOTE_MESSAGES, QuoteAnswerSchema, QuoteCreatedSchema, QuoteRequestSchema, QuoteSchema } from '../../../contract/quotes.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { isId } from '../../lib/ids.ts';
import { isCountedVisitor, visitorOf } from '../insights/who-counts.ts';
import { registerAuditReader } from '../audit/audit.entities.ts';
import { quoteAudit } from './quotes.audit.ts';
import { answerQuote } from './quote-stages.repository.ts';
import { listQuotePage } from './quote-list.repository.ts';
import { quotePaymentsRoutes } from './quote-payments.routes.ts';
import { quoteRepeatRoutes } from './quote-repeat.routes.ts';
import { quoteProofsRoutes } from './quote-proofs.routes.ts';
import { quoteRecordsRoutes } from '../quote-records/quote-records.routes.ts';
import { quoteInvoiceRoutes } from '../invoices/invoices.routes.ts';
import { gatewayQuoteRoutes } from '../gateway/gateway-quote.routes.ts';
import { PhoneLimit } from './phone-limit.ts';
import { TokenParamsSchema, visitorRateLimit } from './quote-route-parts.ts';
import { quoteOfToken, requestQuote } from './quotes.service.ts';
import { isOwnersRead, limitTokenMisses, TokenMisses } from './token-misses.ts';
import { findQuote } from './quotes.repository.ts';
import { requireUser } from '../../plugins/session.ts';

const M = QUOTE_MESSAGES;

export async function quotesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerAuditReader(app, 'quote', quoteAudit);
  const { db, config } = app;
  // PUBLIC_URL when set; otherwise the address the visitor used (the link goes into their own message).
  const origin = (request: FastifyRequest) =>
    config.publicUrl ?? `${request.protocol}://${/^[a-z0-9.:[\]-]+$/i.test(request.host) ? request.host : 'localhost'}`;
  const byToken = async (token: string) => {
    const quote = await quoteOfToken(db, token);
    if (!quote) throw notFound(M.notFound);
    return quote;
  };
  limitTokenMisses(app, new TokenMisses(app.counters, config.quoteLinkMisses));
  const rateLimit = visitorRateLimit(config.enquiriesPerHour);
  const phoneLimit = new PhoneLimit(app.counters, config.enquiriesPerPhonePerHour);
  // Inside this plugin, so the limit on wrong tokens covers the proofs' and files' routes too.
  await app.register(quoteProofsRoutes);
  await app.register(quoteRecordsRoutes);
  await app.register(quoteInvoiceRoutes);
  await app.register(quotePaymentsRoutes);
  await app.register(gatewayQuoteRoutes);
  await app.register(quoteRepeatRoutes);

  app.post(
    '/',
    {
      config: { rateLimit, policy: { access: 'public', personal: true, notify: 'quote-request' } },
      schema: { body: QuoteRequestSchema, response: { 201: QuoteCreatedSchema } },
    },
    async (request, reply) => {
      const outcome = await requestQuote(db, request.body, origin(request), (phone) => phoneLimit.admit(phone));
      if (outcome.status === 'refused') throw badRequest(outcome.message);
      if (outcome.listingId && isCountedVisitor(request)) app.visits.listing(visitorOf(request), outcome.listingId, 'quotes');
      return reply.code(201).send(outcome.answer);
    },
  );

  app.get(
    '/',
    { config: { policy: { access: 'session', personal: true } }, schema: { querystring: QuoteListQuerySchema, response: { 200: QuotePageSchema } } },
    async (request) => listQuotePage(db, request.query),
  );

  // One address for two readers, as the two cannot share a path: a token (32 hex) is the customer's
  // link and opens what their page shows; an id (a UUID) is the owner's job screen and needs a session.
  app.get(
    '/:token',
    {
      config: { policy: { access: 'public', personal: true } },
      schema: {
        description: "By the quote's token (the customer's link): what their page shows. By its id: the owner's view (phone, payments), with a session only.",
        params: TokenParamsSchema,
        response: { 200: z.union([QuoteSchema, PublicQuoteSchema]) },
      },
    },
    async (request) => {
      const { token } = request.params;
      if (!isOwnersRead(request.method, token)) return PublicQuoteSchema.parse(await byToken(token));
      await requireUser(request);
      const quote = await findQuote(db, token.toLowerCase());
      if (!quote) throw notFound(M.notFound);
      return quote;
    },
  );

  app.put(
    '/:id',
    {
      config: { policy: { access: 'session', personal: true, audit: 'quote' } },
      schema: { params: IdParamsSchema, body: QuoteAnswerSchema, response: { 200: QuoteSchema } },
    },
    async (request) => {
      // Not an id (a NUL, which PostgreSQL refuses in a query): no such quote.
      if (!isId(request.params.id)) throw notFound(M.notFound);
      const outcome = await answerQuote(db, request.params.id, request.body);
      if (outcome.status === 'missing') throw notFound(M.notFound);
      if (outcome.status === 'refused') throw badRequest(outcome.message);
      if (outcome.status === 'locked') throw conflict(outcome.message);
      return outcome.quote;
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { estimatePrice } from '../../../contract/price-estimate.ts';
import {
  PublicQuoteSchema,
  QUOTE_MESSAGES,
  QuoteAnswerSchema,
  QuoteApprovedSchema,
  QuoteCreatedSchema,
  QuoteListSchema,
  QuoteRequestSchema,
  QuoteSchema,
  TOKEN_PATTERN,
} from '../../../contract/quotes.ts';
import { whatsappLink } from '../../../contract/whatsapp.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { isId } from '../../lib/ids.ts';
import { findOr404 } from '../../lib/records.ts';
import { isCountedVisitor } from '../insights/who-counts.ts';
import { findListing } from '../listings/listings.repository.ts';
import { listSiteConfigs } from '../site-config/site-config.repository.ts';
import { visitorMessage } from './quote-message.ts';
import { answerQuote, approveQuote, createQuote, findQuote, findQuoteByToken, listQuotes } from './quotes.repository.ts';

const M = QUOTE_MESSAGES;
const TokenParamsSchema = z.object({ token: z.string() });

/** A bot fills the hidden `website` field; people leave it empty (as on the contact form). */
const isBot = (body: unknown) => {
  const value = (body as { website?: unknown } | null)?.website;
  return value !== undefined && value !== null && (typeof value !== 'string' || value.trim() !== '');
};

export async function quotesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  // PUBLIC_URL when set; otherwise the address the visitor used (the link goes into their own message).
  const origin = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${/^[a-z0-9.:[\]-]+$/i.test(request.host) ? request.host : 'localhost'}`;
  const byToken = async (token: string) => {
    const quote = TOKEN_PATTERN.test(token) ? await findQuoteByToken(db, token) : undefined;
    if (!quote) throw notFound(M.notFound);
    return quote;
  };
  const rateLimit = { max: config.enquiriesPerHour, timeWindow: 3_600_000, errorResponseBuilder: () => new HttpError(429, M.tooMany) };

  app.post(
    '/',
    { config: { rateLimit, policy: { access: 'public', personal: true } }, schema: { body: QuoteRequestSchema, response: { 201: QuoteCreatedSchema } } },
    async (request, reply) => {
      const input = request.body;
      const listing = isId(input.listingId) ? await findListing(db, input.listingId.toLowerCase()) : undefined;
      if (!listing) throw badRequest(M.listing);
      const result = estimatePrice(listing, input.quantity, input.choices);
      if (!result.ok) throw badRequest(result.error);
      // Only the listing's own zones are kept, with their labels at the time; blank ones are dropped.
      const texts = listing.fields
        .map((f) => ({ key: f.key, label: f.label, text: (input.texts[f.key] ?? '').trim() }))
        .filter((t) => t.text !== '');
      const estimate = { perPiece: result.estimate.perPiece, total: result.estimate.total };
      if (isBot(input)) {
        // Told it worked, stored nowhere: it has no reason to try again differently.
        return reply.code(201).send({ token: '', url: '', estimate, whatsappUrl: '' });
      }
      const quote = await createQuote(db, { listingId: listing._id, listingTitle: listing.title, estimate: result.estimate, texts, name: input.name, phone: input.phone });
      if (isCountedVisitor(request)) app.visits.listing(listing._id, 'quotes');
      const url = `/quote/${quote.token}`;
      const [site] = await listSiteConfigs(db);
      return reply.code(201).send({ token: quote.token, url, estimate, whatsappUrl: whatsappLink(site?.phone, visitorMessage(quote, origin(request) + url)) });
    },
  );

  app.get('/', { config: { policy: { access: 'session', personal: true } }, schema: { response: { 200: QuoteListSchema } } }, async () => ({
    success: true as const,
    result: await listQuotes(db),
  }));

  app.get(
    '/:token',
    { config: { policy: { access: 'public', personal: true } }, schema: { params: TokenParamsSchema, response: { 200: PublicQuoteSchema } } },
    async (request) => byToken(request.params.token),
  );

  app.post(
    '/:token/approve',
    { config: { rateLimit, policy: { access: 'public', personal: true } }, schema: { params: TokenParamsSchema, response: { 200: QuoteApprovedSchema } } },
    async (request) => {
      const token = request.params.token;
      const outcome = TOKEN_PATTERN.test(token) ? await approveQuote(db, token) : 'missing';
      if (outcome === 'missing') throw notFound(M.notFound);
      if (outcome === 'not-answered') throw conflict(M.notAnswered);
      return { message: M.approved, quote: await byToken(token) };
    },
  );

  app.put(
    '/:id',
    { config: { policy: { access: 'session', personal: true, audit: 'quote' } }, schema: { params: IdParamsSchema, body: QuoteAnswerSchema, response: { 200: QuoteSchema } } },
    async (request) => {
      const current = await findOr404((id) => findQuote(db, id), request.params.id, M.notFound);
      const answer = { ...request.body };
      // Pricing a new quote answers it: the visitor's page then shows the price and "Approve proof".
      if (answer.finalPrice && answer.status === undefined && current.status === 'new') answer.status = 'quoted';
      await answerQuote(db, current._id, answer);
      return findOr404((id) => findQuote(db, id), current._id, M.notFound);
    },
  );
}

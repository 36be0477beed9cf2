import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { GATEWAY_MESSAGES as M, GatewayLinksSchema, PayOnlineAnswerSchema } from '../../../contract/gateway.ts';
import { PAYMENT_TEXTS } from '../../../contract/payment-texts.ts';
import { QUOTE_MESSAGES, QuoteSchema } from '../../../contract/quotes.ts';
import { conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { isId } from '../../lib/ids.ts';
import { TokenParamsSchema, visitorRateLimit } from '../quotes/quote-route-parts.ts';
import { findQuote } from '../quotes/quotes.repository.ts';
import { checkOpenLinks } from './gateway-check.ts';
import { linksOfQuote } from './gateway-links.repository.ts';
import { startOnlinePayment } from './gateway-links.service.ts';
import { razorpayApiUrl, tellPaid } from './gateway-news.ts';

/**
 * Online payment on a job (issue 31): the customer's "Pay online" by the quote's token, and the owner's
 * view of the job's payment links and "Check with Razorpay" by its id. Registered inside the quotes'
 * plugin, so the limit on wrong tokens covers the customer's call too.
 */
export async function gatewayQuoteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const apiUrl = razorpayApiUrl(config);
  const rateLimit = visitorRateLimit(config.enquiriesPerHour);
  // PUBLIC_URL when set; otherwise the address the customer used (the gateway sends them back there).
  const origin = (request: FastifyRequest) =>
    config.publicUrl ?? `${request.protocol}://${/^[a-z0-9.:[\]-]+$/i.test(request.host) ? request.host : 'localhost'}`;

  app.post(
    '/:token/pay-online',
    {
      config: { rateLimit, policy: { access: 'public', personal: true } },
      schema: { params: TokenParamsSchema, response: { 200: PayOnlineAnswerSchema } },
    },
    async (request) => {
      // An old link found paid while it was being cancelled is recorded here: the owner hears of it as of any other.
      const outcome = await startOnlinePayment(db, apiUrl, request.params.token, origin(request), request.log, (paid) => tellPaid(app, paid.quoteToken));
      if (outcome.status === 'missing') throw notFound(QUOTE_MESSAGES.notFound);
      if (outcome.status === 'closed') throw conflict(PAYMENT_TEXTS.payOnlineOff);
      // The gateway failed us, not the customer: 502, and nothing kept of the attempt.
      if (outcome.status === 'unavailable') throw new HttpError(502, PAYMENT_TEXTS.payOnlineFailed, { 'retry-after': '60' });
      return { url: outcome.url };
    },
  );

  app.get(
    '/:id/gateway-links',
    { config: { policy: { access: 'session', personal: true } }, schema: { params: IdParamsSchema, response: { 200: GatewayLinksSchema } } },
    async (request) => {
      if (!isId(request.params.id)) throw notFound(QUOTE_MESSAGES.notFound);
      const links = await linksOfQuote(db, request.params.id.toLowerCase());
      if (!links) throw notFound(QUOTE_MESSAGES.notFound);
      return links;
    },
  );

  app.post(
    '/:id/gateway-check',
    { config: { policy: { access: 'session', personal: true } }, schema: { params: IdParamsSchema, response: { 200: QuoteSchema } } },
    async (request) => {
      const id = isId(request.params.id) ? request.params.id.toLowerCase() : '';
      if (!id || !(await findQuote(db, id))) throw notFound(QUOTE_MESSAGES.notFound);
      const summary = await checkOpenLinks(db, apiUrl, (outcome) => tellPaid(app, outcome.quoteToken), id);
      if (!summary) throw conflict(M.notSet);
      if (summary.failed > 0) throw new HttpError(502, M.checkFailed);
      return (await findQuote(db, id))!;
    },
  );
}

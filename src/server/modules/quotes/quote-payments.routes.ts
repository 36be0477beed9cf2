import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { PAYMENT_TEXTS } from '../../../contract/payment-texts.ts';
import { PaymentInputSchema, UtrInputSchema } from '../../../contract/payments.ts';
import { QUOTE_MESSAGES, QuoteApprovedSchema, QuoteSchema } from '../../../contract/quotes.ts';
import { formatRupees } from '../../../contract/money.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { fileAnswer } from '../../plugins/api-bodies.ts';
import { auditCreated } from '../audit/audit.hooks.ts';
import { qrSvg } from '../billing/upi-qr.ts';
import { registerAuditReader } from '../audit/audit.entities.ts';
import { paymentAudit } from './quotes.audit.ts';
import { claimUtr, recordPayment, type PaymentOutcome } from './quote-payments.service.ts';
import { TokenParamsSchema, visitorRateLimit } from './quote-route-parts.ts';
import { findQuote } from './quotes.repository.ts';
import { quoteOfToken } from './quotes.service.ts';

/** A refusal as HTTP: an unknown quote 404, bad input 400, a payment the job cannot take now 409. */
function refusal(outcome: Exclude<PaymentOutcome, { status: 'done' }>): never {
  if (outcome.status === 'missing') throw notFound(QUOTE_MESSAGES.notFound);
  throw outcome.status === 'refused' ? badRequest(outcome.message) : conflict(outcome.message);
}

/** The advance by UPI and the payments the owner records (issue 18, items 2 and 3; decision 023). */
export async function quotePaymentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerAuditReader(app, 'payment', paymentAudit);
  const { db, config } = app;
  const rateLimit = visitorRateLimit(config.enquiriesPerHour);

  app.post(
    '/:id/payments',
    {
      config: { policy: { access: 'session', personal: true, audit: 'payment' } },
      schema: { params: IdParamsSchema, body: PaymentInputSchema, response: { 201: QuoteSchema } },
    },
    async (request, reply) => {
      const outcome = await recordPayment(db, request.params.id, request.body);
      if (outcome.status !== 'done') refusal(outcome);
      auditCreated(request, outcome.id);
      return reply.code(201).send((await findQuote(db, request.params.id.toLowerCase()))!);
    },
  );

  app.get(
    '/:token/upi-qr.svg',
    {
      config: { policy: { access: 'public', personal: true } },
      schema: { params: TokenParamsSchema, response: { 200: fileAnswer('image/svg+xml', 'The UPI link of what is due now, as a QR code to scan.') } },
    },
    async (request, reply) => {
      const quote = await quoteOfToken(db, request.params.token);
      if (!quote) throw notFound(QUOTE_MESSAGES.notFound);
      const payment = quote.payment;
      if (!payment?.upiLink) throw notFound('Nothing to pay by UPI on this quote.');
      return reply.type('image/svg+xml').send(qrSvg(payment.upiLink, PAYMENT_TEXTS.qrAlt(formatRupees(payment.dueNow))));
    },
  );

  app.post(
    '/:token/utr',
    {
      config: { rateLimit, policy: { access: 'public', personal: true, notify: 'utr' } },
      schema: { params: TokenParamsSchema, body: UtrInputSchema, response: { 200: QuoteApprovedSchema } },
    },
    async (request) => {
      const outcome = await claimUtr(db, request.params.token, request.body.utr);
      if (outcome.status !== 'done') refusal(outcome);
      return { message: PAYMENT_TEXTS.utrSent, quote: (await quoteOfToken(db, request.params.token))! };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { GATEWAY_MESSAGES as M, GatewaySettingsAnswerSchema, GatewaySettingsInputSchema, WebhookAnswerSchema } from '../../../contract/gateway.ts';
import { QuoteSchema } from '../../../contract/quotes.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { isId } from '../../lib/ids.ts';
import { recordAudit } from '../audit/audit.hooks.ts';
import { registerAuditReader } from '../audit/audit.entities.ts';
import { paymentAudit } from '../quotes/quotes.audit.ts';
import { findQuote } from '../quotes/quotes.repository.ts';
import { markChecked, recordGatewayPayment } from './gateway-payments.service.ts';
import { readGatewaySettings, saveGatewaySettings, settingsAnswer } from './gateway-settings.repository.ts';
import { scheduleGatewayChecks } from './gateway-schedule.ts';
import { razorpayApiUrl, tellPaid } from './gateway-news.ts';
import { readEvent, signatureMatches } from './razorpay-webhook.ts';

/** GET and PUT /api/settings/gateway (issue 31): one setting, so its change is recorded here, the secrets only as "changed". */
export async function gatewaySettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get('/', { config: { policy: { access: 'session', personal: true } }, schema: { response: { 200: GatewaySettingsAnswerSchema } } }, async () =>
    settingsAnswer(await readGatewaySettings(db)),
  );

  app.put(
    '/',
    { config: { policy: { access: 'session', personal: true } }, schema: { body: GatewaySettingsInputSchema, response: { 200: GatewaySettingsAnswerSchema } } },
    async (request) => {
      const outcome = await saveGatewaySettings(db, request.body);
      if (outcome.status === 'refused') throw badRequest(outcome.message);
      if (Object.keys(outcome.changes).length > 0)
        await recordAudit(request, { action: 'update', entity: 'gateway-settings', label: 'Online payment', changes: outcome.changes });
      return outcome.answer;
    },
  );
}

/**
 * The gateway's webhook, and the owner's "checked" on a flagged payment, under /api/payments. The
 * open links are asked about on a schedule too (GATEWAY_CHECK_MINUTES; several processes take turns).
 */
export async function gatewayPaymentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  registerAuditReader(app, 'payment', paymentAudit);
  scheduleGatewayChecks(app, razorpayApiUrl(app.config), (token) => tellPaid(app, token));

  // The webhook in a context of its own: only here is a JSON body kept as the bytes that were signed.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/webhooks/razorpay',
      {
        // Public: Razorpay has no session; the signature is what lets it in. Not audited (no user's change); nothing personal answered.
        config: { policy: { access: 'public', personal: true } },
        schema: { response: { 200: WebhookAnswerSchema } },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { provider, webhookSecret } = await readGatewaySettings(db);
        if (provider !== 'razorpay' || !signatureMatches(body, request.headers['x-razorpay-signature'], webhookSecret)) {
          throw badRequest('The webhook signature does not match.');
        }
        const event = readEvent(body);
        if (event.kind === 'malformed') throw badRequest('The webhook body is not an event this shop can read.');
        if (event.kind === 'other') return { status: 'ignored' as const };
        const outcome = await recordGatewayPayment(db, event.payment);
        if (outcome.status === 'unknown-link') {
          request.log.warn({ link: event.payment.linkId }, 'gateway webhook: a paid link this shop did not make');
          return { status: 'ignored' as const };
        }
        if (outcome.status === 'duplicate') return { status: 'duplicate' as const };
        tellPaid(app, outcome.quoteToken);
        return { status: 'recorded' as const };
      },
    );
  });

  app.put(
    '/:id/checked',
    {
      config: { policy: { access: 'session', personal: true, audit: 'payment' } },
      schema: { params: IdParamsSchema, response: { 200: QuoteSchema } },
    },
    async (request) => {
      if (!isId(request.params.id)) throw notFound(M.paymentMissing);
      const outcome = await markChecked(db, request.params.id.toLowerCase());
      if (outcome.status === 'missing') throw notFound(M.paymentMissing);
      if (outcome.status === 'nothing') throw conflict(M.noCheck);
      return (await findQuote(db, outcome.quoteId))!;
    },
  );
}

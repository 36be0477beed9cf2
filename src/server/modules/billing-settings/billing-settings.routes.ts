import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BillingSettingsAnswerSchema, BillingSettingsInputSchema } from '../../../contract/billing-settings.ts';
import { recordAudit } from '../audit/audit.hooks.ts';
import { billingSettingsSaved, readBillingSettings } from './billing-settings.repository.ts';
import { changeBillingSettings } from './billing-settings.service.ts';

/** The shop's billing settings (issue 18, item 1); one setting, so no id to audit by: the change is recorded here. */
export async function billingSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get('/', { config: { policy: { access: 'session', personal: true } }, schema: { response: { 200: BillingSettingsAnswerSchema } } }, async () => ({
    ...(await readBillingSettings(db)),
    saved: await billingSettingsSaved(db),
  }));

  app.put(
    '/',
    { config: { policy: { access: 'session', personal: true } }, schema: { body: BillingSettingsInputSchema, response: { 200: BillingSettingsAnswerSchema } } },
    async (request) => {
      const { settings, changes } = await changeBillingSettings(db, request.body);
      if (Object.keys(changes).length > 0) await recordAudit(request, { action: 'update', entity: 'billing-settings', label: 'Billing', changes });
      return { ...settings, saved: true };
    },
  );
}

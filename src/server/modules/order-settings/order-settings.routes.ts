import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OrderSettingsInputSchema, OrderSettingsSchema } from '../../../contract/order-settings.ts';
import { recordAudit } from '../audit/audit.hooks.ts';
import { chooseOrderPrefix, readOrderSettings } from './order-settings.repository.ts';

/** The order numbers' prefix (issue 17, item 4): the owner's to choose; one setting, so no id to audit by: recorded here. */
export async function orderSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get('/', { config: { policy: { access: 'session', personal: true } }, schema: { response: { 200: OrderSettingsSchema } } }, async () =>
    readOrderSettings(db),
  );

  app.put(
    '/',
    { config: { policy: { access: 'session', personal: true } }, schema: { body: OrderSettingsInputSchema, response: { 200: OrderSettingsSchema } } },
    async (request) => {
      const before = await readOrderSettings(db);
      await chooseOrderPrefix(db, request.body.prefix);
      const after = await readOrderSettings(db);
      if (before.prefix !== after.prefix || !before.chosen) {
        await recordAudit(request, {
          action: 'update',
          entity: 'order-settings',
          label: 'Order numbers',
          changes: { prefix: { before: before.prefix, after: after.prefix } },
        });
      }
      return after;
    },
  );
}

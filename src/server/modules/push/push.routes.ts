import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageSchema } from '../../../contract/catalogue.ts';
import { PUSH_TEXTS, PushEndpointSchema, PushKeySchema, PushSubscriptionSchema } from '../../../contract/push.ts';
import { deleteSubscription, saveSubscription } from './push.repository.ts';

/**
 * The owner's devices (issue 28, item 2; decision 034): the key a browser subscribes with, and the
 * device's subscription, which belongs to the signed-in user. The private key never leaves the server.
 */
export async function pushRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/key',
    { config: { policy: { access: 'session' } }, schema: { response: { 200: PushKeySchema.describe("The shop's VAPID public key (base64url).") } } },
    async () => ({ publicKey: (await app.ownerPush.keys()).publicKey }),
  );

  app.post(
    '/subscriptions',
    {
      config: { policy: { access: 'session', personal: true } },
      schema: { body: PushSubscriptionSchema, response: { 201: MessageSchema } },
    },
    async (request, reply) => {
      await saveSubscription(db, request.user!.id, request.body);
      return reply.code(201).send({ message: PUSH_TEXTS.on });
    },
  );

  app.delete(
    '/subscriptions',
    {
      config: { policy: { access: 'session', personal: true } },
      schema: { body: PushEndpointSchema, response: { 204: z.undefined().describe('Off for this device (also when it was not on).') } },
    },
    async (request, reply) => {
      await deleteSubscription(db, request.user!.id, request.body.endpoint);
      return reply.code(204).send();
    },
  );
}

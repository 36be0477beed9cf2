import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { OwnerEvent } from '../../../contract/push.ts';
import type { NewsSubject } from './owner-message.ts';
import { OwnerPush } from './owner-push.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push to the owner's devices (modules/push): the shop's VAPID keys and the deliveries. */
    ownerPush: OwnerPush;
  }
}

const answers = new WeakMap<FastifyRequest, unknown>();
const asArray = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * The record an answered event is about: a token in the path (the customer's writes on their quote),
 * the new quote's token or the new enquiry in the answer. A bot's request, answered as if taken but
 * stored nowhere, carries neither, so the owner hears nothing of it.
 */
function subjectOf(request: FastifyRequest): NewsSubject | undefined {
  const token = (request.params as { token?: unknown } | undefined)?.token;
  if (typeof token === 'string') return { quoteToken: token };
  const answer = answers.get(request) as { token?: unknown; enquiry?: { _id?: unknown } } | null | undefined;
  if (typeof answer?.token === 'string' && answer.token) return { quoteToken: answer.token };
  if (typeof answer?.enquiry?._id === 'string') return { enquiryId: answer.enquiry._id };
  return undefined;
}

async function keepAnswer(request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> {
  answers.set(request, payload);
  return payload;
}

/**
 * Every route declaring `notify: '<event>'` in its policy tells the owner's devices when it succeeds
 * (2xx), with no code in the route: onResponse, once the answer has been sent, hands the event to
 * OwnerPush, which does not hold the request up. Call before the routes are registered.
 */
export function registerOwnerNews(app: FastifyInstance): void {
  const push = new OwnerPush(app.db, app.config, app.log);
  app.decorate('ownerPush', push);
  app.addHook('onClose', async () => push.close());
  app.addHook('onRoute', (route: RouteOptions) => {
    const event: OwnerEvent | undefined = route.config?.policy?.notify;
    if (!event) return;
    route.preSerialization = [...asArray(route.preSerialization), keepAnswer];
    route.onResponse = [
      ...asArray(route.onResponse),
      async function tellOwner(request: FastifyRequest, reply: FastifyReply) {
        const subject = reply.statusCode >= 200 && reply.statusCode < 300 ? subjectOf(request) : undefined;
        answers.delete(request);
        if (subject) push.tell(event, subject);
      },
    ];
  });
}

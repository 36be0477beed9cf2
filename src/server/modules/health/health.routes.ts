import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LiveSchema, ReadySchema } from '../../../contract/health.ts';
import type { RoutePolicy } from '../../lib/route-policy.ts';
import { readiness } from './readiness.ts';

/**
 * For load balancers and orchestrators, asked every few seconds: public, never kept by a cache
 * (no-store: a stale "ok" would send visitors to a dead process), never counted (no listing is
 * viewed), never logged per request (logLevel silent: they would bury the log). A change of the
 * ready state is logged once instead.
 */
export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const policy: RoutePolicy = { access: 'public' };
  const quiet = { logLevel: 'silent' as const, config: { policy } };

  app.get('/live', { ...quiet, schema: { summary: 'The process answers.', response: { 200: LiveSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  let wasReady = true;
  app.get(
    '/ready',
    {
      ...quiet,
      schema: {
        summary: 'The database and the media store answer: 200, or 503 with what failed.',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      const ready = await readiness(app.db, app.media.store);
      const isReady = ready.status === 'ok';
      if (isReady !== wasReady) {
        if (isReady) app.log.info('ready again: the database and the media store answer');
        else app.log.warn({ checks: ready.checks }, ready.message);
      }
      wasReady = isReady;
      return reply
        .code(isReady ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(ready);
    },
  );
}

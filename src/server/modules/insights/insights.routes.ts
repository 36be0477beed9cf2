import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNT_MESSAGES, CountBeaconSchema, InsightsQuerySchema, InsightsSchema } from '../../../contract/insights.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { countBeacon, insightsFor } from './insights.service.ts';
import { isCountedVisitor, visitorOf } from './who-counts.ts';

/** A person taps a few times a minute; more from one address is a script. */
const BEACONS_PER_MINUTE = 60;

/** Under /api: POST /api/counts (the visitor's beacon) and GET /api/insights (the owner's figures). */
export async function insightsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, visits } = app;

  app.post(
    '/counts',
    {
      config: {
        rateLimit: { max: BEACONS_PER_MINUTE, timeWindow: 60_000, errorResponseBuilder: () => new HttpError(429, COUNT_MESSAGES.tooMany) },
        // A count changes no page: the page cache keeps its pages.
        policy: { access: 'public' },
      },
      schema: { body: CountBeaconSchema, response: { 204: z.undefined().describe('Counted (or not, for the owner and bots): no body.') } },
    },
    async (request, reply) => {
      // The owner's own taps and bots are answered alike but not counted.
      if (isCountedVisitor(request)) await countBeacon(visits, visitorOf(request), request.body);
      return reply.code(204).send();
    },
  );

  app.get(
    '/insights',
    { config: { policy: { access: 'session' } }, schema: { querystring: InsightsQuerySchema, response: { 200: InsightsSchema } } },
    async (request) => {
      return insightsFor(db, visits, request.query.days);
    },
  );
}

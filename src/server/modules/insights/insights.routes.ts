import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COUNT_MESSAGES, CountBeaconSchema, InsightsQuerySchema, InsightsSchema } from '../../../contract/insights.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { readInsights } from './insights.repository.ts';
import { daysBefore, shopDay } from './shop-day.ts';
import { isCountedVisitor } from './who-counts.ts';

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
      schema: { body: CountBeaconSchema },
    },
    async (request, reply) => {
      // The owner's own taps and bots are answered alike but not counted.
      if (isCountedVisitor(request)) {
        const beacon = request.body;
        if (beacon.kind === 'search') visits.search(beacon.text, beacon.empty);
        else visits.listing(beacon.listingId, beacon.kind);
      }
      return reply.code(204).send();
    },
  );

  app.get('/insights', { config: { policy: { access: 'session' } }, schema: { querystring: InsightsQuerySchema, response: { 200: InsightsSchema } } }, async (request) => {
    const { days } = request.query;
    // What was counted a moment ago belongs in the figures the owner is looking at.
    await visits.flush();
    const to = shopDay();
    return { days, ...(await readInsights(db, daysBefore(to, days - 1), to)) };
  });
}

import type { FastifyInstance } from 'fastify';
import { VisitCounter } from './visit-counter.ts';
import { isCountedVisitor, viewedListing, visitorOf } from './who-counts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** First-party counts (issue 11): gathered in memory, written every few seconds. */
    visits: VisitCounter;
  }
}

/**
 * Counts views on the server. onResponse, so the count never delays an answer, and it runs for an
 * answer the page cache served from its own onRequest hook too. Only a page that was there (200,
 * or 304 for a browser revalidating its copy) is a view; an unknown id is not.
 */
export function registerVisitCounting(app: FastifyInstance, options: { enabled: boolean }): void {
  const counter = new VisitCounter(app.db, app.log, { enabled: options.enabled, dataVersion: () => app.dataVersion.current() });
  app.decorate('visits', counter);
  app.addHook('onClose', async () => counter.close());
  if (!options.enabled) return;
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
    const listingId = viewedListing(request);
    if (listingId && isCountedVisitor(request)) counter.listing(visitorOf(request), listingId, 'views');
  });
}

import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../lib/origins.ts';
import { fileAnswer } from '../../plugins/api-bodies.ts';
import type { RoutePolicy } from '../../lib/route-policy.ts';
import { catalogueFeed } from './catalogue-feed.ts';
import { catalogueCsv, catalogueXml } from './feed-formats.ts';

/**
 * /feeds/catalogue.csv (Meta Commerce Manager) and /feeds/catalogue.xml (Google Merchant Center):
 * public, no session. Built per request and kept by the anonymous answers cache
 * (plugins/anonymous-cache.ts) until the next write changes the data version; a feed built from the
 * request's Host (no PUBLIC_URL) is not for shared caches, as for the sitemap.
 */
const feed = (type: string, description: string) => ({
  config: { policy: { access: 'public', cache: { query: [] } } satisfies RoutePolicy },
  schema: { response: { 200: fileAnswer(type, description) } },
});

export async function feedsRoutes(app: FastifyInstance): Promise<void> {
  const caching = app.config.publicUrl ? 'public, max-age=300' : 'private, max-age=300';

  app.get('/catalogue.csv', feed('text/csv', 'The catalogue for Meta Commerce Manager.'), async (request, reply) => {
    const feed = await catalogueFeed(app.db, publicOrigin(request, app.config.publicUrl));
    return reply.type('text/csv; charset=utf-8').header('cache-control', caching).send(catalogueCsv(feed));
  });

  app.get('/catalogue.xml', feed('application/xml', 'The catalogue for Google Merchant Center (RSS 2.0).'), async (request, reply) => {
    const origin = publicOrigin(request, app.config.publicUrl);
    const feed = await catalogueFeed(app.db, origin);
    return reply.type('application/xml; charset=utf-8').header('cache-control', caching).send(catalogueXml(feed, origin));
  });
}

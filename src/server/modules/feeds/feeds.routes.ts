import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGS } from '../../../contract/translations.ts';
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

/** ?lang=hi: the Hindi catalogue (issue 19); en or none: the English one. Anything else is a 400, not silently English. */
const FeedQuerySchema = z.object({ lang: z.enum(LANGS, { error: 'lang must be en or hi.' }).optional() });

export async function feedsRoutes(app: FastifyInstance): Promise<void> {
  const caching = app.config.publicUrl ? 'public, max-age=300' : 'private, max-age=300';

  app.get('/catalogue.csv', feed('text/csv', 'The catalogue for Meta Commerce Manager.'), async (request, reply) => {
    const feed = await catalogueFeed(app.db, publicOrigin(request, app.config.publicUrl));
    return reply.type('text/csv; charset=utf-8').header('cache-control', caching).send(catalogueCsv(feed));
  });

  const google = feed('application/xml', 'The catalogue for Google Merchant Center (RSS 2.0); ?lang=hi for the Hindi one.');
  const xml = {
    // Kept per language: ?lang=hi and ?lang=en are two answers.
    config: { policy: { ...google.config.policy, cache: { query: ['lang'] } } satisfies RoutePolicy },
    schema: { ...google.schema, querystring: FeedQuerySchema },
  };
  app.withTypeProvider<ZodTypeProvider>().get('/catalogue.xml', xml, async (request, reply) => {
    const origin = publicOrigin(request, app.config.publicUrl);
    const feed = await catalogueFeed(app.db, origin, request.query.lang);
    return reply.type('application/xml; charset=utf-8').header('cache-control', caching).send(catalogueXml(feed, origin));
  });
}

import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { finishDocument, describeRoute, moduleOf, SESSION_SCHEME, type DeclaredRoute } from './api-operations.ts';
import { referencePage, type ApiDocument } from './api-reference-page.ts';

/** The rules every call follows, where the spec is silent (they were the README's). */
const COMMON_RULES = `Every call of the shop, generated from the zod schemas its routes use (src/contract).

- Lists are newest first (except \`GetConfiList\`, oldest first, so \`result[0]\` — the site's configuration for every page — does not change when another one is added).
- Create → 201 with the record; update → 200 with the record; delete → 200 \`{message}\`.
- Unknown or malformed id → 404. Bad input → 400 (the spec's wording where it has one); a name already taken or a record still in use → 409; a file too big → 413; a file that is not a JPEG/PNG/WebP raster → 415; an undecodable image or one over 50 megapixels → 422; too many requests → 429. Writes from another site → 403. A server fault is 500 \`{"message":"Internal Server Error"}\` and nothing more.
- Ids: \`_id\` and the \`*_uuid\` field of a record are the same UUID. Prices are exact decimal text (\`"1499.50"\`), never numbers.
- Images: the API returns the stored original, \`/media/<hash>.<jpg|png|webp>\` (at most 1920 px, metadata stripped); its variants are \`/media/<hash>-<320|640|1280>.<webp|avif>\`.
- Calls marked with the session need the admin's \`sid\` cookie, set by \`POST /api/users/login\`; without it they answer 401 and change nothing.`;

const DocumentSchema = z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string() }), paths: z.record(z.string(), z.unknown()) });
const admin = { access: 'session', personal: false } as const;

/**
 * The OpenAPI 3.1 document of the API, built from the routes' own schemas (registered before the
 * routes: it collects them as they are added), at GET /api/openapi.json and as a page to read at
 * GET /api/reference. Both are the admin's: the owner's developer signs in to read them.
 */
export async function registerApiDescription(app: FastifyInstance): Promise<void> {
  // The plugin a route was declared in names its module (the document's tags, the page's groups).
  const declared = new WeakMap<object, DeclaredRoute>();
  app.addHook('onRoute', function (route) {
    declared.set(route, { module: moduleOf(this.pluginName), url: route.url });
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.1',
      info: { title: 'Print shop API', version: '1', description: COMMON_RULES },
      components: {
        securitySchemes: { [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The admin session, set by POST /api/users/login.' } },
      },
    },
    transform: describeRoute(declared),
    transformObject: finishDocument,
  });

  let json: string | undefined;
  let html: string | undefined;
  const tags = ['api description'];
  app.get(
    '/api/openapi.json',
    { config: { policy: admin }, schema: { tags, summary: 'This document.', response: { 200: DocumentSchema } } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send((json ??= JSON.stringify(app.swagger()))),
  );
  app.get(
    '/api/reference',
    {
      config: { policy: admin },
      schema: { tags, summary: 'This document as a page to read.', response: { 200: { content: { 'text/html': { schema: z.string() } } } } },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send((html ??= referencePage(app.swagger() as unknown as ApiDocument))),
  );
}

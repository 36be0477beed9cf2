import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formRequestBody, inputJsonSchema, type RequestForm } from './api-bodies.ts';

/**
 * The API is what a client other than a browser page calls: /api and the product feeds. Pages,
 * /media files and the shop's static files (icons, manifest, service worker, robots, sitemap) are
 * addresses a browser opens, not calls: they stay out of the document.
 */
const isApiUrl = (url: string): boolean => url.startsWith('/api/') || url.startsWith('/feeds/');

/** Every error answer: the error handler sends `{message}`; Fastify's own (503 while closing) adds the other two. */
const ErrorSchema = z.object({
  message: z.string().describe('What went wrong, in words a person can read.'),
  error: z.string().optional(),
  statusCode: z.number().int().optional(),
});

const ERROR = { $ref: '#/components/responses/Error' };
export const SESSION_SCHEME = 'session';

/** What the route was when it was declared (see describeRoute). */
export interface DeclaredRoute {
  module: string;
  url: string;
}

type Schema = Record<string, unknown> & { form?: RequestForm; tags?: readonly string[] };

/** The module a route belongs to: the plugin that registered it (categoriesRoutes → categories). */
export function moduleOf(pluginName: string | undefined): string {
  const last = pluginName?.split(' -> ').pop() ?? '';
  const name = /^(\w+)Routes$/.exec(last)?.[1];
  return name ? name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`) : 'general';
}

/**
 * One route as an OpenAPI operation: zod schemas by fastify-type-provider-zod, then what the route
 * declares besides (who may call it, its form, its module).
 */
export function describeRoute(declared: WeakMap<object, DeclaredRoute>): SwaggerTransform {
  return (document) => {
    const route = document.route as RouteOptions;
    // Fastify adds a prefix's '/' route twice ('/api/banners' and '/api/banners/') and changes the
    // options' url in place after the first: the url seen when it was declared is the one to show.
    const { module, url } = declared.get(route) ?? { module: 'general', url: document.url };
    if (!isApiUrl(url)) return { schema: { hide: true } as never, url };
    const { form, ...rest } = (document.schema ?? {}) as Schema;
    const described = jsonSchemaTransform({ ...document, url, schema: rest } as never) as { schema: Schema; url: string };
    const schema: Schema = { ...described.schema, tags: rest.tags ?? [module] };
    // A route without a policy is refused at start (issue 16, item 1); until then it counts as the safe one.
    const access = route.config?.policy?.access ?? 'session';
    schema.security = access === 'public' ? [] : [{ [SESSION_SCHEME]: [] }];
    if (form) schema.body = formRequestBody(form);
    return { schema: schema as never, url: described.url };
  };
}

type Operation = { responses: Record<string, { description?: string; $ref?: string }>; security?: unknown[] };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** In place of @fastify/swagger's "Default Response" where a route gives no description. */
const PLAIN: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done; no body',
  304: 'Not modified since the ETag sent',
  422: 'Refused: the body says why',
};

/**
 * The whole document, last: errors are described once and referenced (401 where a session is
 * needed, any 4xx and 5xx everywhere), and answers without a description get a plain one.
 */
export const finishDocument: SwaggerTransformObject = (input) => {
  const document = (input as { openapiObject: unknown }).openapiObject as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
    components: Record<string, unknown>;
  };
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (answer.description === 'Default Response') answer.description = PLAIN[status] ?? answer.description;
      }
      if (operation.security?.length) operation.responses['401'] = { ...ERROR, description: 'No session: sign in first.' };
      operation.responses['4XX'] = ERROR;
      operation.responses['5XX'] = ERROR;
    }
  }
  document.components = {
    ...document.components,
    schemas: { ...(document.components.schemas as object), Error: inputJsonSchema(ErrorSchema) },
    responses: {
      Error: {
        description: 'Refused or failed: the message says why (a server fault says only "Internal Server Error").',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
  return document as never;
};

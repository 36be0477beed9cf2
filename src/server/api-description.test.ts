import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, pathOf, readDocument, type OpenApiDocument } from './test-support/api-document.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';

/** Addresses a browser opens, not calls of the API: pages, /media files and the shop's static files. */
const NOT_API = [
  'GET /*',
  'GET /:page(^[Qq][Uu][Oo][Tt][Ee]$)/*',
  'GET /hi/:page(^[Qq][Uu][Oo][Tt][Ee]$)/*',
  'GET /offline',
  'GET /hi/offline',
  'GET /media/:name',
  'GET /media/share/:name',
  'GET /media/logo/:name',
  'GET /media/icon/:name',
  'GET /manifest.webmanifest',
  'GET /hi/manifest.webmanifest',
  'GET /apple-touch-icon.png',
  'GET /service-worker.js',
  'GET /default-logo.png',
  'GET /fallback-image.jpg',
  'GET /robots.txt',
  'GET /sitemap.xml',
];

let t: TestApp;
let cookie: string;
let document: OpenApiDocument;
beforeAll(async () => {
  // With the web app's routes too: the test must see every route the shop registers.
  t = await createTestApp({}, { web: true });
  cookie = await t.login();
  document = await readDocument(t.app, cookie);
});
afterAll(() => t?.close());

describe('the API description', () => {
  it('describes every route of the API, and nothing that is not a route', () => {
    const described = new Set(operationsOf(document));
    // The built web app's files, registered only once `npm run build` has made them.
    const missing = t.app.routeList.filter((route) => !described.has(pathOf(route)) && pathOf(route) !== 'GET /assets/*');
    expect(missing.sort(), 'routes missing from /api/openapi.json').toEqual([...NOT_API].sort());
    const registered = new Set(t.app.routeList.map(pathOf));
    expect(operationsOf(document).filter((operation) => !registered.has(operation))).toEqual([]);
  });

  it('is an OpenAPI 3.1 document: every operation answers something, every reference resolves, every path parameter is declared', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const text = JSON.stringify(document);
    for (const [, ref] of text.matchAll(/"\$ref":"([^"]+)"/g)) {
      const target = ref!
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
      expect(target, `${ref} resolves`).toBeDefined();
    }
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\//);
      for (const [method, operation] of Object.entries(item)) {
        expect(['get', 'put', 'post', 'delete', 'patch']).toContain(method);
        const answers = Object.entries(operation.responses);
        expect(answers.length, `${method} ${path}`).toBeGreaterThan(0);
        for (const [status, answer] of answers) {
          expect(status).toMatch(/^([1-5]\d\d|[1-5]XX|default)$/);
          expect(answer.description ?? answer.$ref, `${method} ${path} ${status}`).toBeTruthy();
        }
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path' && p.required).map((p) => p.name);
        expect(declared.sort(), `${method} ${path}`).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
        for (const requirement of operation.security ?? []) {
          for (const scheme of Object.keys(requirement)) expect(document.components.securitySchemes).toHaveProperty(scheme);
        }
      }
    }
  });

  it('says which calls need the admin session: the sid cookie', () => {
    expect(document.components.securitySchemes.session).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }));
    const own = document.paths['/api/openapi.json']!.get!;
    expect(own.security).toEqual([{ session: [] }]);
    expect(own.responses['401']).toMatchObject({ $ref: '#/components/responses/Error' });
  });

  it('describes the multipart forms the routes read by hand', () => {
    const body = (
      document.paths['/api/categories']!.post as unknown as { requestBody: { content: Record<string, { schema: { properties: object; required: string[] } }> } }
    ).requestBody;
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    const form = body.content['multipart/form-data']!.schema;
    expect(form.properties).toMatchObject({ name: { type: 'string', maxLength: 100 }, image: { type: 'string', format: 'binary' } });
    expect(form.required.sort()).toEqual(['image', 'name']);
  });
});

describe('GET /api/openapi.json and GET /api/reference', () => {
  it('answer 401 without a session', async () => {
    for (const url of ['/api/openapi.json', '/api/reference']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toHaveProperty('message');
      expect((await t.app.inject({ url, headers: { cookie: 'sid=not-a-session' } })).statusCode, url).toBe(401);
    }
  });

  it('the reference is one page of HTML with every operation, nothing to load from elsewhere and no script', async () => {
    const res = await t.app.inject({ url: '/api/reference', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\ssrc=|https?:\/\//i);
    expect(html).toContain('name="viewport"');
    for (const operation of operationsOf(document)) {
      const [method, path] = operation.split(' ');
      expect(html, operation).toContain(`<span class="method">${method}</span> <code>${path}</code>`);
    }
    // Who may call it, a form's fields and an answer's shape are there to read.
    expect(html).toContain('Who may call it: Admin session');
    expect(html).toMatch(/<code>image<\/code> <code>file<\/code>/);
    expect(html).toContain('listing_uuid: string');
  });
});

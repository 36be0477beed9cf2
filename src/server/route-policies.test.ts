import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutePolicy } from './lib/route-policy.ts';
import { form, jpeg } from './test-support/fixtures.ts';
import type { TestApp } from './test-support/test-app.ts';
import { createWebTestApp } from './test-support/web-test-app.ts';
import { createListing, file, seedCatalogue } from './modules/listings/listings.test-support.ts';

/** The /api calls a visitor may make without a session (spec §7, plus setup, enquiries, quotes, counts, health). */
const PUBLIC_API = new Set([
  'GET /api/ping',
  'POST /api/users/login',
  'POST /api/users/logout',
  'GET /api/setup',
  'POST /api/setup',
  'GET /api/confi/GetConfiList',
  'GET /api/banners',
  'GET /api/banners/:id',
  'GET /api/categories',
  'GET /api/categories/with-usage',
  'GET /api/categories/:id',
  'GET /api/subcategories',
  'GET /api/subcategories/:id',
  'GET /api/religions/GetReligionList',
  'GET /api/religions/:id',
  'GET /api/listings',
  'GET /api/listings/:id',
  'GET /api/listings/:id/preview',
  'GET /api/images',
  'POST /api/enquiries',
  'POST /api/quotes',
  'GET /api/quotes/:token',
  'POST /api/quotes/:token/approve',
  'POST /api/quotes/:token/changes',
  'POST /api/quotes/:token/records',
  'GET /api/quotes/:token/records',
  'GET /api/quotes/:token/records/proof.pdf',
  'POST /api/quotes/:token/files',
  'POST /api/quotes/:token/utr',
  // Online payment (issue 31): the customer's link to the gateway, and the gateway's signed webhook.
  'POST /api/quotes/:token/pay-online',
  'POST /api/payments/webhooks/razorpay',
  'GET /api/quotes/:token/upi-qr.svg',
  'GET /api/quotes/:token/proofs/:version',
  'GET /api/quotes/:token/proofs/:version/attachment',
  'GET /api/quotes/:token/files/:id',
  'GET /api/quotes/:token/invoice.pdf',
  'POST /api/counts',
  // For load balancers, which have no session (issue 20).
  'GET /api/health/live',
  'GET /api/health/ready',
]);
/** Reads whose answers carry people's data (names, numbers, messages, who did what) or a visitor's quote. */
const PERSONAL_READS = new Set([
  'GET /api/users/GetUserList',
  'GET /api/users/me',
  'GET /api/setup',
  'GET /api/enquiries',
  'GET /api/audit',
  'GET /api/quotes',
  'GET /api/quotes/:token',
  'GET /api/quotes/:token/records',
  'GET /api/quotes/:token/records/proof.pdf',
  'GET /api/quotes/:token/proofs/:version',
  'GET /api/quotes/:token/proofs/:version/attachment',
  'GET /api/quotes/:token/files/:id',
  'GET /api/quotes/:token/invoice.pdf',
  'GET /api/invoices/:id/pdf',
  'GET /api/invoices.csv',
  'GET /api/gst/gstr1.json',
  // Each customer's account: names, numbers and money (decision 045).
  'GET /api/customers',
  'GET /api/customers/:id',
  'GET /api/customers/:id/statement.pdf',
  'GET /api/quotes/:token/upi-qr.svg',
  'GET /:page(^[Qq][Uu][Oo][Tt][Ee]$)/*',
  'GET /hi/:page(^[Qq][Uu][Oo][Tt][Ee]$)/*',
]);
const ANY_ID = '00000000-0000-4000-8000-000000000000';
const SAMPLE: Record<string, string> = { id: ANY_ID, token: 'a'.repeat(32), name: 'x.png', page: 'quote', version: '2' };

let t: TestApp;
let cookie: string;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createWebTestApp();
  cookie = await t.login();
  const c = await seedCatalogue(t);
  const listing = await createListing(t, cookie, c);
  const banner = await t.app.inject({ method: 'POST', url: '/api/banners', headers: { cookie }, payload: form({ name: 'Diwali', image: file(await jpeg()) }) });
  ids = { listings: listing._id, categories: c.wedding, subcategories: c.weddingPremium, religions: c.hindu, banners: banner.json()._id };
});
afterAll(() => t?.close());

interface Route {
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  policy: RoutePolicy;
}
const routes = (): Route[] =>
  t.app.routeList.map((route) => {
    const [method, url] = route.split(' ') as [Route['method'], string];
    return { route, method, url, policy: t.app.routePolicies.get(route)! };
  });

/** An address the route answers: a read names a seeded record of its kind, a write an unknown one (it changes nothing). */
const addressOf = ({ method, url }: Route) =>
  url
    .replace(/:(\w+)(?:\([^)]*\))?/g, (_, param: string) => (param === 'id' && method === 'GET' ? (ids[url.split('/')[2]!] ?? ANY_ID) : SAMPLE[param]!))
    .replace('*', 'x');
const call = (r: Route, headers: Record<string, string> = {}, url = addressOf(r)) =>
  t.app.inject({ method: r.method, url, headers, ...(r.method === 'GET' ? {} : { payload: {} }) });
const cacheOf = (res: LightMyRequestResponse) => res.headers['x-cache'];

describe('every route, as declared', () => {
  it('declares a policy; under /api only the public calls go without a session', () => {
    expect(routes().length).toBeGreaterThan(60);
    for (const { route, url, policy } of routes()) {
      expect(policy, route).toBeDefined();
      expect([route, policy.access]).toEqual([route, url.startsWith('/api/') && !PUBLIC_API.has(route) ? 'session' : 'public']);
    }
  });

  it('answers 401 without a session, and with a session that ended, on every session route', async () => {
    const sessionRoutes = routes().filter((r) => r.policy.access === 'session');
    expect(sessionRoutes.length).toBeGreaterThan(40);
    for (const r of sessionRoutes) {
      expect((await call(r)).statusCode, r.route).toBe(401);
      expect((await call(r, { cookie: 'sid=ended' })).statusCode, r.route).toBe(401);
    }
  });

  it('sends every personal answer and every answer to a session as no-store', async () => {
    for (const r of routes()) {
      if (r.route === 'POST /api/users/logout') continue;
      const visitor = await call(r);
      if (r.policy.personal || PERSONAL_READS.has(r.route)) expect([r.route, visitor.headers['cache-control']]).toEqual([r.route, 'no-store']);
      const admin = await call(r, { cookie });
      // A route that chose its own caching answers a session what it answers anyone (a file, robots.txt).
      const sameForAll = r.method === 'GET' && !r.policy.personal && admin.statusCode === 200 && admin.body === visitor.body;
      if (!sameForAll) expect([r.route, admin.statusCode, admin.headers['cache-control']]).toEqual([r.route, admin.statusCode, 'no-store']);
    }
    const other = await t.login();
    const logout = routes().find((r) => r.route === 'POST /api/users/logout')!;
    expect((await call(logout, { cookie: other })).headers['cache-control']).toBe('no-store');
  });
});

describe('the page cache, by the matched route', () => {
  it('never keeps an answer to a request with a session cookie', async () => {
    for (const r of routes().filter((x) => x.method === 'GET' && x.policy.cache)) {
      await t.app.dataVersion.changed();
      const admin = await call(r, { cookie });
      await call(r, { cookie: 'sid=ended' });
      const visitor = await call(r);
      expect([r.route, visitor.statusCode, cacheOf(visitor)]).toEqual([r.route, 200, 'miss']);
      if (admin.body.includes('signed in as')) expect(visitor.body, r.route).not.toContain('signed in as');
    }
  });

  it('never keeps the answer of a route that does not declare cache', async () => {
    for (const r of routes().filter((x) => x.method === 'GET' && !x.policy.cache)) {
      await call(r);
      expect([r.route, cacheOf(await call(r))]).toEqual([r.route, undefined]);
    }
  });

  it('serves a route declaring cache to the next visitor from memory, whatever other query it is given', async () => {
    for (const r of routes().filter((x) => x.method === 'GET' && x.policy.cache)) {
      await t.app.dataVersion.changed();
      const address = addressOf(r);
      const first = await call(r);
      const again = await call(r);
      const noise = await call(r, {}, `${address}${address.includes('?') ? '&' : '?'}zz=${randomBytes(6).toString('hex')}`);
      expect([r.route, cacheOf(first), cacheOf(again), cacheOf(noise)]).toEqual([r.route, 'miss', 'hit', 'hit']);
      expect(noise.headers.etag, r.route).toBe(first.headers.etag);
    }
  });
});

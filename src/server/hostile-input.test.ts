import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { difference, fingerprint, tableNames } from './test-support/fingerprint.ts';
import { form, uniqueJpeg } from './test-support/fixtures.ts';
import { requestArb } from './test-support/hostile-arbitraries.ts';
import { describeRequest, hostileShop, kindOf, photoField } from './test-support/hostile-requests.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';

/**
 * Issue 7, item 8: random and hostile bodies, ids, query strings and multipart parts to every route,
 * with an admin session and without. Never a 5xx; a refused (4xx) request stores nothing: no row
 * added, removed or changed in any table, no file added or removed under media/.
 * HOSTILE_RUNS sets the runs per route (default 30); a failure prints fast-check's seed to replay it.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 30);
// Public on purpose; every other changing call needs a session.
const PUBLIC_WRITES = new Set(['POST /api/users/login', 'POST /api/users/logout', 'POST /api/setup', 'POST /api/enquiries']);
// Logins may record attempts (throttle, audit trail) and always touch sessions.
const AUTH_ROUTES = new Set(['POST /api/users/login', 'POST /api/users/logout', 'POST /api/setup']);
const BOOKKEEPING = /^sessions$/;
const LOGIN_BOOKKEEPING = /^sessions$|audit|attempt|throttle|login/i;

let tables: string[];
let shop: Awaited<ReturnType<typeof hostileShop>>;

// Top-level, so the routes are known when the tests are collected.
const t: TestApp = await createTestApp();
await t.app.ready();
const routes = [...t.app.routeList];

beforeAll(async () => {
  tables = await tableNames(t);
  shop = await hostileShop(t);
}, 60_000);
// HOSTILE_STATS=1 prints the answers each route gave, to see how deep the inputs reach.
const stats = new Map<string, Map<number, number>>();
afterAll(async () => {
  if (process.env.HOSTILE_STATS) for (const [route, codes] of stats) console.log(route, JSON.stringify(Object.fromEntries([...codes].sort())));
  await t.close();
});

describe('hostile input to every route', () => {
  it('covers every route', () => {
    expect(routes.length).toBeGreaterThan(55);
  });

  // PostgreSQL cannot store NUL (it answered 500); SQLite stored it, which a restore into PostgreSQL could not take.
  it('refuses text with a NUL character on either database', async () => {
    const headers = { cookie: await shop.sessionCookie() };
    const nul = 'a\u0000b';
    const answers = [
      await t.app.inject({ method: 'POST', url: '/api/religions', headers, payload: { name: nul } }),
      await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { User_name: nul, Password: 'whatever-it-is' } }),
      await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: { name: 'Asha', email: 'asha@example.com', message: nul } }),
      await t.app.inject({ method: 'POST', url: '/api/images', headers, payload: form({ title: nul, image: { data: await uniqueJpeg(64, 48) } }) }),
      await t.app.inject({ url: '/api/listings?q=a%00b' }),
      await t.app.inject({ url: '/api/audit?user=a%00b', headers }),
    ];
    expect(answers.map((r) => `${r.statusCode} ${r.json().message}`)).toEqual([
      '400 name must not contain NUL characters.',
      '400 User_name must not contain NUL characters.',
      '400 Text must not contain NUL characters.',
      '400 title must not contain NUL characters.',
      '400 q must not contain NUL characters.',
      '400 user must not contain NUL characters.',
    ]);
  });

  for (const route of routes) {
    const runs = route === 'POST /api/users/login' ? Math.max(4, Math.round(RUNS / 2)) : RUNS;
    it(
      route,
      async () => {
        await shop.seed();
        const cookie = await shop.sessionCookie();
        const ignore = AUTH_ROUTES.has(route) ? LOGIN_BOOKKEEPING : BOOKKEEPING;
        const watched = tables.filter((name) => !ignore.test(name));
        let before = await fingerprint(t, watched);
        await fc.assert(
          fc.asyncProperty(requestArb(shop.files, kindOf(route), photoField(route)), async (spec) => {
            // login and logout end the session they are sent with: theirs is a throwaway.
            const auth = spec.auth ? (AUTH_ROUTES.has(route) ? await shop.sessionCookie() : cookie) : undefined;
            const request = await shop.build(route, spec, auth);
            const res = await t.app.inject(request);
            const what = `${route} → ${res.statusCode} ${res.body.slice(0, 300)}\nsent: ${describeRequest(request)}`;
            const codes = stats.get(route) ?? stats.set(route, new Map()).get(route)!;
            codes.set(res.statusCode, (codes.get(res.statusCode) ?? 0) + 1);
            expect(res.statusCode, what).toBeLessThan(500);
            if (!spec.auth && !PUBLIC_WRITES.has(route) && !route.startsWith('GET ')) expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
            const after = await fingerprint(t, watched);
            if (res.statusCode >= 400) expect(difference(before, after), `stored by a refused request: ${what}`).toBe('');
            before = after;
          }),
          { numRuns: runs, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: true },
        );
        // The admin session still works: no request took it away.
        expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(200);
      },
      120_000,
    );
  }
});

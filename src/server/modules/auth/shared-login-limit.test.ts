import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN } from '../../test-support/test-app.ts';
import { createTwoApps, testRedis, TEST_REDIS_URL } from '../../test-support/two-apps.ts';

type Pair = Awaited<ReturnType<typeof createTwoApps>>;
let pair: Pair | undefined;
afterEach(async () => {
  await pair?.close();
  pair = undefined;
});

const wrongLogin = (t: Pair['a'], name = ADMIN.name) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress: '203.0.113.7', payload: { User_name: name, Password: 'नहीं<script>' } });

describe('the login throttle across two processes', () => {
  it('counts wrong logins spread over both processes sharing Redis: the 11th answers 429 on either', async () => {
    pair = await createTwoApps({ redis: testRedis(), loginFailuresPerMinute: 10 });
    const { a, b } = pair;
    for (let i = 0; i < 10; i++) expect((await wrongLogin(i % 2 ? b : a)).statusCode).toBe(200);
    const refused = await wrongLogin(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await wrongLogin(b)).statusCode).toBe(429);
    // Even the right password waits: the address has used up its minute.
    const right = await b.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '203.0.113.7',
      payload: { User_name: ADMIN.name, Password: ADMIN.password },
    });
    expect(right.statusCode).toBe(429);
  });

  it('counts an account across processes even when the guesses come from many addresses', async () => {
    pair = await createTwoApps({ redis: testRedis(), loginFailuresPerMinute: 10 });
    const { a, b } = pair;
    const guess = (t: Pair['a'], i: number) =>
      t.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress: `198.51.100.${i}`, payload: { User_name: 'मालिक', Password: 'x' } });
    for (let i = 0; i < 10; i++) expect((await guess(i % 2 ? a : b, i)).statusCode).toBe(200);
    expect((await guess(a, 50)).statusCode).toBe(429);
  });

  it('keeps separate runs apart: a prefix of its own starts from zero', async () => {
    const shared = testRedis();
    pair = await createTwoApps({ redis: shared, loginFailuresPerMinute: 2 });
    for (let i = 0; i < 2; i++) await wrongLogin(pair.a);
    expect((await wrongLogin(pair.b)).statusCode).toBe(429);
    await pair.close();
    pair = await createTwoApps({ redis: testRedis(), loginFailuresPerMinute: 2 });
    expect((await wrongLogin(pair.a)).statusCode).toBe(200);
  });

  it('without Redis each process counts its own (today behaviour)', async () => {
    pair = await createTwoApps({ loginFailuresPerMinute: 10 });
    const { a, b } = pair;
    for (let i = 0; i < 10; i++) expect((await wrongLogin(a)).statusCode).toBe(200);
    expect((await wrongLogin(a)).statusCode).toBe(429);
    expect((await wrongLogin(b)).statusCode).toBe(200);
  });

  it('shares the write limit across processes', async () => {
    pair = await createTwoApps({ redis: testRedis(), writesPerMinute: 4 });
    const { a, b } = pair;
    const logout = (t: Pair['a']) => t.app.inject({ method: 'POST', url: '/api/users/logout', remoteAddress: '192.0.2.9' });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await logout(i % 2 ? b : a)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('a Redis that does not answer', () => {
  it('keeps the shop up: logins are limited per process, writes go through', async () => {
    // A port nothing listens on: the start waits briefly, then the shop runs without Redis.
    pair = await createTwoApps({ redis: { url: 'redis://127.0.0.1:1', keyPrefix: 'test:down:' }, loginFailuresPerMinute: 3, writesPerMinute: 2 });
    const { a, b } = pair;
    for (let i = 0; i < 3; i++) expect((await wrongLogin(a)).statusCode).toBe(200);
    expect((await wrongLogin(a)).statusCode).toBe(429);
    expect((await wrongLogin(b)).statusCode).toBe(200);
    const right = await b.app.inject({ method: 'POST', url: '/api/users/login', payload: { User_name: ADMIN.name, Password: ADMIN.password } });
    expect(right.json()).toMatchObject({ status: 'exist' });
    for (let i = 0; i < 4; i++) expect((await a.app.inject({ method: 'POST', url: '/api/users/logout' })).statusCode).toBe(200);
    expect((await a.app.inject({ url: '/api/ping' })).statusCode).toBe(200);
  });

  it('is the machine Redis these tests rely on', async () => {
    const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
    await redis.connect().catch((err: Error) => {
      throw new Error(`These tests need Redis at ${TEST_REDIS_URL} (TEST_REDIS_URL): ${err.message}`);
    });
    expect(await redis.ping()).toBe('PONG');
    redis.disconnect();
  });
});

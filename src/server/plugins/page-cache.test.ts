import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-support/test-app.ts';
import { createWebTestApp } from '../test-support/web-test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createWebTestApp();
  cookie = await t.login();
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const warm = async (url: string) => {
  await get(url);
  expect((await get(url)).headers['x-cache'], url).toBe('hit');
};

describe('what empties the page cache', () => {
  it('not a logout without a session (anyone may post it, 300 times a minute), nor a visitor’s enquiry or count', async () => {
    await warm('/');
    expect((await t.app.inject({ method: 'POST', url: '/api/users/logout' })).statusCode).toBe(200);
    const enquiry = { name: 'Asha', email: 'asha@example.com', phone: '9800000002', message: 'Do you print on silk?' };
    expect((await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: enquiry })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/counts', payload: { kind: 'search', text: 'silk', empty: true } })).statusCode).toBe(204);
    expect((await get('/')).headers['x-cache']).toBe('hit');
  });

  it('a change of what pages show does', async () => {
    await warm('/');
    expect((await t.app.inject({ method: 'POST', url: '/api/religions', headers: { cookie }, payload: { name: 'Jain' } })).statusCode).toBe(201);
    expect((await get('/')).headers['x-cache']).toBe('miss');
  });
});

describe('the page cache’s keys', () => {
  it('leave out query parameters no page reads: a random one is the same page', async () => {
    await warm('/');
    for (let i = 0; i < 3; i++) expect((await get(`/?x=${randomBytes(8).toString('hex')}`)).headers['x-cache']).toBe('hit');
  });

  it('keep the parameter a page reads (the category page’s sub), in any order among others', async () => {
    const a = await get('/subcategory/c1?sub=a&utm_source=x');
    const b = await get('/subcategory/c1?sub=b');
    expect([a.headers['x-cache'], b.headers['x-cache']]).toEqual(['miss', 'miss']);
    expect(b.body).toContain('sub=b');
    const again = await get('/subcategory/c1?utm_source=y&sub=a');
    expect([again.headers['x-cache'], again.body]).toEqual(['hit', a.body]);
  });
});

describe('quote pages', () => {
  it('are never kept and always no-store, however their address is spelled', async () => {
    const token = randomBytes(16).toString('hex');
    const spellings = [`/quote/${token}`, `/QUOTE/${token}`, `/%71uote/${token}`, `/Quote/${token}/`, `/quote/${token}?x=1`];
    // The Hindi page of a quote (issue 19) is as personal as the English one.
    for (const url of [...spellings, ...spellings.map((path) => `/hi${path}`)]) {
      for (let i = 0; i < 2; i++) {
        const res = await get(url);
        expect([url, res.statusCode, res.headers['x-cache'], res.headers['cache-control']]).toEqual([url, 200, undefined, 'no-store']);
      }
    }
  });

  it('nor is a page the renderer reads as another path than the one routed (over a socket: inject tidies paths)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const url of ['/list/../quote/abc', '/quote\\abc', '/%2e%2e/quote/abc']) {
      for (let i = 0; i < 2; i++) {
        const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
          http.get({ host: '127.0.0.1', port, path: url }, (res) => resolve(res.resume().headers)).on('error', reject);
        });
        expect([url, headers['x-cache'], headers['cache-control']]).toEqual([url, undefined, 'no-store']);
      }
    }
  });
});

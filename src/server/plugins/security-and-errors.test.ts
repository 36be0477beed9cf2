import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { form, jpeg } from '../test-support/fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { PAGE_BOOT_SCRIPT } from '../../contract/page-boot.ts';

let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

describe('errors', () => {
  it('answers the ping and 404s unknown API paths with a message', async () => {
    expect((await t.app.inject({ url: '/api/ping' })).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('malformed JSON is a 400, an unknown body type a 415, a huge body a 413', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"User_name": "owner", ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The request body is not valid JSON.' });
    const xml = await t.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    const huge = await t.app.inject({
      method: 'PUT',
      url: '/api/banners/x',
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('a broken multipart body is a 400, not a crash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc\r\n--XYZ\r\nContent-Disposition: form-da',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect((await t.app.inject({ url: '/api/ping' })).statusCode).toBe(200);
  });

  it('a server fault says only "Internal Server Error"', async () => {
    const fresh = await createTestApp();
    fresh.app.get('/api/test-fault', { config: { policy: { access: 'public' } } }, async () => {
      throw new Error('connect ECONNREFUSED postgres://admin:hunter2@db');
    });
    const res = await fresh.app.inject({ url: '/api/test-fault' });
    await fresh.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal Server Error' });
  });
});

describe('security', () => {
  it('refuses writes from another site, allows the same origin', async () => {
    const body = () => form({ name: 'Cards', image: { data: Buffer.alloc(0) } });
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { cookie, origin: 'https://evil.example', host: 'shop.example' },
      payload: body(),
    });
    expect(cross.statusCode).toBe(403);
    const fetchSite = await t.app.inject({
      method: 'DELETE',
      url: '/api/categories/00000000-0000-4000-8000-000000000000',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { cookie, origin: 'http://shop.example', host: 'shop.example' },
      payload: form({ name: 'Cards', image: { data: await jpeg() } }),
    });
    expect(same.statusCode).toBe(201);
  });

  it('limits changing calls per address (a looser limit than the login one)', async () => {
    const limited = await createTestApp({ writesPerMinute: 3 });
    const session = await limited.login();
    const add = () => limited.app.inject({ method: 'POST', url: '/api/titles/add', headers: { cookie: session }, payload: { name: `t${Math.random()}` } });
    const answers = [];
    let last;
    for (let i = 0; i < 4; i++) answers.push((last = await add()).statusCode);
    const reads = await limited.app.inject({ url: '/api/categories' });
    await limited.close();
    // Counted per call and address: three adds in the minute, then 429 saying when to try again.
    expect(answers).toEqual([201, 201, 201, 429]);
    expect(last!.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(reads.statusCode).toBe(200);
  });

  it('sends security headers and no X-Powered-By', async () => {
    const res = await t.app.inject({ url: '/api/ping' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    // Scripts of the shop only, plus the pages' one inline script by the hash of its exact text.
    const hash = createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the service worker as JavaScript', async () => {
    const res = await t.app.inject({ url: '/service-worker.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.body).toContain("addEventListener('fetch'");
  });

  it('does not serve files outside the media folder', async () => {
    for (const url of ['/media/../shop.sqlite', '/media/%2e%2e/shop.sqlite', '/media/..%2fshop.sqlite']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('SQLite format');
    }
  });
});

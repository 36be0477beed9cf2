import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { writeStandInBuild } from '../test-support/web-test-app.ts';

let t: TestApp;
afterEach(() => t.close());

describe('private answers stay private', () => {
  it('answers with personal data, to a session, or to a write are no-store', async () => {
    t = await createTestApp();
    const cookie = await t.login();
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
    for (const url of ['/api/users/GetUserList', '/api/enquiries', '/api/users/me', '/api/listings', '/api/categories']) {
      const res = await get(url, { cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Refused without a session, and still not to be kept.
    expect((await get('/api/users/GetUserList')).headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { User_name: 'owner', Password: 'wrong one' } });
    expect(login.headers['cache-control']).toBe('no-store');
    // The public catalogue to a visitor is not private.
    expect((await get('/api/listings')).headers['cache-control']).toBeUndefined();
  });
});

/** The app with web pages on, built from a fake build, on the test app's data. */
async function withWeb(publicUrl: string | undefined, use: (app: FastifyInstance) => Promise<void>) {
  t = await createTestApp();
  const dist = path.join(t.config.dataDir, 'dist');
  // Just enough of a renderer to show which origin the server hands it.
  await writeStandInBuild(dist, 'export async function render(r) { return { status: 200, html: `<link rel="canonical" href="${r.origin}${r.url}">` }; }');
  await t.app.close();
  const app = await buildApp({ ...t.config, webDistDir: dist, publicUrl }, { logger: false, web: true });
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

describe('absolute URLs', () => {
  const forged = { host: 'evil.example' };

  it('without PUBLIC_URL they follow the Host, and such answers are never publicly cacheable', async () => {
    await withWeb(undefined, async (app) => {
      const robots = await app.inject({ url: '/robots.txt', headers: forged });
      expect(robots.body).toBe('Sitemap: http://evil.example/sitemap.xml');
      expect(robots.headers['cache-control']).toMatch(/^private/);
      expect((await app.inject({ url: '/sitemap.xml', headers: forged })).headers['cache-control']).toMatch(/^private/);
      expect((await app.inject({ url: '/', headers: forged })).headers['cache-control']).toBe('private, no-cache');
    });
  });

  it('with PUBLIC_URL a forged Host changes nothing', async () => {
    await withWeb('https://shop.example', async (app) => {
      for (const url of ['/robots.txt', '/sitemap.xml', '/list']) {
        const res = await app.inject({ url, headers: forged });
        expect(res.body, url).toContain('https://shop.example/');
        expect(res.body, url).not.toContain('evil.example');
      }
      expect((await app.inject({ url: '/robots.txt', headers: forged })).headers['cache-control']).toBe('public, max-age=3600');
    });
  });
});

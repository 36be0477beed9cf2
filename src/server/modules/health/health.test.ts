import fs from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { mismatch, readDocument } from '../../test-support/api-document.ts';
import { difference, fingerprint, tableNames } from '../../test-support/fingerprint.ts';
import { printed, serverHome } from '../../test-support/server-process.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('answer 200 ok, never to be kept by a cache, for a visitor without a session', async () => {
    t = await createTestApp();
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', media: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('stay uncached and uncounted on a shop with the page cache and counting on, and store nothing', async () => {
    t = await createTestApp({ pageCacheMb: 8, countVisits: true });
    const tables = await tableNames(t);
    const before = await fingerprint(t, tables);
    for (let i = 0; i < 5; i++) {
      const agent = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) <script>स्वास्थ्य</script>' };
      expect((await t.app.inject({ url: '/api/health/live', headers: agent })).headers['cache-control']).toBe('no-store');
      expect((await t.app.inject({ url: '/api/health/ready', headers: agent })).headers['cache-control']).toBe('no-store');
    }
    await t.app.visits.flush();
    expect(difference(before, await fingerprint(t, tables))).toBe('');
  });

  it('ready answers 503 naming the media store while its folder takes no file, and 200 once it does again', async () => {
    t = await createTestApp();
    const dir = t.config.mediaDir;
    await fs.rename(dir, `${dir}-away`);
    await fs.writeFile(dir, 'not a folder');
    try {
      const res = await t.app.inject({ url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', media: 'failed' },
        message: 'Not ready: the media store does not take files.',
      });
      expect(res.headers['cache-control']).toBe('no-store');
      // The API description says so: both answers, as sent, match the documented ones.
      const document = await readDocument(t.app, await t.login());
      expect(document.paths['/api/health/ready']?.get?.security).toEqual([]);
      expect(mismatch(document, 'GET', '/api/health/ready', res)).toBeNull();
      const live = await t.app.inject({ url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(mismatch(document, 'GET', '/api/health/live', live)).toBeNull();
    } finally {
      await fs.rm(dir);
      await fs.rename(`${dir}-away`, dir);
    }
    const back = await t.app.inject({ url: '/api/health/ready' });
    expect(back.statusCode).toBe(200);
    expect(mismatch(await readDocument(t.app, await t.login()), 'GET', '/api/health/ready', back)).toBeNull();
  });

  it('ready answers 503 naming the database when it does not answer; live still answers', async () => {
    t = await createTestApp();
    await t.app.db.destroy();
    const res = await t.app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: 'failed', media: 'ok' },
      message: 'Not ready: the database does not answer.',
    });
    expect((await t.app.inject({ url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
  });

  it('are never logged per request by the real server (other calls are)', { timeout: 60_000 }, async () => {
    const home = await serverHome();
    const server = await home.start();
    try {
      for (let i = 0; i < 3; i++) {
        expect((await fetch(`${server.base}/api/health/live`)).status).toBe(200);
        expect((await fetch(`${server.base}/api/health/ready`)).status).toBe(200);
      }
      expect((await fetch(`${server.base}/api/ping`)).status).toBe(200);
      await printed(server, /"url":"\/api\/ping"/);
      expect(server.output()).not.toContain('/api/health');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await home.dispose();
    }
  });
});

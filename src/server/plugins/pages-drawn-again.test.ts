import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { writeStandInBuild } from '../test-support/web-test-app.ts';

let t: TestApp;
let cookie: string;
let dist: string;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-dist-'));
  // /religions is drawn from the religions, any other page from the categories; each page says how
  // many pages this renderer has drawn so far, so a page given again without drawing keeps its number.
  await writeStandInBuild(
    dist,
    [
      'export async function render(r) {',
      '  const religions = new URL(r.url, "http://x").pathname === "/religions";',
      '  const answer = await r.api(religions ? "/api/religions/GetReligionList" : "/api/categories");',
      '  globalThis.drawn = (globalThis.drawn ?? 0) + 1;',
      '  return { status: 200, html: `<p>drawn ${globalThis.drawn}</p><pre>${JSON.stringify(answer.body)}</pre>` };',
      '}',
    ].join('\n'),
  );
  t = await createTestApp({ webDistDir: dist, pageCacheMb: 8 }, { web: true });
  cookie = await t.login();
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

afterEach(() => vi.useRealTimers());

const get = (url: string) => t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
const drawnNumber = async (url: string) => Number(/drawn (\d+)/.exec((await t.app.inject({ url })).body)?.[1]);

describe('after a write, a page whose calls all answer as before', () => {
  it('is given again without being drawn, with the same bytes and ETag; a page the write changed is drawn anew', async () => {
    const religionsBefore = await drawnNumber('/religions');
    const categories = await get('/categories');
    const categoriesBefore = await drawnNumber('/categories');

    expect((await t.app.inject({ method: 'POST', url: '/api/religions', headers: { cookie }, payload: { name: 'जैन <b>' } })).statusCode).toBe(201);

    const again = await get('/categories');
    expect(again.headers['x-cache']).toBe('miss');
    expect(again.headers.etag).toBe(categories.headers.etag);
    expect(again.rawPayload.equals(categories.rawPayload)).toBe(true);
    expect(await drawnNumber('/categories')).toBe(categoriesBefore);

    const religions = await t.app.inject({ url: '/religions' });
    expect(religions.headers['x-cache']).toBe('miss');
    expect(religions.body).toContain('जैन <b>');
    expect(Number(/drawn (\d+)/.exec(religions.body)?.[1])).toBeGreaterThan(Math.max(religionsBefore, categoriesBefore));
  });

  it('is drawn anew in a new year (its footer says the year)', async () => {
    const before = await drawnNumber('/categories');
    expect(await drawnNumber('/categories')).toBe(before);
    expect((await t.app.inject({ method: 'POST', url: '/api/religions', headers: { cookie }, payload: { name: 'Parsi' } })).statusCode).toBe(201);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(new Date().getFullYear() + 1, 0, 1, 0, 0, 1));
    expect(await drawnNumber('/categories')).toBeGreaterThan(before);
  });
});

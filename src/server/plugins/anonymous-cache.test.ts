import v8 from 'node:v8';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { insideHeaders } from './inside-requests.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ pageCacheMb: 8 });
  cookie = await t.login();
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const addReligion = (name: string) => t.app.inject({ method: 'POST', url: '/api/religions', headers: { cookie }, payload: { name } });
const names = (body: string) => (JSON.parse(body) as { result: { name: string }[] }).result.map((r) => r.name);

describe('answers for visitors without a session', () => {
  it('are built once, then served from memory with the same ETag, and a repeated visit gets a 304', async () => {
    await addReligion('Hindu');
    const first = await get('/api/religions/GetReligionList');
    const second = await get('/api/religions/GetReligionList');
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    // The security headers go with a cached answer as with a fresh one.
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    const again = await get('/api/religions/GetReligionList', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('written straight from memory, carry the very headers a fresh answer has, and a right length', async () => {
    await addReligion('Parsi');
    const h = { 'accept-encoding': 'gzip, deflate, br' };
    const fresh = await get('/api/religions/GetReligionList', h);
    const kept = await get('/api/religions/GetReligionList', h);
    expect([fresh.headers['x-cache'], kept.headers['x-cache']]).toEqual(['miss', 'hit']);
    const names = (r: typeof fresh) =>
      Object.keys(r.headers)
        .filter((n) => !['date', 'x-cache', 'connection', 'keep-alive', 'transfer-encoding'].includes(n))
        .sort();
    expect(names(kept)).toEqual(names(fresh));
    for (const name of names(fresh)) expect(kept.headers[name], name).toBe(fresh.headers[name]);
    expect(Number(kept.headers['content-length'])).toBe(kept.rawPayload.length);
  });

  it('leave compressed once: brotli or gzip as the browser accepts, the same answer inside', async () => {
    const plain = await get('/api/religions/GetReligionList');
    const br = await get('/api/religions/GetReligionList', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/api/religions/GetReligionList', { 'accept-encoding': 'gzip' });
    expect([br.headers['content-encoding'], gz.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain('accept-encoding');
  });

  it('are rebuilt after any write, so nobody sees the old catalogue', async () => {
    const before = await get('/api/religions/GetReligionList');
    expect((await addReligion('Sikh')).statusCode).toBe(201);
    const after = await get('/api/religions/GetReligionList');
    expect(after.headers['x-cache']).toBe('miss');
    expect(names(after.body)).toContain('Sikh');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get('/api/religions/GetReligionList', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
  });

  it('that come out the same after a write keep their compressed forms and ETag; changed ones are compressed again', async () => {
    const h = { 'accept-encoding': 'br' };
    const unchanged = '/api/listings?q=no%20such%20card';
    const first = await get(unchanged, h);
    const listBefore = await get('/api/religions/GetReligionList', h);
    await addReligion('Buddhist (Navayana)');
    const gzip = vi.spyOn(zlib, 'gzipSync');
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    try {
      const rebuilt = await get(unchanged, h);
      expect(rebuilt.headers['x-cache']).toBe('miss');
      expect(rebuilt.headers.etag).toBe(first.headers.etag);
      expect(rebuilt.rawPayload.equals(first.rawPayload)).toBe(true);
      expect([gzip.mock.calls.length, brotli.mock.calls.length]).toEqual([0, 0]);
      const changed = await get('/api/religions/GetReligionList', h);
      expect(changed.headers.etag).not.toBe(listBefore.headers.etag);
      expect(names(zlib.brotliDecompressSync(changed.rawPayload).toString())).toContain('Buddhist (Navayana)');
      expect([gzip.mock.calls.length, brotli.mock.calls.length]).toEqual([1, 1]);
    } finally {
      gzip.mockRestore();
      brotli.mockRestore();
    }
  });

  it('asked for by a crowd at once, are built once: the others wait for that build and get the same answer', async () => {
    await addReligion('जैन <b>&amp; "quoted"</b>');
    const crowd = await Promise.all(Array.from({ length: 12 }, () => get('/api/religions/GetReligionList', { 'accept-encoding': 'br' })));
    expect(crowd.map((r) => r.statusCode)).toEqual(crowd.map(() => 200));
    expect(crowd.filter((r) => r.headers['x-cache'] === 'miss')).toHaveLength(1);
    expect(new Set(crowd.map((r) => r.headers.etag)).size).toBe(1);
    for (const r of crowd) expect(names(zlib.brotliDecompressSync(r.rawPayload).toString())).toContain('जैन <b>&amp; "quoted"</b>');
  });

  it('that cannot be kept (a 404) let the crowd waiting for them through, each answered', async () => {
    const crowd = await Promise.all(Array.from({ length: 6 }, () => get('/api/listings/00000000-0000-4000-8000-000000000000')));
    expect(crowd.map((r) => r.statusCode)).toEqual(crowd.map(() => 404));
    expect(crowd.filter((r) => r.headers['x-cache'] === 'hit')).toHaveLength(0);
  });

  it("hold about their own size in memory, not a compressor's whole working buffer each", async () => {
    v8.setFlagsFromString('--expose-gc');
    const collect = vm.runInNewContext('gc') as () => void;
    // What the process's buffers hold once collected: V8 frees dead ones in the background after a
    // collection, so the lowest of a few readings a moment apart.
    const settled = async () => {
      let least = Infinity;
      for (let i = 0; i < 8; i++) {
        collect();
        await new Promise((resolve) => setTimeout(resolve, 25));
        least = Math.min(least, process.memoryUsage().arrayBuffers);
      }
      return least;
    };
    const before = await settled();
    const answers = 300;
    for (let i = 0; i < answers; i++) {
      const res = await get(`/api/listings?q=${encodeURIComponent(`nothing called ${i}`)}`, { 'accept-encoding': 'br' });
      expect(res.headers['x-cache']).toBe('miss');
    }
    expect((await get('/api/listings?q=nothing%20called%200', { 'accept-encoding': 'br' })).headers['x-cache']).toBe('hit');
    const held = (await settled()) - before;
    // Each kept answer is a few dozen bytes twice (brotli, gzip); zlib's output comes as a slice of a
    // 64 KB chunk, which 300 answers kept as they came would hold 38 MB of.
    expect(held).toBeLessThan(2 * 1024 * 1024);
  });

  it('during a rush after a write, are given as they were at once, and are built again behind the scenes', async () => {
    // Twelve pages kept before the write (one answer on twelve addresses: the host is part of it).
    const hosts = Array.from({ length: 12 }, (_, i) => `rush${i}.example`);
    const at = (host: string) => get('/api/religions/GetReligionList', { host });
    for (const host of hosts) expect((await at(host)).headers['x-cache']).toBe('miss');
    await addReligion('Buddhist');
    // All at once: the first few are built for their visitors; the others, read in the same turn of
    // the server's loop and waiting behind those builds, get the answer from before the write at once.
    const rush = await Promise.all(hosts.map(at));
    expect(rush.map((r) => r.statusCode)).toEqual(hosts.map(() => 200));
    const stale = rush.filter((r) => r.headers['x-cache'] === 'stale');
    const built = rush.filter((r) => r.headers['x-cache'] === 'miss');
    expect(built).toHaveLength(4);
    expect(stale).toHaveLength(hosts.length - 4);
    for (const r of stale) expect(names(r.body)).not.toContain('Buddhist');
    for (const r of built) expect(names(r.body)).toContain('Buddhist');
    // Nobody asks meanwhile; then every page is the new one, from memory: each was built again unasked.
    expect(stale.length + built.length).toBe(hosts.length);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const host of hosts) {
      const r = await at(host);
      expect([host, r.headers['x-cache']]).toEqual([host, 'hit']);
      expect(names(r.body)).toContain('Buddhist');
    }
  });

  it('on a quiet shop, are never stand-ins: one visitor after another gets the page as written', async () => {
    const hosts = Array.from({ length: 40 }, (_, i) => `quiet${i}.example`);
    const at = (host: string, headers: Record<string, string> = {}) => get('/api/religions/GetReligionList', { host, ...headers });
    for (const host of hosts) await at(host);
    await addReligion('Ravidassia');
    // One after another, as fast as they come: each read by the server in a turn of its own, as a
    // request from a socket is (an injected request may be answered without the loop turning).
    for (const host of hosts) {
      await new Promise((resolve) => setImmediate(resolve));
      const r = await at(host);
      expect([host, r.headers['x-cache']]).toEqual([host, 'miss']);
      expect(names(r.body)).toContain('Ravidassia');
    }
  });

  it("during a rush, are never stand-ins for the pages' own calls for their data: a page is built from the current answers", async () => {
    const hosts = Array.from({ length: 12 }, (_, i) => `inside${i}.example`);
    const at = (host: string, headers: Record<string, string> = {}) => get('/api/religions/GetReligionList', { host, ...headers });
    for (const host of hosts) await at(host);
    await addReligion('Lingayat');
    // Visitors make the rush; the renderer's own calls (with this process's inside header) come in the middle of it.
    const rush = await Promise.all(hosts.map((host, i) => (i % 2 ? at(host, insideHeaders()) : at(host))));
    const inside = rush.filter((_, i) => i % 2);
    expect(rush.some((r) => r.headers['x-cache'] === 'stale')).toBe(true);
    for (const r of inside) {
      // Not even kept: the renderer keeps its own answers.
      expect(r.headers['x-cache']).toBeUndefined();
      expect(names(r.body)).toContain('Lingayat');
    }
    // A header that only looks like it is a visitor's like any other.
    expect(insideHeaders()['x-shop-inside']).not.toBe('');
  });

  it('from before a write stand in for at most 2 s after it, however great the rush', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const hosts = Array.from({ length: 12 }, (_, i) => `late${i}.example`);
      const at = (host: string) => get('/api/religions/GetReligionList', { host });
      for (const host of hosts) await at(host);
      await addReligion('Zoroastrian');
      vi.setSystemTime(Date.now() + 2_100);
      const rush = await Promise.all(hosts.map(at));
      expect(rush.filter((r) => r.headers['x-cache'] === 'stale')).toHaveLength(0);
      for (const r of rush) expect(names(r.body)).toContain('Zoroastrian');
    } finally {
      vi.useRealTimers();
    }
  });

  it('are never kept for a session, nor for people’s data', async () => {
    const admin = await get('/api/religions/GetReligionList', { cookie });
    expect(admin.headers['x-cache']).toBeUndefined();
    expect((await get('/api/users')).headers['x-cache']).toBeUndefined();
    expect((await get('/api/religions/GetReligionList', { cookie: 'sid=expired' })).headers['x-cache']).toBeUndefined();
  });

  it('follow writes made by another process on the same database within a moment', async () => {
    // The apps' clock is the test's: "a moment" is the time the test lets pass, not the machine's speed.
    vi.useFakeTimers({ toFake: ['Date'] });
    // A second app on the same database: another process behind the same address.
    const other = await buildApp({ ...t.config, admin: undefined }, { logger: false, web: false });
    const list = () => other.inject({ method: 'GET', url: '/api/religions/GetReligionList' });
    try {
      const warm = await list();
      expect(names(warm.body)).not.toContain('Jain');
      expect((await list()).headers['x-cache']).toBe('hit');
      await addReligion('Jain');
      vi.setSystemTime(Date.now() + 1_000);
      // A second later on the clock, the other app's answers show the write (after its check of the database).
      await vi.waitFor(async () => expect(names((await list()).body)).toContain('Jain'), { timeout: 10_000, interval: 20 });
    } finally {
      await other.close();
      vi.useRealTimers();
    }
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN } from '../test-support/test-app.ts';
import { createTwoApps } from '../test-support/two-apps.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Redis of this test's own (so it can be killed), keeping nothing on disk. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // Refused until the server listens: each try's failure is the answer, not an event to report.
  probe.on('error', () => {});
  await vi.waitFor(async () => expect(await probe.connect().then(() => probe.ping())).toBe('PONG'), { timeout: 10_000, interval: 100 });
  probe.disconnect();
  return child;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('Redis going away while the shop runs, and coming back', () => {
  it('the shop goes on with per-process limits, then shares its counts again', { timeout: 60_000 }, async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    cleanups.push(() => stop(redis));
    const prefix = 'test:outage:';
    const pair = await createTwoApps({ redis: { url: `redis://127.0.0.1:${port}`, keyPrefix: prefix }, loginFailuresPerMinute: 4 });
    cleanups.push(() => pair.close());
    const { a, b } = pair;
    const wrong = (t: typeof a, from = '203.0.113.20') =>
      t.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress: from, payload: { User_name: 'ग्राहक', Password: '"; drop table users; --' } });

    // Shared: 4 over both, the 5th refused.
    for (let i = 0; i < 4; i++) expect((await wrong(i % 2 ? a : b)).statusCode).toBe(200);
    expect((await wrong(a)).statusCode).toBe(429);

    // Redis is killed: no request waits for it or fails because of it; each process counts its own.
    await stop(redis);
    const started = Date.now();
    expect((await wrong(a, '203.0.113.21')).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1500);
    for (let i = 0; i < 3; i++) expect((await wrong(a, '203.0.113.21')).statusCode).toBe(200);
    expect((await wrong(a, '203.0.113.21')).statusCode).toBe(429);
    expect((await wrong(b, '203.0.113.21')).statusCode).toBe(200);
    const right = await b.app.inject({ method: 'POST', url: '/api/users/login', payload: { User_name: ADMIN.name, Password: ADMIN.password } });
    expect(right.json()).toMatchObject({ status: 'exist' });
    expect((await a.app.inject({ method: 'POST', url: '/api/users/logout' })).statusCode).toBe(200);
    expect((await a.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);

    // Back (empty, as after a restart): both processes count in it again within a few seconds.
    redis = await startRedis(port);
    const watcher = new Redis(port, '127.0.0.1');
    watcher.on('error', () => {});
    cleanups.push(async () => watcher.disconnect());
    await vi.waitFor(
      async () => {
        await wrong(a, '198.51.100.30');
        await wrong(b, '198.51.100.30');
        expect(Number(await watcher.get(`${prefix}login:ip:198.51.100.30`))).toBeGreaterThanOrEqual(2);
      },
      { timeout: 10_000, interval: 250 },
    );
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueJpeg } from './test-support/fixtures.ts';

// The real process, as `npm start` runs it: env, listen, SIGTERM, restart on the same data.
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-main-'));
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `shop_main_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
  await dropDatabase?.();
});

function start(): Promise<{ child: ChildProcess; base: string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ADMIN_USER: 'owner',
      ADMIN_PASSWORD: 'correct horse battery',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 20_000);
    child.stderr!.on('data', (d) => (out += d));
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, base: m[1]!, exited });
      }
    });
  });
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ User_name: 'owner', Password: 'correct horse battery' }),
  });
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

async function createCategory(base: string, cookie: string, name: string, image: Buffer) {
  const body = new FormData();
  body.append('name', name);
  body.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
  return fetch(`${base}/api/categories`, { method: 'POST', headers: { cookie }, body });
}

describe('the server process', () => {
  it('finishes requests in flight on SIGTERM, exits 0, and has them after a restart', async () => {
    const first = await start();
    expect((await fetch(`${first.base}/api/ping`)).status).toBe(200);
    const cookie = await login(first.base);
    expect((await createCategory(first.base, cookie, 'Before', await uniqueJpeg())).status).toBe(201);

    // A large photo takes a moment to process; the signal arrives while it is in flight.
    const inFlight = createCategory(first.base, cookie, 'In flight', await uniqueJpeg(4000, 3000));
    await new Promise((r) => setTimeout(r, 150));
    first.child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(201);
    expect(await first.exited).toBe(0);

    const second = await start();
    const names = ((await (await fetch(`${second.base}/api/categories`)).json()) as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(['In flight', 'Before']);
    const image = await fetch(`${second.base}${((await (await fetch(`${second.base}/api/categories`)).json()) as { imageUrl: string }[])[0]!.imageUrl}`);
    expect(image.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});

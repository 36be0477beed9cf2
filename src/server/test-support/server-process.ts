import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { withPg } from './test-app.ts';

const OWNER = { name: 'owner', password: 'correct horse battery' };

export interface RunningServer {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  /** Everything the process printed so far. */
  output: () => string;
}

/**
 * The real process, as `npm start` runs it, on a data directory (and, when TEST_DATABASE_URL is
 * set, a PostgreSQL database) of its own that survives restarts until `dispose`.
 */
export async function serverHome(): Promise<{
  dataDir: string;
  start: (env?: Record<string, string>) => Promise<RunningServer>;
  dispose: () => Promise<void>;
}> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-process-'));
  let databaseUrl = '';
  let drop: (() => Promise<void>) | undefined;
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `shop_proc_${randomBytes(4).toString('hex')}`;
    await withPg(base, (c) => c.query(`create database ${name}`));
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => void (await withPg(base, (c) => c.query(`drop database if exists ${name} with (force)`)));
  }
  return {
    dataDir,
    start: (env = {}) => startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env }),
    async dispose() {
      await fs.rm(dataDir, { recursive: true, force: true });
      await drop?.();
    },
  };
}

function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_USER: OWNER.name,
      ADMIN_PASSWORD: OWNER.password,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    child.stderr!.on('data', (d) => (out += d));
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, base: m[1]!, exited, output: () => out });
      }
    });
    child.on('exit', () => reject(new Error(`server exited before listening:\n${out}`)));
  });
}

/**
 * Resolves once the process prints a line matching `pattern` after the first `from` characters of
 * its output (its log: one JSON object a line); rejects if it exits first.
 */
export function printed(server: RunningServer, pattern: RegExp, from = 0): Promise<void> {
  const seen = () => pattern.test(server.output().slice(from));
  if (seen()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!seen()) return;
      server.child.stdout!.off('data', check);
      resolve();
    };
    server.child.stdout!.on('data', check);
    void server.exited.then(() => (seen() ? resolve() : reject(new Error(`exited without printing ${pattern}:\n${server.output()}`))));
  });
}

export async function loginOver(base: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ User_name: OWNER.name, Password: OWNER.password }),
  });
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** A multipart body of text fields and JPEG files. */
export function multipart(fields: Record<string, string>, files: Array<[string, Buffer]> = []): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const [key, data] of files) body.append(key, new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
  return body;
}

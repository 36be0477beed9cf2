import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app.ts';
import type { AppConfig } from '../env.ts';

export const ADMIN = { name: 'owner', password: 'correct horse battery', mobile: '+919800000001' };

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Cookie header of a fresh admin session. */
  login: (name?: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * A real app on a fresh database: a new SQLite file, or a new schema in TEST_DATABASE_URL's
 * PostgreSQL. `admin: undefined` starts with no user at all. A `dataDir` or `pgSchema` given is the
 * test's own database: used as it is, and left in place at close.
 * `build.web`: serve pages too (from `config.webDistDir`; a test may point it at a stand-in renderer).
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, build: BuildOptions = {}): Promise<TestApp> {
  // A test that prepared a database itself (an older shop, say) names its folder and schema; it removes them.
  const ownDir = !overrides.dataDir;
  const dataDir = overrides.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-')));
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  let pgSchema = overrides.pgSchema;
  const ownSchema = Boolean(databaseUrl && !pgSchema);
  if (databaseUrl && !pgSchema) {
    pgSchema = `t_${randomBytes(6).toString('hex')}`;
    await withPg(databaseUrl, (c) => c.query(`create schema ${pgSchema}`));
  }
  const config: AppConfig = {
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl,
    pgSchema,
    logLevel: 'silent',
    trustProxy: false,
    shutdownGraceSeconds: 30,
    sessionDays: 30,
    loginFailuresPerMinute: 10,
    writesPerMinute: 100_000,
    enquiriesPerHour: 1000,
    enquiriesPerPhonePerHour: 1000,
    admin: ADMIN,
    ...overrides,
  };
  const app = await buildApp(config, { logger: false, web: false, ...build });

  return {
    app,
    config,
    async login(name = ADMIN.name, password = ADMIN.password) {
      const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { User_name: name, Password: password } });
      const cookie = sessionCookie(res);
      if (!cookie) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return cookie;
    },
    async close() {
      await app.close();
      if (ownDir) await fs.rm(dataDir, { recursive: true, force: true });
      if (ownSchema && databaseUrl && pgSchema) await withPg(databaseUrl, (c) => c.query(`drop schema ${pgSchema} cascade`));
    },
  };
}

export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  const sid = res.cookies.find((c) => c.name === 'sid' && c.value);
  return sid ? `sid=${sid.value}` : undefined;
}

/** One short-lived PostgreSQL connection (schemas and databases for test runs). */
export async function withPg<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Files of a test's data dir under media/. */
export async function mediaFiles(t: TestApp): Promise<string[]> {
  return (await fs.readdir(t.config.mediaDir)).sort();
}

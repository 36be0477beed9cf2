import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../env.ts';
import type { BuildOptions } from '../app.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The machine's Redis (CI starts one: .ci/run); TEST_REDIS_URL names another. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Settings for a shared Redis under a prefix of this run's own, so runs side by side never count each other's requests. */
export const testRedis = (): NonNullable<AppConfig['redis']> => ({ url: TEST_REDIS_URL, keyPrefix: `test:${randomBytes(6).toString('hex')}:` });

/**
 * Two instances of the shop on one database (the same PostgreSQL schema, or the same SQLite file)
 * and the same settings, as two processes behind a load balancer would be. The first owns the
 * database; closing the pair closes the second first.
 */
export async function createTwoApps(
  overrides: Partial<AppConfig> = {},
  build: BuildOptions = {},
): Promise<{ a: TestApp; b: TestApp; close: () => Promise<void> }> {
  const a = await createTestApp(overrides, build);
  let b: TestApp;
  try {
    b = await createTestApp({ ...overrides, dataDir: a.config.dataDir, pgSchema: a.config.pgSchema }, build);
  } catch (err) {
    await a.close();
    throw err;
  }
  return {
    a,
    b,
    async close() {
      await b.close();
      await a.close();
    },
  };
}

import { afterEach, beforeEach } from 'vitest';
import type { AppConfig } from '../env.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface SignedInTestApp extends TestApp {
  /** Cookie header of the admin session opened before each test (a test may sign in as another). */
  cookie: string;
  /** Replaces this test's app by one with other settings, signed in when it has an admin. */
  restart: (overrides: Partial<AppConfig>) => Promise<void>;
}

/**
 * A fresh app for each test of the file, and an admin signed in to it: the set-up nearly every
 * route test starts from. Read it only inside hooks and tests (it is the current test's app).
 */
export function useTestApp(overrides: Partial<AppConfig> = {}): SignedInTestApp {
  let current: TestApp | undefined;
  let cookie = '';
  const start = async (settings: Partial<AppConfig>) => {
    current = await createTestApp(settings);
    cookie = current.config.admin ? await current.login() : '';
  };
  beforeEach(() => start(overrides));
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const now = (): TestApp => {
    if (!current) throw new Error('useTestApp: read inside a test or a hook');
    return current;
  };
  return {
    get app() {
      return now().app;
    },
    get config() {
      return now().config;
    },
    get cookie() {
      return cookie;
    },
    set cookie(value) {
      cookie = value;
    },
    async restart(more) {
      await current?.close();
      await start({ ...overrides, ...more });
    },
    login: (name, password) => now().login(name, password),
    close: () => now().close(),
  };
}

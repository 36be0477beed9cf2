import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4390);
const baseURL = `http://127.0.0.1:${port}`;
// One fresh data directory per run; worker processes inherit the variable, so all agree on it.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  globalTeardown: './tests/e2e/support/teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // Built once per run, then the real server on its own port and data directory.
    // E2E_DIST_DIR: a build of its own, so runs side by side do not overwrite each other's dist/.
    command: process.env.E2E_DIST_DIR
      ? `npx vite build --outDir ${process.env.E2E_DIST_DIR}/client && npx vite build --ssr src/web/entry-server.tsx --outDir ${process.env.E2E_DIST_DIR}/server && node --import tsx src/server/main.ts`
      : 'npm run build && node --import tsx src/server/main.ts',
    url: `${baseURL}/api/ping`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_USER: 'e2e-admin',
      ADMIN_PASSWORD: 'e2e-password-123',
      LOG_LEVEL: 'warn',
      WRITES_PER_MINUTE: '100000',
      LOGIN_FAILURES_PER_MINUTE: '1000',
      ENQUIRIES_PER_HOUR: '1000',
      // SQLite in the data directory, unless E2E_DATABASE_URL names a (fresh) PostgreSQL database.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      WEB_DIST_DIR: process.env.E2E_DIST_DIR ?? '',
    },
  },
});

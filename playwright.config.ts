import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { phoneFontsConfig } from './scripts/phone-fonts.mjs';

const port = Number(process.env.E2E_PORT ?? 4390);
const baseURL = `http://127.0.0.1:${port}`;
// One fresh data directory per run; worker processes inherit the variable, so all agree on it.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
// Where the server finds Razorpay's API: a stand-in online-payment.spec.ts starts on that port (issue 31).
process.env.E2E_RAZORPAY_URL ??= `http://127.0.0.1:${port + 10000}`;
const distDir = process.env.E2E_DIST_DIR;
// A build outside the project finds its packages (the server renderer imports react...) through a link.
if (distDir && !fs.existsSync(path.join(distDir, 'node_modules'))) {
  fs.mkdirSync(distDir, { recursive: true });
  fs.rmSync(path.join(distDir, 'node_modules'), { force: true });
  fs.symlinkSync(path.resolve('node_modules'), path.join(distDir, 'node_modules'), 'dir');
}

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
/**
 * Which viewport a test runs on: tags in its details, `test('…', { tag: '@desktop' }, …)` (or on its
 * `test.describe`), read by the projects' grep below.
 * - no tag: its point does not depend on the layout (the server's HTML, a form's messages, a
 *   back-office flow, the service worker): once, on the phone, the screen most visitors use;
 * - `@phone`: about the phone layout or a finger (the 44 px targets, a 360 px screen): phone only;
 * - `@desktop`: about the wide layout, the mouse or the keyboard: desktop only;
 * - `{ tag: ['@phone', '@desktop'] }`: the layouts differ and each must work (the storefront's header
 *   menu, the back office's table against its cards, a swipe against a drag, fitting the screen with
 *   no sideways scroll and no serious accessibility problem at either size).
 */
const ON_PHONE = { grepInvert: /^(?!.*@phone\b).*@desktop\b/ }; // all but the tests tagged @desktop alone
const ON_DESKTOP = { grep: /@desktop\b/ };
/**
 * Specs that change the configuration every page shows (result[0]: the shop's name in the header,
 * the footer...), or the billing settings other specs bill and take payments under (and the online
 * payment their quote pages offer): run after the rest, so a test running beside them never reads a
 * half-changed shop.
 */
const CHANGES_SITE = ['**/site-config-admin.spec.ts', '**/hostile-text.spec.ts', '**/billing-settings.spec.ts', '**/online-payment.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Generous waits: the machine that runs CI is shared and at times several times slower; a wait is
  // not a speed target (those are the bench's), it only says when to give up.
  timeout: 60_000,
  // Two at a time even on a two-core machine: a test mostly waits for the server or the browser.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  globalTeardown: './tests/e2e/support/teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // A request the service worker answers never reaches page.route(), so specs that stand in for the
    // server would silently talk to the real one. offline.spec.ts allows the worker; E2E_SERVICE_WORKERS=allow
    // runs every spec with it (to check that it keeps pages current).
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      env: { ...process.env, FONTCONFIG_FILE: phoneFontsConfig() },
    },
  },
  projects: [
    // The e2e admin logs in once; tests reuse that session (support/admin.setup.ts, ADMIN_STATE).
    { name: 'setup', testMatch: 'support/admin.setup.ts' },
    { name: 'phone', dependencies: ['setup'], testIgnore: CHANGES_SITE, use: PHONE, ...ON_PHONE },
    { name: 'desktop', dependencies: ['setup'], testIgnore: CHANGES_SITE, use: DESKTOP, ...ON_DESKTOP },
    // Then, once the others are done, the specs that change the shop's configuration (they take turns by withSiteConfigLock).
    { name: 'phone-site', dependencies: ['phone', 'desktop'], testMatch: CHANGES_SITE, use: PHONE, ...ON_PHONE },
    { name: 'desktop-site', dependencies: ['phone', 'desktop'], testMatch: CHANGES_SITE, use: DESKTOP, ...ON_DESKTOP },
  ],
  webServer: {
    // Built once per run, then the real server on its own port and data directory.
    // E2E_DIST_DIR: a build of its own, so runs side by side do not overwrite each other's dist/.
    command: distDir
      ? `node scripts/build-web.mjs ${distDir} && node --import tsx src/server/main.ts`
      : process.env.E2E_PREBUILT
        ? 'node --import tsx src/server/main.ts' // scripts/test.mjs has just run `npm run build`: one build per run
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
      ENQUIRIES_PER_PHONE_PER_HOUR: '1000',
      // SQLite in the data directory, unless E2E_DATABASE_URL names a (fresh) PostgreSQL database.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      WEB_DIST_DIR: distDir ?? '',
      RAZORPAY_API_URL: process.env.E2E_RAZORPAY_URL,
      // Open links are checked by the spec's own tap on "Check with Razorpay", never behind its back.
      GATEWAY_CHECK_MINUTES: '0',
    },
  },
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { viteWeb } from './vite-web.ts';

// `npm run dev`: the shop's pages drawn from src/ by Vite, and the browser's modules served by it
// on the server's own port, with no build in dist/.
describe('the web app in development', () => {
  let shop: TestApp;
  // Its own cache of optimized dependencies: the one in node_modules/.vite may be `npm run dev`'s.
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-vite-'));
  beforeAll(async () => {
    shop = await createTestApp({ webDistDir: '/nonexistent' }, { web: true, devWeb: viteWeb({ cacheDir, logLevel: 'silent' }) });
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('draws a page from the source, which starts the app through the development entry', async () => {
    const page = await shop.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('class="site-footer-copy"');
    expect(page.body).toContain('data-src="/@shop/dev-entry.js"');
    expect(page.body).toContain('<link rel="stylesheet" href="/src/web/styles.css">');
  }, 60_000);

  it('serves the entry: React Fast Refresh first, then hot reload, then the app', async () => {
    const entry = await shop.app.inject({ url: '/@shop/dev-entry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toMatch(/javascript/);
    expect(entry.body).toMatch(/plugin-react\/preamble[^]*\/@vite\/client[^]*\/src\/web\/entry-client\.tsx/);
    const app = await shop.app.inject({ url: '/src/web/entry-client.tsx' });
    expect(app.statusCode).toBe(200);
    expect(app.body).toContain('hydrateRoot');
  }, 60_000);

  it('draws the back office shell like production does', async () => {
    const page = await shop.app.inject({ url: '/admin' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).toContain('data-src="/@shop/dev-entry.js"');
  }, 60_000);
});

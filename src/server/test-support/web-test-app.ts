import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../env.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A stand-in for the web build (dist/) in `dir`: empty client manifests and a server entry per
 * language (English, then Hindi: `LANG` is 'en' or 'hi' in the `render` source) with this `render`
 * function, a robots.txt and a sitemap that name the origin they are given.
 */
export async function writeStandInBuild(dir: string, render: string): Promise<void> {
  await fs.mkdir(path.join(dir, 'client/.vite'), { recursive: true });
  for (const [lang, folder, manifest] of [
    ['en', 'server', 'manifest.json'],
    ['hi', 'server-hi', 'manifest.hi.json'],
  ] as const) {
    await fs.mkdir(path.join(dir, folder), { recursive: true });
    await fs.writeFile(path.join(dir, 'client/.vite', manifest), '{}');
    await fs.writeFile(
      path.join(dir, folder, 'entry-server.js'),
      [
        `const LANG = '${lang}';`,
        render,
        'export function robotsTxt(origin) { return `Sitemap: ${origin}/sitemap.xml`; }',
        'export async function sitemapXml(origin) { return `<loc>${origin}/</loc>`; }',
      ].join('\n'),
    );
  }
}

/**
 * One hashed asset and a renderer that draws what a page depends on — its path, the category
 * page's `sub`, and who is signed in (asked of the API with the visitor's cookie, as the real pages
 * do) — so a test sees whose page it was given.
 */
async function fakeWebBuild(dir: string): Promise<void> {
  await writeStandInBuild(
    dir,
    [
      'export async function render(r) {',
      '  const { pathname, searchParams } = new URL(r.url, "http://x");',
      '  const me = await r.api("/api/users/me");',
      '  const who = me.status === 200 ? `<p>signed in as ${me.body.User_name}</p>` : "";',
      '  return { status: 200, html: `<!doctype html><html lang="${LANG}"><title>${pathname}</title><p>sub=${searchParams.get("sub")}</p>${who}` };',
      '}',
    ].join('\n'),
  );
  await fs.mkdir(path.join(dir, 'client/assets'), { recursive: true });
  await fs.writeFile(path.join(dir, 'client/assets/app-0f1e2d3c.js'), 'console.log("app")');
}

/** A test app that serves pages (from the stand-in build) and keeps answers in the page cache. */
export async function createWebTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-dist-'));
  await fakeWebBuild(dist);
  const t = await createTestApp({ webDistDir: dist, pageCacheMb: 8, ...overrides }, { web: true });
  return {
    ...t,
    async close() {
      await t.close();
      await fs.rm(dist, { recursive: true, force: true });
    },
  };
}

#!/usr/bin/env node
/**
 * The web app's four builds (decision 030): the browser's English and Hindi bundles into
 * <dist>/client (one assets/ folder, a manifest each), then the server renderer of each language
 * (<dist>/server, <dist>/server-hi). <dist> is ./dist unless given (e2e runs side by side build their own).
 *   node scripts/build-web.mjs [dist]
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const dist = path.resolve(process.argv[2] ?? 'dist');
const builds = [
  ['en', ['--outDir', `${dist}/client`]],
  ['hi', ['--outDir', `${dist}/client`]],
  ['en', ['--ssr', 'src/web/entry-server.tsx', '--outDir', `${dist}/server`]],
  ['hi', ['--ssr', 'src/web/entry-server.tsx', '--outDir', `${dist}/server-hi`]],
];
for (const [lang, args] of builds) {
  const r = spawnSync('npx', ['vite', 'build', ...args], { stdio: 'inherit', env: { ...process.env, WEB_LANG: lang } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// The renderers' sources stay in the server's heap: ASCII only, one byte a character (ascii-bundle.mjs).
const renderers = ['server', 'server-hi'].flatMap((d) => [`${dist}/${d}`, `${dist}/${d}/assets`]);
const ascii = spawnSync(process.execPath, [path.join(import.meta.dirname, 'ascii-bundle.mjs'), ...renderers], { stdio: 'inherit' });
if (ascii.status !== 0) process.exit(ascii.status ?? 1);

#!/usr/bin/env node
// The JavaScript a visitor downloads for a page: the entry chunk, the page's chunk and every chunk
// they import statically (what the server preloads), gzip-compressed (level 9), from the client
// build's manifest. Budget: 95 KB read strictly (95,000 bytes) for "/" and for "/hi/" (each language is
// its own build, decision 030), React included. Then the checks of scripts/build-tricks.mjs
// (vite.config.ts's tricks still hold) on both builds. Exits 1 over budget or on a failed check.
//   node scripts/bundle-size.mjs            → "/", "/list/:itemId", "/hi/", "/hi/list/:itemId"
//   node scripts/bundle-size.mjs home item  → the pages of those feature ids, in both languages
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildTrickProblems } from './build-tricks.mjs';

const BUDGET_KB = 95;
const ENTRY = 'src/web/entry-client.tsx';
const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../dist'), 'client');
const manifestOf = (name) => {
  const file = path.join(dist, '.vite', name);
  if (!fs.existsSync(file)) {
    console.error(`No ${path.relative(process.cwd(), file)}: run npm run build first.`);
    process.exit(2);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
};
const LANGUAGES = [
  { prefix: '', manifest: manifestOf('manifest.json') },
  { prefix: '/hi', manifest: manifestOf('manifest.hi.json') },
];
const gzipBytes = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1000).toFixed(1);

/** Files of the entry and one page, with their static imports, each once. */
function filesFor(manifest, pageId) {
  const files = new Map();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.set(chunk.file, key);
    (chunk.imports ?? []).forEach(visit);
  };
  visit(ENTRY);
  // Every page but home loads the query cache (vite.config.ts's 'query' chunk) with its code.
  if (pageId !== 'home') visit(Object.keys(manifest).find((key) => manifest[key].name === 'query'));
  // A page with no chunk of its own (home) is part of the entry.
  visit(`src/web/${pageId.endsWith('-admin') ? 'admin' : 'storefront'}/${pageId}/${pageId}-page.tsx`);
  return [...files.keys()];
}

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['home', 'item'];
const labels = { home: '/', item: '/list/:itemId' };
let over = false;
for (const { prefix, manifest } of LANGUAGES)
  for (const page of pages) {
    const files = filesFor(manifest, page);
    const sizes = files.map((file) => [file, gzipBytes(file)]);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const css = (manifest[ENTRY].css ?? []).reduce((sum, file) => sum + gzipBytes(file), 0);
    const label = prefix + (labels[page] ?? `/${page}`);
    console.log(`${label}: ${kb(total)} KB of JavaScript gzip (${total} bytes; budget ${BUDGET_KB} KB), CSS ${kb(css)} KB`);
    for (const [file, size] of sizes) console.log(`  ${kb(size).padStart(6)} KB  ${file}`);
    // The admin code must never be part of a public page.
    const admin = files.filter((file) => /admin/.test(file));
    if (admin.length) {
      console.log(`  admin code on a public page: ${admin.join(', ')}`);
      over = true;
    }
    if (page === 'home' && total > BUDGET_KB * 1000) over = true;
  }
if (over) console.error(`Over budget: "/" and "/hi/" must each stay within ${BUDGET_KB} KB of JavaScript (gzip) with no admin code.`);
const problems = LANGUAGES.flatMap(({ prefix, manifest }) =>
  buildTrickProblems(dist, manifest).map((problem) => (prefix ? `${problem} (Hindi build)` : problem)),
);
for (const problem of problems) console.error(`Build: ${problem}.`);
if (over || problems.length) process.exit(1);

#!/usr/bin/env node
// Every public page's JavaScript within its budget, in both languages (scripts/page-bundles.mjs counts
// it as the visitor downloads it): 95,000 bytes gzip for "/" and "/hi/", 110,000 for every other page,
// React included, and no admin code on any of them. Then the checks of scripts/build-tricks.mjs
// (vite.config.ts's tricks still hold) on both builds. Exits 1 over budget or on a failed check.
//   node scripts/bundle-size.mjs            → every page, one line each
//   node scripts/bundle-size.mjs item quote → those pages' files too
import fs from 'node:fs';
import path from 'node:path';
import { buildTrickProblems } from './build-tricks.mjs';
import { pageBundles } from './page-bundles.mjs';

const root = path.resolve(import.meta.dirname, '..');
const kb = (bytes) => (bytes / 1000).toFixed(1);
let bundles;
try {
  bundles = pageBundles(root);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const detailed = new Set(process.argv.slice(2));
const over = [];
for (const bundle of bundles) {
  const fits = bundle.gzipBytes <= bundle.budget && bundle.adminFiles.length === 0;
  console.log(`${fits ? ' ' : '✗'} ${bundle.label}: ${kb(bundle.gzipBytes)} KB of JavaScript gzip (${bundle.gzipBytes} bytes; budget ${kb(bundle.budget)} KB)`);
  if (detailed.has(bundle.page) || !fits) for (const { file, bytes } of bundle.files) console.log(`    ${kb(bytes).padStart(6)} KB  ${file}`);
  if (bundle.adminFiles.length) console.log(`    admin code on a public page: ${bundle.adminFiles.join(', ')}`);
  if (!fits) over.push(bundle.label);
}
if (over.length)
  console.error(
    `Over budget or carrying admin code: ${over.join(', ')}. A page's chunks are listed under it; look for a module pulled in by an import it did not need.`,
  );

const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'dist'), 'client');
const problems = ['manifest.json', 'manifest.hi.json'].flatMap((name) =>
  buildTrickProblems(dist, JSON.parse(fs.readFileSync(path.join(dist, '.vite', name), 'utf8'))).map((problem) =>
    name.includes('.hi.') ? `${problem} (Hindi build)` : problem,
  ),
);
for (const problem of problems) console.error(`Build: ${problem}.`);
if (over.length || problems.length) process.exit(1);

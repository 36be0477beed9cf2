#!/usr/bin/env node
/**
 * The server bundle (`npm run build:server`, dist/app) loads its heavy packages only when first
 * needed (decision 031): none of them may be imported by main.js or a chunk it imports statically.
 * esbuild hoists a package imported at the top of any module the entry reaches without `await
 * import()`, so one careless import would load it at every start again. And they are ASCII only
 * (scripts/ascii-bundle.mjs): a single character beyond makes V8 hold the whole source twice as large.
 */
import fs from 'node:fs';
import path from 'node:path';

const HEAVY = ['sharp', 'pdfkit', '@aws-sdk/client-s3', 'ioredis', 'pg'];
const dir = path.resolve('dist/app');
const STATIC_IMPORT = /^(?:import|export)\s[^;]*?\sfrom\s*"([^"]+)";?$|^import\s*"([^"]+)";?$/gm;

const seen = new Set();
const problems = [];
function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = fs.readFileSync(path.join(dir, file), 'utf8');
  // V8 keeps a running file's source in its heap, at two bytes a character if one is outside ASCII.
  if (/[^\t-\x7f]/.test(code)) problems.push(`${file} is not ASCII only (build:server runs scripts/ascii-bundle.mjs)`);
  for (const match of code.matchAll(STATIC_IMPORT)) {
    const spec = match[1] ?? match[2];
    if (spec.startsWith('./')) visit(spec.slice(2));
    else if (HEAVY.includes(spec)) problems.push(`${file} imports ${spec} at start`);
  }
}
visit('main.js');
console.log(`Server bundle: ${seen.size} file(s) loaded at start, none of ${HEAVY.join(', ')} among their imports${problems.length ? ' — NOT SO' : ''}.`);
for (const problem of problems) console.error(`  ${problem}`);
if (problems.length) process.exit(1);

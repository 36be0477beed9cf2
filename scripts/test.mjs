#!/usr/bin/env node
/**
 * `npm test`: the phases below, in order, each timed; it stops at the first that fails. A summary
 * of every phase's time ends the output, also after a failure. A phase is added by adding an entry
 * to `phases` (name, optional skip reason, run).
 */
import './supported-node.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

class PhaseFailed extends Error {
  constructor(message, code = 1) {
    super(message);
    this.code = code;
  }
}

const run = (cmd, args, env = {}) => {
  console.log(`\n▶ ${cmd} ${args.join(' ')}${env.TEST_DATABASE_URL ? ` (PostgreSQL ${env.TEST_DATABASE_URL})` : ''}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new PhaseFailed(`${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`, r.status ?? 1);
};

const { TEST_DATABASE_URL } = process.env;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser phases need Chromium: without it they are skipped with a warning, except in CI, where that fails the run. */
const withoutChromium = () => {
  if (fs.existsSync(chromium)) return undefined;
  if (process.env.CI) throw new PhaseFailed(`Browser tests need Chromium at ${chromium} (apt-get install chromium); .ci/run installs it.`);
  return `no Chromium at ${chromium} (apt-get install chromium)`;
};

/** The server tests again, on a PostgreSQL database created for this run and dropped after. */
async function serverTestsOnPostgres() {
  const name = `shop_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    run('npx', ['vitest', 'run', '--project', 'server'], { TEST_DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const phases = [
  { name: 'types (tsc --noEmit)', run: () => run('npx', ['tsc', '--noEmit']) },
  { name: 'format (prettier --check .)', run: () => run('npx', ['prettier', '--check', '--log-level', 'warn', '.']) },
  // The walls between the faces and layers, among the rest.
  { name: 'lint (eslint .)', run: () => run('npx', ['eslint', '.']) },
  { name: 'dead code (knip)', run: () => run('npx', ['knip']) },
  { name: 'vitest, every project, on SQLite', run: () => run('npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' }) },
  {
    name: 'vitest, server project, on PostgreSQL',
    skip: () => (TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL is not set'),
    run: serverTestsOnPostgres,
  },
  { name: 'build (npm run build)', skip: withoutChromium, run: () => run('npm', ['run', 'build', '--silent']) },
  // The home page's JavaScript budget, and the build's workarounds still doing their job (scripts/build-tricks.mjs).
  {
    name: 'bundle checks (scripts/bundle-size.mjs, scripts/server-bundle.mjs)',
    skip: withoutChromium,
    run: () => {
      run('node', ['scripts/bundle-size.mjs']);
      run('node', ['scripts/server-bundle.mjs']);
    },
  },
  // E2E_PREBUILT: the server runs the build just made (one build per run).
  {
    name: 'browser tests (playwright test)',
    skip: withoutChromium,
    run: () => run('npx', ['playwright', 'test'], { TEST_DATABASE_URL: '', E2E_PREBUILT: '1' }),
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];

function summary() {
  const width = Math.max(...phases.map((p) => p.name.length), 'Total'.length);
  const total = results.reduce((sum, r) => sum + r.ms, 0);
  console.log('\nPhase times:');
  for (const r of results) console.log(`  ${r.name.padEnd(width)}  ${(r.outcome.startsWith('skipped') ? '-' : seconds(r.ms)).padStart(9)}  ${r.outcome}`);
  for (const p of phases.slice(results.length)) console.log(`  ${p.name.padEnd(width)}  ${'-'.padStart(9)}  not run`);
  console.log(`  ${'Total'.padEnd(width)}  ${seconds(total).padStart(9)}`);
}

for (const phase of phases) {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  try {
    const skipped = phase.skip?.();
    if (skipped) {
      console.warn(`\n⚠ ${phase.name} skipped: ${skipped}.`);
      results.push({ name: phase.name, ms: 0, outcome: `skipped (${skipped})` });
      continue;
    }
    await phase.run();
    results.push({ name: phase.name, ms: elapsed(), outcome: 'passed' });
    console.log(`✔ ${phase.name}: ${seconds(elapsed())}`);
  } catch (err) {
    results.push({ name: phase.name, ms: elapsed(), outcome: 'FAILED' });
    console.error(`\n✘ ${phase.name} failed after ${seconds(elapsed())}: ${err.message}`);
    summary();
    process.exit(err instanceof PhaseFailed ? err.code : 1);
  }
}
summary();

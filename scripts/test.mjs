#!/usr/bin/env node
/**
 * `npm test`: the phases below, in order, each timed; it stops at the first that fails. A summary
 * of every phase's time ends the output, also after a failure. A phase is added by adding an entry
 * to `phases` (name, optional skip reason, run).
 */
import './supported-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
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

/**
 * Test data folders (SQLite files, pictures) on a memory file system where there is one: the tests
 * wait on the disk's flushes more than on anything else (SQLite flushes every commit, decision 006),
 * and a flush that reaches no disk proves nothing a test asks. What is tested does not change: a
 * process killed mid-write leaves what it left, the files as on a disk.
 */
const testTmp = () => process.env.TEST_TMPDIR ?? (fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir());

/**
 * Runs in the background, its output kept in a file and printed once it ends, so that two runs'
 * lines do not mix. Resolves with the exit code.
 */
function runAside(cmd, args, env) {
  const file = path.join(os.tmpdir(), `shop-test-${process.pid}-${Date.now()}.log`);
  const out = fs.openSync(file, 'w');
  console.log(
    `\n▶ ${cmd} ${args.join(' ')}${env.TEST_DATABASE_URL ? ` (PostgreSQL ${env.TEST_DATABASE_URL})` : ''}, beside the next; its output follows when both are done`,
  );
  const child = spawn(cmd, args, { stdio: ['ignore', out, out], env: { ...process.env, ...env } });
  return {
    done: new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? signal))),
    print: () => {
      fs.closeSync(out);
      process.stdout.write(fs.readFileSync(file));
      fs.rmSync(file, { force: true });
    },
  };
}

/**
 * Every vitest project on SQLite and, side by side, the server tests again on a PostgreSQL database
 * created for this run and dropped after: each run waits on its database more than on the CPU, so
 * the two together take little longer than the longer one.
 */
async function vitestOnBothDatabases() {
  const env = { TMPDIR: testTmp() };
  if (!TEST_DATABASE_URL) return run('npx', ['vitest', 'run'], { ...env, TEST_DATABASE_URL: '' });
  const name = `shop_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  // Commits acknowledged before PostgreSQL's own flush: only a crash of PostgreSQL itself could lose
  // one, never a crash of the shop's process, which is what the tests kill.
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    const onPostgres = runAside('npx', ['vitest', 'run', '--project', 'server', '--project', 'server-alone'], { ...env, TEST_DATABASE_URL: url.toString() });
    let sqliteFailed;
    try {
      run('npx', ['vitest', 'run'], { ...env, TEST_DATABASE_URL: '' });
    } catch (err) {
      sqliteFailed = err;
    }
    const code = await onPostgres.done;
    onPostgres.print();
    if (sqliteFailed) throw sqliteFailed;
    if (code !== 0)
      throw new PhaseFailed(`vitest run --project server --project server-alone on PostgreSQL exited with ${code}`, typeof code === 'number' ? code : 1);
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
  {
    name: 'vitest: every project on SQLite, the server tests on PostgreSQL beside it',
    run: () => {
      if (!TEST_DATABASE_URL) console.warn('\n⚠ the server tests on PostgreSQL are skipped: TEST_DATABASE_URL is not set.');
      return vitestOnBothDatabases();
    },
  },
  { name: 'build (npm run build)', skip: withoutChromium, run: () => run('npm', ['run', 'build', '--silent']) },
  // Every public page's JavaScript budget in both languages, and the build's workarounds still doing their job (scripts/build-tricks.mjs).
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

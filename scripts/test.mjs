#!/usr/bin/env node
/**
 * `npm test`: type-check, lint (the walls between the faces and layers), every vitest test on SQLite, the server tests again on PostgreSQL when
 * TEST_DATABASE_URL is set (in a database created for this run and dropped after), then the
 * browser tests in Chromium.
 */
import './supported-node.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

const run = (cmd, args, env = {}) => {
  console.log(`\n▶ ${cmd} ${args.join(' ')}${env.TEST_DATABASE_URL ? ` (PostgreSQL ${env.TEST_DATABASE_URL})` : ''}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
const { TEST_DATABASE_URL, ...rest } = process.env;

run('npx', ['tsc', '--noEmit']);
run('npx', ['eslint', '.']);
run('npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' });

if (TEST_DATABASE_URL) {
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

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  run('npm', ['run', 'build', '--silent']);
  run('npx', ['playwright', 'test'], { TEST_DATABASE_URL: '', E2E_PREBUILT: '1' });
} else if (rest.CI) {
  console.error(`Browser tests need Chromium at ${chromium} (apt-get install chromium); .ci/run installs it.`);
  process.exit(1);
} else {
  console.warn(`\n⚠ Browser tests skipped: no Chromium at ${chromium} (apt-get install chromium).`);
}

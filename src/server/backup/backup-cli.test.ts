import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/project-root.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { seedShop } from './backup.test-support.ts';

// The commands exactly as package.json runs them, on SQLite (DATABASE_URL empty means SQLite).
function run(script: 'backup-cli.ts' | 'restore-cli.ts', args: string[], dataDir: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join('src/server/backup', script), ...args],
      { cwd: projectRoot(), env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_USER: '', ADMIN_PASSWORD: '' } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let source: TestApp;
let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-cli-'));
  source = await createTestApp({ databaseUrl: undefined, pgSchema: undefined });
  await seedShop(source, await source.login(), 1);
});
afterAll(async () => {
  await source.close();
  await fs.rm(dir, { recursive: true, force: true });
});

// Each command is a process of its own (tsx start-up included): the independent ones run side by
// side, so the tests stay well inside their time limit on a busy machine.
describe('npm run backup / npm run restore', () => {
  it('exit 0 on success, 1 on a refusal or a bad archive', async () => {
    const archive = path.join(dir, 'shop.tar.gz');
    const backup = await run('backup-cli.ts', ['--out', archive], source.config.dataDir);
    expect(backup.stdout).toMatch(/^Backup written: .*shop\.tar\.gz \(.*; \d+ rows in \d+ tables, 21 media files\)/);
    expect(backup.code).toBe(0);

    const target = path.join(dir, 'restored');
    const restore = await run('restore-cli.ts', [archive], target);
    expect(restore.stdout).toMatch(/^Restored into .*restored: \d+ rows in \d+ tables, 21 media files/);
    expect(restore.code).toBe(0);

    const garbage = path.join(dir, 'garbage.tar.gz');
    await fs.writeFile(garbage, 'not an archive');
    const [again, bad] = await Promise.all([run('restore-cli.ts', [archive], target), run('restore-cli.ts', [garbage], path.join(dir, 'other'))]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Refusing to restore: .*media already holds 21 file\(s\)/);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe('Not a readable backup archive (not gzip-compressed, or damaged)');
  });

  it('exit 2 on a usage error, 1 where there is no shop (and create nothing there)', async () => {
    const [noArgs, wrong, noArchive, none] = await Promise.all([
      run('backup-cli.ts', [], source.config.dataDir),
      run('backup-cli.ts', ['--wrong'], source.config.dataDir),
      run('restore-cli.ts', [], path.join(dir, 'unused')),
      run('backup-cli.ts', ['--out', path.join(dir, 'x.tar.gz')], path.join(dir, 'no-shop-here')),
    ]);
    expect([noArgs.code, wrong.code, noArchive.code]).toEqual([2, 2, 2]);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/Cannot open the shop's database/);
    await expect(fs.stat(path.join(dir, 'no-shop-here'))).rejects.toThrow(/ENOENT/);
  });
});

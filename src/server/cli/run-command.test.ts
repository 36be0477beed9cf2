import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/project-root.ts';

const root = projectRoot();
const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;

/** The npm scripts that run a command line entry of the server (the server itself aside). */
const COMMANDS = Object.entries(scripts).flatMap(([name, line]) => {
  const file = /^node --import tsx (src\/server\/\S+\.ts)$/.exec(line)?.[1];
  return file && file !== 'src/server/main.ts' ? [{ name, file }] : [];
});

function run(file: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', file, ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: '', ADMIN_USER: '', ADMIN_PASSWORD: '', ...env } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('the command line entries', () => {
  it('every one starts through run-command.ts (the Node guard, the environment read once, one table of exit codes)', () => {
    expect(COMMANDS.map((c) => c.name).sort()).toEqual([
      'backup',
      'export:invoices',
      'export:listings',
      'import:listings',
      'media:sweep',
      'restore',
      'sample:id-cards',
      'seed:demo',
    ]);
    for (const { name, file } of COMMANDS) {
      const firstImport = /^import\s[^;]*?'([^']+)';/m.exec(fs.readFileSync(path.join(root, file), 'utf8'))?.[1];
      expect(firstImport, name).toMatch(/(^|\/)run-command\.ts$/);
    }
  });

  // Each is a process of its own (tsx start-up included): they run side by side.
  it('a wrong setting exits 2 with the list the server prints, and touches nothing', { timeout: 120_000 }, async () => {
    const dataDir = path.join(os.tmpdir(), `shop-never-${process.pid}-${Date.now()}`);
    const args: Record<string, string[]> = { backup: ['--out', path.join(dataDir, 'x.tar.gz')], restore: ['x.tar.gz'], 'import:listings': ['x.csv'] };
    const results = await Promise.all(COMMANDS.map((c) => run(c.file, args[c.name] ?? [], { DATA_DIR: dataDir, COUNT_VISITS: '7' })));
    for (const [i, result] of results.entries()) {
      expect({ command: COMMANDS[i]!.name, code: result.code, stderr: result.stderr.split('\n')[0] }).toEqual({
        command: COMMANDS[i]!.name,
        code: 2,
        stderr: 'Invalid configuration:',
      });
    }
    expect(fs.existsSync(dataDir)).toBe(false);

    const sweep = await run('src/server/cli/media-sweep.ts', ['--min-age-minutes', 'soon'], { DATA_DIR: dataDir });
    expect([sweep.code, sweep.stderr.trim()]).toEqual([2, '--min-age-minutes takes a number of minutes (0 or more)']);
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});

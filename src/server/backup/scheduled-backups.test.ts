import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv, parseEnv } from '../env.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { manifestOf, readEntries } from './backup.test-support.ts';
import { archiveName, pruneArchives } from './scheduled-backups.ts';

let t: TestApp | undefined;
let dir: string | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  if (dir) await fs.rm(dir, { recursive: true, force: true });
  dir = undefined;
});

const archivesIn = async (d: string) => (await fs.readdir(d)).filter((n) => n.startsWith('shop-backup-')).sort();

describe('scheduled backups', () => {
  it('are off unless BACKUP_DIR is set; every 24 hours keeping 7 by default', () => {
    expect(configFromEnv(parseEnv({})).backup).toBeUndefined();
    expect(configFromEnv(parseEnv({ BACKUP_DIR: '' })).backup).toBeUndefined();
    expect(configFromEnv(parseEnv({ BACKUP_DIR: 'backups' })).backup).toEqual({ dir: path.resolve('backups'), everyHours: 24, keep: 7 });
    expect(configFromEnv(parseEnv({ BACKUP_DIR: '/b', BACKUP_EVERY_HOURS: '0.5', BACKUP_KEEP: '2' })).backup).toEqual({ dir: '/b', everyHours: 0.5, keep: 2 });
    expect(() => parseEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => parseEnv({ BACKUP_EVERY_HOURS: 'often' })).toThrow(/BACKUP_EVERY_HOURS/);
  });

  it('write archives on a timer while the app runs, keep the newest N, and stop when it closes', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-scheduled-'));
    const backupDir = path.join(dir, 'backups');
    // 0.72 s between runs; the first comes after one interval (less than the usual minute).
    t = await createTestApp({ backup: { dir: backupDir, everyHours: 0.0002, keep: 2 } });
    await t.app.ready();
    const seen = new Set<string>();
    for (let waited = 0; seen.size < 3 && waited < 20_000; waited += 100) {
      for (const name of await archivesIn(backupDir).catch(() => [])) seen.add(name);
      await sleep(100);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
    const kept = await archivesIn(backupDir);
    expect(kept.length).toBeLessThanOrEqual(2);
    expect(kept).toEqual([...seen].sort().slice(-kept.length));
    for (const name of kept) expect(manifestOf(await readEntries(path.join(backupDir, name))).tables.length).toBeGreaterThan(5);

    await t.close();
    t = undefined;
    const after = await fs.readdir(backupDir);
    await sleep(1000);
    expect(await fs.readdir(backupDir)).toEqual(after);
    expect(after.filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('never take the shop down: an unusable BACKUP_DIR is logged and the app serves on', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-scheduled-'));
    const notADir = path.join(dir, 'file');
    await fs.writeFile(notADir, 'x');
    t = await createTestApp({ backup: { dir: notADir, everyHours: 0.0002, keep: 2 } });
    await t.app.ready();
    await sleep(1000);
    expect((await t.app.inject({ url: '/api/ping' })).statusCode).toBe(200);
  });

  it('prune only their own archives, oldest first', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-scheduled-'));
    const names = [0, 1, 2, 3].map((i) => archiveName(new Date(Date.UTC(2026, 0, 1, i))));
    for (const n of [...names, 'notes.txt', 'other.tar.gz']) await fs.writeFile(path.join(dir, n), 'x');
    expect(await pruneArchives(dir, 2)).toEqual(names.slice(0, 2));
    expect((await fs.readdir(dir)).sort()).toEqual(['notes.txt', 'other.tar.gz', ...names.slice(2)].sort());
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { configFromEnv, parseEnv } from '../env.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { manifestOf, readEntries } from './backup.test-support.ts';
import { archiveName, pruneArchives } from './scheduled-backups.ts';

let t: TestApp | undefined;
let dir: string | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
  t = undefined;
  if (dir) await fs.rm(dir, { recursive: true, force: true });
  dir = undefined;
});

const archivesIn = async (d: string) => (await fs.readdir(d).catch(() => [])).filter((n) => n.startsWith('shop-backup-')).sort();
/** A backup reads the database and the media and writes an archive: real work, on a busy machine. */
const WAIT_FOR_A_BACKUP = { timeout: 30_000, interval: 50 };
/** The "backup written" lines the app logged. */
const backupsWritten = (info: MockInstance) => info.mock.calls.filter((call) => call[1] === 'backup written');

/** The shop takes a change and shows it: a religion added by the owner is in the public list. */
async function expectServing(app: TestApp, religion: string) {
  const cookie = await app.login();
  const added = await app.app.inject({ method: 'POST', url: '/api/religions', headers: { cookie }, payload: { name: religion } });
  expect(added.statusCode).toBe(201);
  const list = await app.app.inject({ url: '/api/religions/GetReligionList' });
  expect(list.statusCode).toBe(200);
  expect(JSON.stringify(list.json())).toContain(`"${religion}"`);
}

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
    // The schedule's clock is the test's: a run happens when the test moves time to it (its lease's clock too).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    t = await createTestApp({ backup: { dir: backupDir, everyHours: 1, keep: 2 } });
    const written = vi.spyOn(t.app.log, 'info');
    await t.app.ready();
    const seen = new Set<string>();
    // The first a minute after start, then one an hour.
    for (const [run, wait] of [
      [1, 60_000],
      [2, 3_600_000],
      [3, 3_600_000],
    ] as const) {
      expect(await archivesIn(backupDir)).toHaveLength(Math.min(run - 1, 2));
      await vi.advanceTimersByTimeAsync(wait);
      await vi.waitFor(() => expect(backupsWritten(written)).toHaveLength(run), WAIT_FOR_A_BACKUP);
      for (const name of await archivesIn(backupDir)) seen.add(name);
    }
    expect(seen.size).toBe(3);
    const kept = await archivesIn(backupDir);
    expect(kept).toEqual([...seen].sort().slice(-2));
    for (const name of kept) expect(manifestOf(await readEntries(path.join(backupDir, name))).tables.length).toBeGreaterThan(5);

    await t.close();
    t = undefined;
    const after = await fs.readdir(backupDir);
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(await fs.readdir(backupDir)).toEqual(after);
    expect(backupsWritten(written)).toHaveLength(3);
    expect(after.filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('never take the shop down: an unusable BACKUP_DIR at start is logged, and the shop starts and serves', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-scheduled-'));
    const notADir = path.join(dir, 'file');
    await fs.writeFile(notADir, 'x');
    t = await createTestApp({ backup: { dir: notADir, everyHours: 1, keep: 2 } });
    const failed = vi.spyOn(t.app.log, 'error');
    await t.app.ready();
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ dir: notADir }), 'scheduled backups off: cannot use BACKUP_DIR');
    await expectServing(t, 'Jain');
  });

  it('never take the shop down: a backup that fails is logged, leaves nothing, the shop serves on, and the next one runs', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-scheduled-'));
    const backupDir = path.join(dir, 'backups');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    t = await createTestApp({ backup: { dir: backupDir, everyHours: 1, keep: 2 } });
    const failed = vi.spyOn(t.app.log, 'error');
    const written = vi.spyOn(t.app.log, 'info');
    await t.app.ready();
    // Usable at start, then a file where the folder was (a disk swapped, a mistake): the first run fails.
    await fs.rm(backupDir, { recursive: true });
    await fs.writeFile(backupDir, 'not a folder');
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(failed).toHaveBeenCalledWith(expect.objectContaining({ dir: backupDir }), 'scheduled backup failed'), WAIT_FOR_A_BACKUP);
    expect(await fs.readFile(backupDir, 'utf8')).toBe('not a folder');
    expect((await fs.readdir(t.config.dataDir)).filter((n) => n.startsWith('.backup-'))).toEqual([]);
    await expectServing(t, 'Parsi');

    // Once the folder can be made again, the next run, an hour on, writes its archive.
    await fs.rm(backupDir);
    await vi.advanceTimersByTimeAsync(3_600_000);
    await vi.waitFor(() => expect(backupsWritten(written)).toHaveLength(1), WAIT_FOR_A_BACKUP);
    expect(await archivesIn(backupDir)).toHaveLength(1);
    await expectServing(t, 'Sikh');
  });

  it('with two processes on one database: one archive per period between them, and the job moves on when its holder stops', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-scheduled-'));
    const dirA = path.join(dir, 'a');
    const dirB = path.join(dir, 'b');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Each machine has its own BACKUP_DIR: between them, each period has one archive.
    const a = await createTestApp({ backup: { dir: dirA, everyHours: 1, keep: 10 } });
    t = a;
    const b = await createTestApp({ backup: { dir: dirB, everyHours: 1, keep: 10 }, dataDir: a.config.dataDir, pgSchema: a.config.pgSchema });
    try {
      const writtenA = vi.spyOn(a.app.log, 'info');
      const writtenB = vi.spyOn(b.app.log, 'info');
      const written = () => backupsWritten(writtenA).length + backupsWritten(writtenB).length;
      const archives = async () => (await archivesIn(dirA)).length + (await archivesIn(dirB)).length;
      await Promise.all([a.app.ready(), b.app.ready()]);
      for (const [period, wait] of [
        [1, 60_000],
        [2, 3_600_000],
        [3, 3_600_000],
      ] as const) {
        await vi.advanceTimersByTimeAsync(wait);
        await vi.waitFor(() => expect(written()).toBe(period), WAIT_FOR_A_BACKUP);
        // Both timers have fired by now; a few more seconds of the period bring no second archive.
        await vi.advanceTimersByTimeAsync(5_000);
        await new Promise((resolve) => setImmediate(resolve));
        expect(written()).toBe(period);
        expect(await archives()).toBe(period);
      }
      // The holder stops: the other takes the job over once the lease ends, within the next period.
      const newest = async (d: string) => (await archivesIn(d)).at(-1) ?? '';
      const holder = (await newest(dirA)) > (await newest(dirB)) ? a : b;
      const other = holder === a ? b : a;
      const otherDir = other === a ? dirA : dirB;
      const before = (await archivesIn(otherDir)).length;
      await holder.app.close();
      await vi.advanceTimersByTimeAsync(3_600_000);
      await vi.waitFor(async () => expect((await archivesIn(otherDir)).length).toBe(before + 1), WAIT_FOR_A_BACKUP);
    } finally {
      await b.close().catch(() => {});
    }
  });

  it('prune only their own archives, oldest first', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-scheduled-'));
    const names = [0, 1, 2, 3].map((i) => archiveName(new Date(Date.UTC(2026, 0, 1, i))));
    for (const n of [...names, 'notes.txt', 'other.tar.gz']) await fs.writeFile(path.join(dir, n), 'x');
    expect(await pruneArchives(dir, 2)).toEqual(names.slice(0, 2));
    expect((await fs.readdir(dir)).sort()).toEqual(['notes.txt', 'other.tar.gz', ...names.slice(2)].sort());
  });
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../env.ts';
import { createBackup } from './create-backup.ts';
import { leaseExpiry, releaseLease, takeLease } from '../db/leases.ts';

/** BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP (see env.ts). */
type BackupSchedule = NonNullable<AppConfig['backup']>;

const ARCHIVE = /^shop-backup-[0-9TZ-]+\.tar\.gz$/;
// createBackup's temp names in that folder; one left behind means a backup was cut off.
const STALE_TEMP = /^\.shop-backup-[0-9TZ-]+\.tar\.gz\.[0-9a-f]+\.tmp$/;
// Not at the very start (let the server get going), but soon: a shop restarted more often than
// BACKUP_EVERY_HOURS must still get its backups.
const FIRST_DELAY_MS = 60_000;

/** `shop-backup-2026-01-31T09-30-00-000Z.tar.gz`: sorts by time, safe on every file system. */
export const archiveName = (at: Date) => `shop-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/** The lease of the one process that runs a period's backup (db/leases.ts). */
const LEASE = 'scheduled-backup';

/**
 * Periodic backups while the app runs, only when BACKUP_DIR is set. A failure is logged and the
 * next run still happens: a backup must never take the shop down. Closing the app waits for a
 * backup in progress, so it is not cut off half-written.
 *
 * Several processes on one database make one archive per period between them: a run first takes
 * the database lease for the period (it ends a little before the period does, so the holder's own
 * next run finds it free); a process that finds it held tries again when it ends, so the job moves
 * on to another process if the holder dies. A backup that fails gives its lease back.
 */
export function scheduleBackups(app: FastifyInstance, config: AppConfig): void {
  const schedule = config.backup;
  if (!schedule) return;
  const everyMs = schedule.everyHours * 3_600_000;
  const leaseMs = everyMs - Math.min(60_000, everyMs / 10);
  const holder = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const plan = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = turn().finally(() => {
        running = undefined;
      });
    }, delay);
    timer.unref();
  };

  /** This process's turn: the backup if it takes the lease, else a later try. Never throws. */
  const turn = async () => {
    const now = Date.now();
    let taken: boolean;
    try {
      taken = await takeLease(app.db, LEASE, holder, now + leaseMs, now);
    } catch (err) {
      app.log.error({ err }, 'scheduled backup skipped: the database did not answer');
      return plan(everyMs);
    }
    if (!taken) {
      const ends = await leaseExpiry(app.db, LEASE).catch(() => now + everyMs);
      // A little after it ends, at a moment of its own: processes that all wait do not all ask at once.
      return plan(Math.max(1000, ends - Date.now()) + Math.floor(Math.random() * 2000));
    }
    if (!(await runScheduledBackup(app, config, schedule))) await releaseLease(app.db, LEASE, holder).catch(() => {});
    plan(everyMs);
  };

  app.addHook('onReady', async () => {
    try {
      await fs.mkdir(schedule.dir, { recursive: true });
      const names = await fs.readdir(schedule.dir);
      await removeStaleTemps(schedule.dir, names);
      const last = await newestArchiveTime(schedule.dir, names);
      const due = last === undefined ? 0 : last + everyMs - Date.now();
      plan(Math.max(Math.min(FIRST_DELAY_MS, everyMs), due));
      app.log.info({ dir: schedule.dir, everyHours: schedule.everyHours, keep: schedule.keep }, 'scheduled backups on');
    } catch (err) {
      app.log.error({ err, dir: schedule.dir }, 'scheduled backups off: cannot use BACKUP_DIR');
    }
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}

/** One backup into the schedule's folder, then the oldest beyond BACKUP_KEEP removed: true when written. Never throws. */
async function runScheduledBackup(app: FastifyInstance, config: AppConfig, schedule: BackupSchedule): Promise<boolean> {
  const started = Date.now();
  try {
    const result = await createBackup({ ...config, out: path.join(schedule.dir, archiveName(new Date())) });
    const removed = await pruneArchives(schedule.dir, schedule.keep);
    app.log.info(
      {
        file: result.file,
        bytes: result.bytes,
        rows: result.manifest.tables.reduce((sum, t) => sum + t.rows, 0),
        mediaFiles: result.manifest.media.length,
        ms: Date.now() - started,
        removed,
      },
      'backup written',
    );
    return true;
  } catch (err) {
    app.log.error({ err, dir: schedule.dir }, 'scheduled backup failed');
    return false;
  }
}

/** Keeps the newest `keep` archives of ours; other files in the folder are not ours to touch. */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const archives = (await fs.readdir(dir)).filter((n) => ARCHIVE.test(n)).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  await Promise.all(old.map((n) => fs.rm(path.join(dir, n), { force: true })));
  return old;
}

async function newestArchiveTime(dir: string, names: string[]): Promise<number | undefined> {
  const newest = names
    .filter((n) => ARCHIVE.test(n))
    .sort()
    .at(-1);
  return newest ? (await fs.stat(path.join(dir, newest))).mtimeMs : undefined;
}

/** Temp files untouched for an hour: a backup cut off by a crash (one in progress keeps writing). */
async function removeStaleTemps(dir: string, names: string[]): Promise<void> {
  for (const name of names.filter((n) => STALE_TEMP.test(n))) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > 3_600_000) await fs.rm(file, { force: true });
  }
}

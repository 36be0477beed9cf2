import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Ready } from '../../../contract/health.ts';
import type { Database } from '../../db/database.ts';
import type { MediaStore } from '../../media/media-store.ts';

/** A check slower than this counts as failed: a load balancer waits for neither. */
const CHECK_TIMEOUT_MS = 2000;

/** The check's answer, or false when it throws or takes longer than CHECK_TIMEOUT_MS. */
const within = (check: Promise<boolean>): Promise<boolean> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    check.then(
      (ok) => (clearTimeout(timer), resolve(ok)),
      () => (clearTimeout(timer), resolve(false)),
    );
  });

/** The disk store's folder takes a file: one written and removed (a temp name, so a sweep removes one a crash left). */
async function diskTakesAFile(dir: string): Promise<boolean> {
  const probe = path.join(dir, `.ready-${randomBytes(8).toString('hex')}.tmp`);
  try {
    await fs.writeFile(probe, 'ready');
    return true;
  } finally {
    await fs.rm(probe, { force: true });
  }
}

/**
 * The media store takes files. A store with its own `ready()` (issue 20: the S3 store asks its
 * bucket) answers for itself; the disk store is checked here. Once every store has `ready()`, this
 * is `store.ready()`.
 */
const mediaStoreReady = (store: MediaStore & { ready?: () => Promise<boolean> }): Promise<boolean> => (store.ready ? store.ready() : diskTakesAFile(store.dir));

/** Whether this process can serve the shop: its database and its media store both answer. */
export async function readiness(db: Database, store: MediaStore): Promise<Ready> {
  const [database, media] = await Promise.all([within(sql`select 1`.execute(db).then(() => true)), within(mediaStoreReady(store))]);
  const failed = [database ? null : 'the database does not answer', media ? null : 'the media store does not take files'].filter(Boolean);
  return {
    status: failed.length ? 'unavailable' : 'ok',
    checks: { database: database ? 'ok' : 'failed', media: media ? 'ok' : 'failed' },
    ...(failed.length ? { message: `Not ready: ${failed.join(', ')}.` } : {}),
  };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Ready } from '../../../contract/health.ts';
import type { Database } from '../../db/database.ts';
import type { MediaStore } from '../../media/media-store.ts';

/** A check slower than this counts as failed: a load balancer waits for neither. */
const CHECK_TIMEOUT_MS = 2000;

const within = (check: Promise<unknown>): Promise<boolean> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    check.then(
      () => (clearTimeout(timer), resolve(true)),
      () => (clearTimeout(timer), resolve(false)),
    );
  });

/**
 * The media store takes a file. Until the store has its own `ready()` (issue 20: the S3 store
 * answers whether its bucket does), this is the disk store's check: a temp file written and removed
 * in its folder (a temp name, so a sweep would remove one a crash left). With `ready()`, this whole
 * function becomes `store.ready()`.
 */
async function mediaStoreReady(store: MediaStore): Promise<boolean> {
  const probe = path.join(store.dir, `.ready-${randomBytes(8).toString('hex')}.tmp`);
  try {
    await fs.writeFile(probe, 'ready');
    return true;
  } finally {
    await fs.rm(probe, { force: true });
  }
}

/** Whether this process can serve the shop: its database and its media store both answer. */
export async function readiness(db: Database, store: MediaStore): Promise<Ready> {
  const [database, media] = await Promise.all([within(sql`select 1`.execute(db)), within(mediaStoreReady(store))]);
  const failed = [database ? null : 'the database does not answer', media ? null : 'the media store does not take files'].filter(Boolean);
  return {
    status: failed.length ? 'unavailable' : 'ok',
    checks: { database: database ? 'ok' : 'failed', media: media ? 'ok' : 'failed' },
    ...(failed.length ? { message: `Not ready: ${failed.join(', ')}.` } : {}),
  };
}

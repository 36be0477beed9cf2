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

/** Whether this process can serve the shop: its database and its media store both answer. */
export async function readiness(db: Database, store: MediaStore): Promise<Ready> {
  const [database, media] = await Promise.all([within(sql`select 1`.execute(db).then(() => true)), within(store.ready())]);
  const failed = [database ? null : 'the database does not answer', media ? null : 'the media store does not take files'].filter(Boolean);
  return {
    status: failed.length ? 'unavailable' : 'ok',
    checks: { database: database ? 'ok' : 'failed', media: media ? 'ok' : 'failed' },
    ...(failed.length ? { message: `Not ready: ${failed.join(', ')}.` } : {}),
  };
}

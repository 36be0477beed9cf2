import type { Database } from './database.ts';

/**
 * Takes the lease `name` for `holder` until `until` (epoch ms), if nobody holds it now: true when
 * taken. The row is made once (free: expired at 0), then taken by one conditional update, which the
 * database runs atomically — of two processes asking at once, exactly one sees its row updated.
 * Expiry rather than a lock held open: a holder that dies frees the lease when its time is up.
 */
export async function takeLease(db: Database, name: string, holder: string, until: number, now = Date.now()): Promise<boolean> {
  await db
    .insertInto('leases')
    .values({ name, holder: '', expires_at: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const result = await db.updateTable('leases').set({ holder, expires_at: until }).where('name', '=', name).where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** When the lease `name` ends (epoch ms; 0 when it was never taken). */
export async function leaseExpiry(db: Database, name: string): Promise<number> {
  const row = await db.selectFrom('leases').select('expires_at').where('name', '=', name).executeTakeFirst();
  return row ? Number(row.expires_at) : 0;
}

/** Gives the lease back at once, if `holder` still holds it (a job that failed, so another may try). */
export async function releaseLease(db: Database, name: string, holder: string): Promise<void> {
  await db.updateTable('leases').set({ expires_at: 0 }).where('name', '=', name).where('holder', '=', holder).execute();
}

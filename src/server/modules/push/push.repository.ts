import type { PushSubscriptionInput } from '../../../contract/push.ts';
import type { Database } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';

/** A device to push to: its push service address and the keys its messages are encrypted for. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * The device's subscription, now the signed-in user's: a device that subscribes again (new keys after
 * the browser renewed them, or another user signed in on it) updates its one row.
 */
export async function saveSubscription(db: Database, userId: string, input: PushSubscriptionInput): Promise<void> {
  const now = nowIso();
  const { p256dh, auth } = input.keys;
  await db
    .insertInto('push_subscriptions')
    .values({ id: newId(), user_id: userId, endpoint: input.endpoint, p256dh, auth, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh, auth, updated_at: now }))
    .execute();
}

/** Only the user's own device: another user's subscription is left alone. */
export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('user_id', '=', userId).execute();
}

/** The push service said the subscription is gone (404/410): it never will be again. */
export async function forgetEndpoint(db: Database, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

/** Every device of every user of the shop (they are all the owner's people). */
export async function allSubscriptions(db: Database): Promise<PushTarget[]> {
  const rows = await db.selectFrom('push_subscriptions').select(['endpoint', 'p256dh', 'auth']).orderBy('created_at').execute();
  return rows.map((r) => ({ endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth } }));
}

import type { Kysely } from 'kysely';

/**
 * Issue 28, item 2: a buzz on the owner's phone (docs/decisions/034-push-to-the-owner.md).
 * push_keys: the shop's VAPID key pair, one row (id 1), made on first need; a backup carries it, so
 * a restored shop still reaches the phones subscribed to its public key.
 * push_subscriptions: the devices of the shop's users, one row per push service address (the same
 * device subscribing again updates its row); a user's devices go with the user.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').ifExists().execute();
  await db.schema.dropTable('push_keys').ifExists().execute();
}

import { createECDH } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { AppConfig } from '../../env.ts';
import { nowIso } from '../../lib/ids.ts';
import { listSiteConfigs } from '../site-config/site-config.repository.ts';
import type { VapidKeys } from './vapid-pair.ts';

/** A new pair, as web-push's generateVAPIDKeys makes it (the private key padded to 32 bytes). */
function newPair(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const priv = ecdh.getPrivateKey();
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: Buffer.concat([Buffer.alloc(32 - priv.length), priv]).toString('base64url') };
}

/**
 * The shop's keys: VAPID_* when set; otherwise the pair in push_keys, made the first time one is
 * needed. Two processes making it at once both insert-if-absent and read the one that won, so every
 * process signs with the key the phones subscribed with.
 */
export async function shopVapidKeys(db: Database, config: AppConfig): Promise<VapidKeys> {
  if (config.vapid?.keys) return config.vapid.keys;
  const read = () => db.selectFrom('push_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirst();
  let row = await read();
  if (!row) {
    const pair = newPair();
    await db
      .insertInto('push_keys')
      .values({ id: 1, public_key: pair.publicKey, private_key: pair.privateKey, created_at: nowIso() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = (await read())!;
  }
  return { publicKey: row.public_key, privateKey: row.private_key };
}

/**
 * Who a push service may write to about this shop's pushes (the JWT's `sub`): VAPID_SUBJECT, else the
 * shop's e-mail, else its https PUBLIC_URL, else an address that reaches nobody (.invalid, RFC 2606).
 */
export async function vapidSubject(db: Database, config: AppConfig): Promise<string> {
  if (config.vapid?.subject) return config.vapid.subject;
  const email = (await listSiteConfigs(db))[0]?.email.trim() ?? '';
  if (/^[^\s@:/?#]+@[^\s@:/?#]+\.[^\s@:/?#]+$/.test(email)) return `mailto:${email}`;
  if (config.publicUrl?.startsWith('https://')) return config.publicUrl;
  return 'mailto:owner@shop.invalid';
}

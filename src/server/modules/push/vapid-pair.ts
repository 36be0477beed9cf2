import { createECDH } from 'node:crypto';

/*
 * The key pair and its check, in a file of their own: the configuration (env.ts) checks VAPID_* keys
 * at start, and vapid.ts, which takes the configuration, signs with them.
 */

/** A VAPID key pair (RFC 8292): P-256, base64url; the public key uncompressed (65 bytes), the private one 32 bytes. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Why VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY cannot be used, or null when they are a P-256 key pair. */
export function vapidPairProblem(keys: VapidKeys): string | null {
  const pub = Buffer.from(keys.publicKey, 'base64url');
  const priv = Buffer.from(keys.privateKey, 'base64url');
  if (pub.length !== 65 || pub[0] !== 4) return 'VAPID_PUBLIC_KEY must be a P-256 public key, uncompressed, in base64url (87 characters)';
  if (priv.length !== 32) return 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    if (ecdh.getPublicKey().equals(pub)) return null;
  } catch {
    // reported below
  }
  return 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not one key pair';
}

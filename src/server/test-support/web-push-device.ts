import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';

/**
 * A browser's side of Web Push, written from the RFCs with node:crypto alone (not web-push, whose
 * encryption it checks): a P-256 key pair and an auth secret to subscribe with, the decryption of an
 * aes128gcm message (RFC 8291 §3.4, RFC 8188), and the check of the VAPID header (RFC 8292).
 */
export class PushDevice {
  private readonly ecdh = createECDH('prime256v1');
  private readonly auth = randomBytes(16);

  constructor(readonly endpoint: string) {
    this.ecdh.generateKeys();
  }

  /** What PushSubscription.toJSON() gives the page to post. */
  get subscription() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: this.ecdh.getPublicKey().toString('base64url'), auth: this.auth.toString('base64url') },
    };
  }

  /** The plaintext of one aes128gcm message sent to this device. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const keyIdLength = body[20]!;
    const serverPublic = body.subarray(21, 21 + keyIdLength);
    const record = body.subarray(21 + keyIdLength);
    if (keyIdLength !== 65 || record.length > recordSize) throw new Error('not one aes128gcm record keyed by a P-256 point');
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.ecdh.getPublicKey(), serverPublic]);
    const ikm = Buffer.from(hkdfSync('sha256', this.ecdh.computeSecret(serverPublic), this.auth, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(-16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then zero or more bytes of padding (0x00).
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error('the record does not end as the last one');
    return padded.subarray(0, end).toString('utf8');
  }
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292 §3): the JWT's ES256 signature checked
 * with k; its claims and k returned. Throws when the header or the signature is not right.
 */
export function verifyVapid(authorization: string | undefined): { claims: VapidClaims; publicKey: string } {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, header, payload, signature, k] = match as unknown as [string, string, string, string, string];
  const { typ, alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { typ?: string; alg?: string };
  if (typ !== 'JWT' || alg !== 'ES256') throw new Error(`not an ES256 JWT: ${typ} ${alg}`);
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID JWT is not signed by k');
  return { claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as VapidClaims, publicKey: k };
}

import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { configFromEnv, parseEnv } from '../../env.ts';
import { envRefusal as refusal } from '../../test-support/env-refusal.ts';
import { insertSiteConfigRow } from '../../test-support/table-rows.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { vapidSubject } from './vapid.ts';

const pair = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const priv = ecdh.getPrivateKey();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - priv.length), priv]).toString('base64url'),
  };
};

describe('VAPID settings', () => {
  it('takes a key pair and a subject from the environment', () => {
    const keys = pair();
    const config = configFromEnv(parseEnv({ ...keys, VAPID_SUBJECT: 'mailto:owner@shop.example' }));
    expect(config.vapid).toEqual({ keys: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY }, subject: 'mailto:owner@shop.example' });
    expect(configFromEnv(parseEnv({})).vapid).toEqual({ keys: undefined, subject: undefined });
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: pair().VAPID_PUBLIC_KEY }, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together'],
    [{ ...pair(), VAPID_PRIVATE_KEY: pair().VAPID_PRIVATE_KEY }, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not one key pair'],
    [{ ...pair(), VAPID_PUBLIC_KEY: 'BAAA' }, 'VAPID_PUBLIC_KEY must be a P-256 public key'],
    [{ ...pair(), VAPID_PRIVATE_KEY: 'AAAA' }, 'VAPID_PRIVATE_KEY must be a P-256 private key'],
    [{ VAPID_SUBJECT: 'http://shop.example' }, 'VAPID_SUBJECT must be a mailto: or https:// address'],
    [{ VAPID_SUBJECT: 'owner@shop.example' }, 'VAPID_SUBJECT must be a mailto: or https:// address'],
  ])('refuses %j, naming the setting', (env, message) => {
    const text = refusal(env);
    expect(text).toMatch(/^Invalid configuration:/);
    expect(text).toContain(message);
  });
});

describe("the VAPID subject (whom a push service may write to about the shop's pushes)", () => {
  const t = useTestApp();

  it("is VAPID_SUBJECT, else the shop's e-mail, else an https PUBLIC_URL, else an address that reaches nobody", async () => {
    expect(await vapidSubject(t.app.db, { ...t.config, vapid: { subject: 'https://push.shop.example' } })).toBe('https://push.shop.example');
    expect(await vapidSubject(t.app.db, { ...t.config, publicUrl: 'http://shop.example' })).toBe('mailto:owner@shop.invalid');
    expect(await vapidSubject(t.app.db, { ...t.config, publicUrl: 'https://shop.example' })).toBe('https://shop.example');
    await insertSiteConfigRow(t.app.db, { name: 'Shree Ganesh Printers', email: ' orders@shreeganesh.example ' });
    expect(await vapidSubject(t.app.db, { ...t.config, publicUrl: 'https://shop.example' })).toBe('mailto:orders@shreeganesh.example');
  });
});

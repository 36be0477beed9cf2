import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PUSH_TEXTS } from '../../../contract/push.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { PushDevice } from '../../test-support/web-push-device.ts';

const t = useTestApp();
const ENDPOINT = 'https://push.example/send/device-1';
const device = new PushDevice(ENDPOINT);
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie: string | null = t.cookie) =>
  t.app.inject({ method, url: `/api/push${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const rows = () =>
  t.app.db.selectFrom('push_subscriptions').innerJoin('users', 'users.id', 'push_subscriptions.user_id').select(['name', 'endpoint', 'auth']).execute();

describe('the push key and subscriptions', () => {
  it('need a session: 401 without one, nothing stored', async () => {
    expect((await call('GET', '/key', undefined, null)).statusCode).toBe(401);
    expect((await call('POST', '/subscriptions', device.subscription, null)).statusCode).toBe(401);
    expect((await call('DELETE', '/subscriptions', { endpoint: ENDPOINT }, null)).statusCode).toBe(401);
    expect(await rows()).toEqual([]);
  });

  it("gives the shop's VAPID public key, made once and kept; never the private key", async () => {
    const first = await call('GET', '/key');
    expect([first.statusCode, first.headers['cache-control']]).toEqual([200, 'no-store']);
    const { publicKey } = first.json();
    const point = Buffer.from(publicKey, 'base64url');
    expect([point.length, point[0]]).toEqual([65, 4]);
    const stored = await t.app.db.selectFrom('push_keys').selectAll().execute();
    expect(stored).toEqual([expect.objectContaining({ id: 1, public_key: publicKey })]);
    expect(first.body).not.toContain(stored[0]!.private_key);
    // The same key for every call, and for another process on the same database.
    expect((await call('GET', '/key')).json()).toEqual({ publicKey });
    const other = await createTestApp({ ...t.config });
    try {
      expect((await other.app.inject({ url: '/api/push/key', headers: { cookie: await other.login() } })).json()).toEqual({ publicKey });
    } finally {
      await other.app.close();
    }
  });

  it('takes VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when they are set, and keeps no pair of its own', async () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url') };
    await t.restart({ vapid: { keys } });
    expect((await call('GET', '/key')).json()).toEqual({ publicKey: keys.publicKey });
    expect(await t.app.db.selectFrom('push_keys').selectAll().execute()).toEqual([]);
  });

  it("keeps one row per device, the signed-in user's; the same device again updates it", async () => {
    expect((await call('POST', '/subscriptions', device.subscription)).statusCode).toBe(201);
    const renewed = new PushDevice(ENDPOINT);
    expect((await call('POST', '/subscriptions', renewed.subscription)).statusCode).toBe(201);
    expect(await rows()).toEqual([{ name: 'owner', endpoint: ENDPOINT, auth: renewed.subscription.keys.auth }]);

    const added = { User_name: 'staff', Password: 'staff password 1', Mobile_number: '+919800000002' };
    expect((await t.app.inject({ method: 'POST', url: '/api/users/addUser', headers: { cookie: t.cookie }, payload: added })).statusCode).toBe(201);
    const staff = await t.login('staff', 'staff password 1');
    // Another user cannot switch off the owner's phone…
    expect((await call('DELETE', '/subscriptions', { endpoint: ENDPOINT }, staff)).statusCode).toBe(204);
    expect(await rows()).toHaveLength(1);
    // …but signed in on it, the phone is now theirs.
    expect((await call('POST', '/subscriptions', renewed.subscription, staff)).statusCode).toBe(201);
    expect((await rows()).map((r) => r.name)).toEqual(['staff']);
    expect((await call('DELETE', '/subscriptions', { endpoint: ENDPOINT }, staff)).statusCode).toBe(204);
    expect(await rows()).toEqual([]);
  });

  it('refuses with 400 a subscription that is not https or whose keys are not a browser’s', async () => {
    const { keys } = device.subscription;
    const refused = [
      [{ endpoint: 'http://push.example/send/1', keys }, PUSH_TEXTS.endpoint],
      [{ endpoint: 'https://user:secret@push.example/send/1', keys }, PUSH_TEXTS.endpoint],
      [{ endpoint: 'push.example/send/1', keys }, PUSH_TEXTS.endpoint],
      [{ endpoint: `https://push.example/${'a'.repeat(2040)}`, keys }, PUSH_TEXTS.endpoint],
      [{ endpoint: ENDPOINT }, PUSH_TEXTS.keys],
      [{ endpoint: ENDPOINT, keys: { ...keys, p256dh: keys.p256dh.slice(1) } }, PUSH_TEXTS.keys],
      [{ endpoint: ENDPOINT, keys: { ...keys, auth: 'short' } }, PUSH_TEXTS.keys],
    ] as const;
    for (const [payload, message] of refused) {
      const res = await call('POST', '/subscriptions', payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload).slice(0, 80)).toEqual([400, message]);
    }
    expect((await call('DELETE', '/subscriptions', { endpoint: 'http://push.example/send/1' })).statusCode).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it("lets a user's devices go with the user", async () => {
    const added = { User_name: 'staff', Password: 'staff password 1', Mobile_number: '+919800000002' };
    await t.app.inject({ method: 'POST', url: '/api/users/addUser', headers: { cookie: t.cookie }, payload: added });
    expect((await call('POST', '/subscriptions', device.subscription, await t.login('staff', 'staff password 1'))).statusCode).toBe(201);
    const { id } = await t.app.db.selectFrom('users').select('id').where('name', '=', 'staff').executeTakeFirstOrThrow();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: { cookie: t.cookie } })).statusCode).toBe(200);
    expect(await rows()).toEqual([]);
  });
});

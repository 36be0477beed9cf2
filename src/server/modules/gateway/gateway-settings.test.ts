import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/use-test-app.ts';

const t = useTestApp();

const KEY_ID = 'rzp_live_9aXk2LmQp0Zt7B';
const KEY_SECRET = 'kS3cr3t-क्ष-never-shown';
const WEBHOOK_SECRET = 'wH00k_श्री_secret';

const read = (cookie: string | undefined = t.cookie) => t.app.inject({ method: 'GET', url: '/api/settings/gateway', headers: cookie ? { cookie } : {} });
const save = (payload: unknown, cookie: string | undefined = t.cookie) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/gateway', headers: cookie ? { cookie } : {}, payload: payload as object });
const trail = async () => (await t.app.inject({ method: 'GET', url: '/api/audit?entity=gateway-settings', headers: { cookie: t.cookie } })).json().result;
const RAZORPAY = { provider: 'razorpay', keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET };

describe('online payment settings', () => {
  it('are off until the owner turns Razorpay on, and answer whether each secret is set, never the secret', async () => {
    const fresh = await read();
    expect([fresh.statusCode, fresh.headers['cache-control'], fresh.json()]).toEqual([
      200,
      'no-store',
      { provider: 'none', keyId: '', keySecretSet: false, webhookSecretSet: false },
    ]);
    const saved = await save({ ...RAZORPAY, keyId: `  ${KEY_ID} ` });
    const answer = { provider: 'razorpay', keyId: KEY_ID, keySecretSet: true, webhookSecretSet: true };
    expect([saved.statusCode, saved.json()]).toEqual([200, answer]);
    expect((await read()).json()).toEqual(answer);
    for (const body of [saved.body, (await read()).body, JSON.stringify(await trail())]) {
      expect(body).not.toContain(KEY_SECRET);
      expect(body).not.toContain(WEBHOOK_SECRET);
    }
  });

  it('keep a stored secret when the form sends it blank, and record only that a secret changed', async () => {
    await save(RAZORPAY);
    expect((await save({ provider: 'razorpay', keyId: KEY_ID, keySecret: '', webhookSecret: '' })).json()).toMatchObject({
      keySecretSet: true,
      webhookSecretSet: true,
    });
    const stored = await t.app.db.selectFrom('gateway_settings').selectAll().executeTakeFirstOrThrow();
    expect([stored.key_secret, stored.webhook_secret]).toEqual([KEY_SECRET, WEBHOOK_SECRET]);
    await save({ provider: 'razorpay', keyId: KEY_ID, keySecret: 'a-new-secret-42', webhookSecret: '' });
    await save({ provider: 'none', keyId: KEY_ID });
    const entries = await trail();
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({
      action: 'update',
      userName: 'owner',
      label: 'Online payment',
      changes: { provider: { before: 'razorpay', after: 'none' } },
    });
    expect(entries[1].changes).toEqual({ keySecret: { before: null, after: 'changed' } });
    expect(entries[2].changes).toMatchObject({ provider: { before: 'none', after: 'razorpay' }, keyId: { before: '', after: KEY_ID } });
    expect(JSON.stringify(entries)).not.toMatch(/a-new-secret-42|kS3cr3t|wH00k/);
  });

  it.each([
    [{ ...RAZORPAY, keyId: 'key_123' }, 'The key id looks like rzp_live_… or rzp_test_… (Razorpay Dashboard → Account & Settings → API Keys).'],
    [{ ...RAZORPAY, keyId: '' }, 'The key id looks like rzp_live_… or rzp_test_… (Razorpay Dashboard → Account & Settings → API Keys).'],
    [{ ...RAZORPAY, provider: 'paypal' }, 'provider must be one of: none, razorpay.'],
    [{ ...RAZORPAY, keySecret: 'two words' }, 'A secret must be text of at most 200 characters, without spaces.'],
    [{ ...RAZORPAY, keySecret: 'x'.repeat(201) }, 'A secret must be text of at most 200 characters, without spaces.'],
    [{ ...RAZORPAY, webhookSecret: ['a'] }, 'A secret must be text of at most 200 characters, without spaces.'],
    [{ ...RAZORPAY, keySecret: 'nul\u0000' }, 'Text must not contain NUL characters.'],
    [{ ...RAZORPAY, keySecret: '' }, 'Please give the key secret shown beside the key id when it was made.'],
    [{ ...RAZORPAY, webhookSecret: '   ' }, 'Please give the webhook secret typed in Razorpay’s webhook settings.'],
  ])('refuse %j with a clear 400, nothing saved', async (payload, message) => {
    const res = await save(payload);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await t.app.db.selectFrom('gateway_settings').selectAll().execute()).toEqual([]);
    expect(await trail()).toEqual([]);
  });

  it('need a session to read or change', async () => {
    expect((await read('')).statusCode).toBe(401);
    expect((await save(RAZORPAY, '')).statusCode).toBe(401);
    expect((await read()).json().provider).toBe('none');
  });
});

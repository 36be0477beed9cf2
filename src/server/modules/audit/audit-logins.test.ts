import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { ADDRESS, auditCalls } from './audit.test-support.ts';

const t = useTestApp();
const { call, audit, trail } = auditCalls(t);

describe('audit trail: logins', () => {
  it('records a failed login with the name tried and the address, then a success, then a logout', async () => {
    const login = (name: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/login', payload: { User_name: name, Password: password }, remoteAddress: ADDRESS });
    expect((await login('owner', 'wrong password')).json().status).toBe('invalid');
    expect((await login('mallory', 'guess')).json().status).toBe('notexist');
    const ok = await login('owner', 'correct horse battery');
    expect(ok.json().status).toBe('exist');
    const fresh = `sid=${ok.cookies.find((c) => c.name === 'sid')!.value}`;
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: { cookie: fresh }, remoteAddress: ADDRESS });

    const owner = (await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    const entries = (await trail('user')).filter((e) => e.ip === ADDRESS);
    expect(entries.map((e) => [e.action, e.userId, e.userName, e.recordId])).toEqual([
      ['login-failed', null, 'owner', owner],
      ['login-failed', null, '', null],
      ['login', owner, 'owner', owner],
      ['logout', owner, 'owner', owner],
    ]);
    // The beforeEach login, from the test's default address.
    expect((await audit('?user=owner')).some((e) => e.action === 'login' && e.ip === '127.0.0.1')).toBe(true);
  });

  it('keeps the name typed at a failed login only when it names an account (a password typed in the wrong field is not kept)', async () => {
    const typed = 'Tr0ub4dor&3-secret';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { User_name: typed, Password: 'correct horse battery' },
      remoteAddress: ADDRESS,
    });
    expect(res.json().status).toBe('notexist');
    const rows = await t.app.db.selectFrom('audit_log').selectAll().execute();
    expect(rows.some((r) => r.action === 'login-failed')).toBe(true);
    expect(JSON.stringify(rows).toLowerCase()).not.toContain(typed.toLowerCase());
    const [failed] = await audit();
    expect(failed).toMatchObject({ action: 'login-failed', userId: null, userName: '', label: '', recordId: null, ip: ADDRESS });

    // A name that is an account's is kept as typed, with the account's id.
    await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { User_name: 'OWNER', Password: 'wrong password' } });
    const owner = (await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    expect((await audit())[0]).toMatchObject({ action: 'login-failed', userId: null, userName: 'OWNER', label: 'OWNER', recordId: owner });
  });

  it('records the first admin set up', async () => {
    await t.restart({ admin: undefined });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      payload: { User_name: 'Meena', Password: 'first-admin-pass', Mobile_number: '+91 98000 00002' },
    });
    expect(res.statusCode).toBe(201);
    t.cookie = `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
    const [setup] = await audit();
    expect(setup).toMatchObject({
      action: 'setup',
      entity: 'user',
      userName: 'Meena',
      label: 'Meena',
      changes: { name: { after: 'Meena' }, mobile: { after: '+91 98000 00002' } },
    });
  });
});

describe('audit trail: never a password', () => {
  it('keeps no password and no hash in any entry, though users were added, re-passworded, logged in and set up', async () => {
    const secrets = ['correct horse battery', 'first-password-1', 'second-password-2', 'wrong-password-3'];
    expect((await call('POST', '/api/users/addUser', { User_name: 'asha', Mobile_number: '+919800000009', Password: secrets[1] })).statusCode).toBe(201);
    const asha = await t.app.db.selectFrom('users').selectAll().where('name_key', '=', 'asha').executeTakeFirstOrThrow();
    const put = await call('PUT', `/api/users/updateUser/${asha.id}`, { User_name: 'asha', Mobile_number: '+919800000010', Password: secrets[2] });
    expect(put.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { User_name: 'asha', Password: secrets[3] } });
    await t.login('asha', secrets[2]);
    expect((await call('DELETE', `/api/users/${asha.id}`)).statusCode).toBe(200);

    const hashes = (await t.app.db.selectFrom('users').select('password_hash').execute()).map((u) => u.password_hash);
    hashes.push(asha.password_hash);
    const rows = await t.app.db.selectFrom('audit_log').selectAll().execute();
    const everything = JSON.stringify(rows) + JSON.stringify(await audit('?limit=200'));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const secret of [...secrets, ...hashes]) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/password_hash|"Password"|scrypt/);

    // A new password shows as changed, never as what it is.
    const update = (await trail('user')).find((e) => e.action === 'update')!;
    expect(update.changes).toEqual({ mobile: { before: '+919800000009', after: '+919800000010' }, password: { before: null, after: 'changed' } });
  });
});

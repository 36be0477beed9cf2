import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, sessionCookie, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
afterEach(() => t.close());

const login = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: body as object, headers });

describe('login', () => {
  it('answers notexist, invalid, or exist with a session cookie', async () => {
    t = await createTestApp();
    expect((await login({ User_name: 'nobody', Password: 'whatever1' })).json()).toEqual({ status: 'notexist' });
    expect((await login({ User_name: ADMIN.name, Password: 'wrong-password' })).json()).toMatchObject({ status: 'invalid' });

    const ok = await login({ User_name: ' OWNER ', Password: ADMIN.password });
    expect(ok.json()).toEqual({ status: 'exist', User_name: ADMIN.name });
    const cookie = ok.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    expect(ok.body).not.toMatch(/scrypt|password/i);

    const me = await t.app.inject({ url: '/api/users/me', headers: { cookie: sessionCookie(ok)! } });
    expect(me.json()).toMatchObject({ User_name: ADMIN.name });
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    t = await createTestApp({ trustProxy: 1 });
    const ok = await login({ User_name: ADMIN.name, Password: ADMIN.password }, { 'x-forwarded-proto': 'https' });
    expect(ok.cookies.find((c) => c.name === 'sid')!.secure).toBe(true);
  });

  it('refuses operator injection and missing fields with 400, never a login', async () => {
    t = await createTestApp();
    for (const body of [{ User_name: { $regex: '^o' }, Password: ADMIN.password }, { User_name: ADMIN.name }, {}, []]) {
      const res = await login(body);
      expect(res.statusCode).toBe(400);
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('limits failed logins to about 10 a minute per address', async () => {
    t = await createTestApp({ loginFailuresPerMinute: 10 });
    for (let i = 0; i < 10; i++) expect((await login({ User_name: ADMIN.name, Password: `bad-${i}` })).statusCode).toBe(200);
    const blocked = await login({ User_name: ADMIN.name, Password: ADMIN.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many/);
  });

  it('logout ends the session: the old cookie stops working', async () => {
    t = await createTestApp();
    const cookie = await t.login();
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/users/GetUserList', headers: { cookie } })).statusCode).toBe(401);
  });

  it('a forged or expired cookie is no session', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/users/me', headers: { cookie: 'sid=forged-token' } });
    expect(res.statusCode).toBe(401);
    const cookie = await t.login();
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('first admin', () => {
  it('POST /api/setup creates the first admin while no user exists, then closes', async () => {
    t = await createTestApp({ admin: undefined });
    expect((await t.app.inject({ url: '/api/setup' })).json()).toEqual({ needsSetup: true });
    const short = await t.app.inject({ method: 'POST', url: '/api/setup', payload: { User_name: 'boss', Password: 'short' } });
    expect(short.statusCode).toBe(400);

    const created = await t.app.inject({ method: 'POST', url: '/api/setup', payload: { User_name: 'boss', Password: 'long enough pw' } });
    expect(created.statusCode).toBe(201);
    const cookie = sessionCookie(created)!;
    expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).json()).toMatchObject({ User_name: 'boss' });

    const again = await t.app.inject({ method: 'POST', url: '/api/setup', payload: { User_name: 'mallory', Password: 'long enough pw' } });
    expect(again.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/setup' })).json()).toEqual({ needsSetup: false });
    expect((await login({ User_name: 'mallory', Password: 'long enough pw' })).json()).toEqual({ status: 'notexist' });
  });

  it('of two setups racing, exactly one wins', async () => {
    t = await createTestApp({ admin: undefined });
    const answers = await Promise.all(
      ['a1', 'a2', 'a3', 'a4'].map((n) => t.app.inject({ method: 'POST', url: '/api/setup', payload: { User_name: n, Password: 'long enough pw' } })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const cookie = sessionCookie(answers.find((a) => a.statusCode === 201)!)!;
    const users = await t.app.inject({ url: '/api/users/GetUserList', headers: { cookie } });
    expect(users.json().result).toHaveLength(1);
  });

  it('ADMIN_USER is created at start only when missing', async () => {
    t = await createTestApp();
    const cookie = await t.login();
    const users = (await t.app.inject({ url: '/api/users/GetUserList', headers: { cookie } })).json();
    expect(users.result.map((u: { User_name: string }) => u.User_name)).toEqual([ADMIN.name]);
  });
});

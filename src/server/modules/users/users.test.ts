import { describe, expect, it } from 'vitest';
import { UserListSchema } from '../../../contract/users.ts';
import { ADMIN } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';

const t = useTestApp();

const add = (body: object, c: string | undefined = t.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/users/addUser', payload: body, headers: c ? { cookie: c } : {} });
const list = async () => UserListSchema.parse((await t.app.inject({ url: '/api/users/GetUserList', headers: { cookie: t.cookie } })).json()).result;

describe('users', () => {
  it('adds a user ("notexist"), keeps the mobile number as text, never returns a password', async () => {
    const res = await add({ User_name: 'Ravi', Password: 'ravi-password', Mobile_number: '+91 09876 543210' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toBe('notexist');
    const raw = (await t.app.inject({ url: '/api/users/GetUserList', headers: { cookie: t.cookie } })).body;
    expect(raw).not.toMatch(/password|scrypt|ravi-password/i);
    expect((await list()).find((u) => u.User_name === 'Ravi')?.Mobile_number).toBe('+91 09876 543210');
    // the new user can log in
    expect((await t.login('ravi', 'ravi-password')).startsWith('sid=')).toBe(true);
  });

  it('answers "exist" for a taken name (any case) or mobile number', async () => {
    await add({ User_name: 'Ravi', Password: 'ravi-password', Mobile_number: '+919876543210' });
    expect((await add({ User_name: 'RAVI', Password: 'other-password', Mobile_number: '111111' })).json()).toBe('exist');
    expect((await add({ User_name: 'Sita', Password: 'other-password', Mobile_number: '+91 98765 43210' })).json()).toBe('exist');
    expect(await list()).toHaveLength(2);
  });

  it('validates: all fields required, mobile digits, password length', async () => {
    expect((await add({ User_name: 'A', Mobile_number: '123456' })).json()).toEqual({ message: 'Fill all fields' });
    expect((await add({ User_name: 'A', Password: 'long-password', Mobile_number: 'call me' })).statusCode).toBe(400);
    expect((await add({ User_name: 'A', Password: 'short', Mobile_number: '123456' })).statusCode).toBe(400);
    expect((await add({ User_name: 'A', Password: 'long-password', Mobile_number: 98765 })).statusCode).toBe(201);
  });

  it('needs a session for the list and every change', async () => {
    expect((await t.app.inject({ url: '/api/users/GetUserList' })).statusCode).toBe(401);
    expect((await add({ User_name: 'X', Password: 'xxxxxxxxxx', Mobile_number: '123456' }, '')).statusCode).toBe(401);
    const [me] = await list();
    for (const req of [
      { method: 'PUT' as const, url: `/api/users/updateUser/${me!._id}`, payload: { User_name: 'hijack', Mobile_number: '1234567' } },
      { method: 'DELETE' as const, url: `/api/users/${me!._id}` },
    ]) {
      expect((await t.app.inject(req)).statusCode).toBe(401);
    }
    expect((await list())[0]!.User_name).toBe(ADMIN.name);
  });

  it('updates name and mobile, sets a new password, refuses duplicates', async () => {
    await add({ User_name: 'Ravi', Password: 'ravi-password', Mobile_number: '5550001' });
    const ravi = (await list()).find((u) => u.User_name === 'Ravi')!;
    const upd = (body: object) => t.app.inject({ method: 'PUT', url: `/api/users/updateUser/${ravi._id}`, headers: { cookie: t.cookie }, payload: body });

    const ok = await upd({ User_name: 'Ravi Kumar', Mobile_number: '5550002', Password: 'new-password-1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: 'User updated', result: { User_name: 'Ravi Kumar', Mobile_number: '5550002' } });
    expect(ok.body).not.toMatch(/password/i);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { User_name: 'Ravi Kumar', Password: 'ravi-password' } })).json().status,
    ).toBe('invalid');
    expect(await t.login('Ravi Kumar', 'new-password-1')).toMatch(/^sid=/);

    expect((await upd({ User_name: ADMIN.name.toUpperCase(), Mobile_number: '5550002' })).statusCode).toBe(409);
    expect((await upd({ User_name: '', Mobile_number: '5550002' })).json()).toEqual({ message: 'Fill all fields' });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/users/updateUser/not-an-id',
      headers: { cookie: t.cookie },
      payload: { User_name: 'a', Mobile_number: '123456' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a user but never the last one', async () => {
    await add({ User_name: 'Ravi', Password: 'ravi-password', Mobile_number: '5550001' });
    const [ravi, owner] = await list();
    const del = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: { cookie: t.cookie } });
    expect((await del(ravi!._id)).json()).toEqual({ message: 'User deleted' });
    const last = await del(owner!._id);
    expect(last.statusCode).toBe(409);
    expect(await list()).toHaveLength(1);
    expect((await del(ravi!._id)).statusCode).toBe(404);
  });
});

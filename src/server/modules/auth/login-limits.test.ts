import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
afterEach(() => t.close());

const login = (password: string, headers: Record<string, string> = {}, name = ADMIN.name) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: { User_name: name, Password: password }, headers });

describe('login limits', () => {
  it('counts an attempt before the password check: 60 parallel guesses, at most 10 are checked', async () => {
    t = await createTestApp({ loginFailuresPerMinute: 10 });
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(`wrong-${i}`)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(50);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('a rotating X-Forwarded-For does not reset the limit behind one proxy (TRUST_PROXY=1)', async () => {
    t = await createTestApp({ loginFailuresPerMinute: 5, trustProxy: 1 });
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      // The proxy appends the real client (203.0.113.9); the leftmost entry is whatever the client sent.
      const res = await login(`bad-${i}`, { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.9` }, `someone-${i}`);
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes.slice(5).every((c) => c === 429)).toBe(true);
  });

  it('limits one account name across many addresses', async () => {
    t = await createTestApp({ loginFailuresPerMinute: 5, trustProxy: 1 });
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await login(`bad-${i}`, { 'x-forwarded-for': `198.51.100.${i}` }, ' OWNER ')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // Another account from a fresh address is not affected.
    expect((await login('bad', { 'x-forwarded-for': '198.51.100.99' }, 'someone-else')).statusCode).toBe(200);
  });

  it('a correct password gives its attempt back: the owner is not locked out by their own logins', async () => {
    t = await createTestApp({ loginFailuresPerMinute: 3 });
    for (let i = 0; i < 10; i++) expect((await login(ADMIN.password)).json()).toMatchObject({ status: 'exist' });
    for (let i = 0; i < 3; i++) expect((await login(`bad-${i}`)).statusCode).toBe(200);
    expect((await login(ADMIN.password)).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one', async () => {
    t = await createTestApp({ loginFailuresPerMinute: 3 });
    const from = (remoteAddress: string, i: number) =>
      t.app.inject({ method: 'POST', url: '/api/users/login', payload: { User_name: `u${i}`, Password: `bad-${i}` }, remoteAddress });
    // Three addresses of one /64 (a phone may take any of them): its limit is one.
    const codes = [];
    for (const [i, ip] of ['2001:db8:1:2::1', '2001:db8:1:2:a:b:c:d', '2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:db8:1:2::2'].entries())
      codes.push((await from(ip, i)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    // The next /64 is someone else.
    expect((await from('2001:db8:1:3::1', 9)).statusCode).toBe(200);
    for (let i = 10; i < 13; i++) expect((await from('203.0.113.5', i)).statusCode).toBe(200);
    expect((await from('::ffff:203.0.113.5', 13)).statusCode).toBe(429);
  });

  it('without TRUST_PROXY the header is ignored altogether', async () => {
    t = await createTestApp({ loginFailuresPerMinute: 2 });
    for (let i = 0; i < 2; i++) await login(`bad-${i}`, { 'x-forwarded-for': `192.0.2.${i}` }, `u${i}`);
    expect((await login('bad', { 'x-forwarded-for': '192.0.2.77' }, 'u9')).statusCode).toBe(429);
  });
});

import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { quoteRow } from '../../test-support/quote-rows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { writeStandInBuild } from '../../test-support/web-test-app.ts';
import { createTwoApps, testRedis } from '../../test-support/two-apps.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const GUESSER = '203.0.113.7';
const CUSTOMER = '198.51.100.9';
const RIGHT = 'c'.repeat(32);
const wrong = (i: number) => i.toString(16).padStart(32, 'd');

/** A shop with one priced quote, whose token is RIGHT. */
async function shop(): Promise<TestApp> {
  const t = await createTestApp();
  cleanups.push(() => t.close());
  await t.app.db
    .insertInto('quotes')
    .values(quoteRow({ token: RIGHT, name: 'प्रिया', status: 'quoted', final_price: '1000', created_at: new Date().toISOString() }))
    .execute();
  return t;
}

const ask = (t: TestApp, token: string, from: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({
    method,
    url: method === 'GET' ? `/api/quotes/${token}` : `/api/quotes/${token}/approve`,
    remoteAddress: from,
    ...(method === 'POST' ? { payload: { version: 1, confirmed: true, price: '1000' } } : {}),
  });

describe('wrong quote links', () => {
  it('are 404 thirty times in ten minutes per address, then 429 on every token route; other addresses still open their quotes', async () => {
    const t = await shop();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push((await ask(t, i % 3 === 0 ? `${wrong(i)}-not-even-hex` : wrong(i), GUESSER)).statusCode);
    expect(answers).toEqual(answers.map(() => 404));
    // Right tokens do not wear the count down (a right guess would otherwise reset it).
    expect((await ask(t, RIGHT, CUSTOMER)).statusCode).toBe(200);

    const blocked = await ask(t, wrong(99), GUESSER);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many wrong quote links from your network. Please try again in 10 minutes.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(590);
    // Blocked for every token, the right one too: its guesses must not learn which tokens exist.
    expect((await ask(t, RIGHT, GUESSER)).statusCode).toBe(429);
    expect((await ask(t, RIGHT, GUESSER, 'POST')).statusCode).toBe(429);

    // Someone else, and the same network's IPv6 neighbour on another /64, are not slowed.
    expect((await ask(t, RIGHT, CUSTOMER)).json().orderNumber).toBeNull();
    expect((await ask(t, RIGHT, '2001:db8:1:2::5')).statusCode).toBe(200);
    const approved = await ask(t, RIGHT, CUSTOMER, 'POST');
    // Past the limit, to the proof rules: this quote has no proof to approve yet.
    expect([approved.statusCode, approved.json().message]).toEqual([409, 'There is no proof to answer yet.']);
  });

  it('counts a burst of parallel guesses as they arrive, and one /64 as one address', async () => {
    const t = await shop();
    const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => ask(t, wrong(i), `2001:db8:aa:bb::${(i + 1).toString(16)}`)));
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 404)).toHaveLength(30);
    expect(codes.filter((c) => c === 429)).toHaveLength(30);
    // Right tokens asked at once from one address are answered and give their count back: 29 misses later, one more is allowed.
    for (let round = 0; round < 3; round++) {
      const many = await Promise.all(Array.from({ length: 20 }, () => ask(t, RIGHT, CUSTOMER)));
      expect(many.map((r) => r.statusCode)).toEqual(many.map(() => 200));
    }
    for (let i = 0; i < 30; i++) expect((await ask(t, wrong(i), CUSTOMER)).statusCode).toBe(404);
    expect((await ask(t, wrong(1), CUSTOMER)).statusCode).toBe(429);
  });

  it("count only tokens no quote has: a right token's own 404s leave the address open", async () => {
    const t = await shop();
    // Nothing is due and no bill is made yet: each of these answers 404 for a quote that exists.
    const ownMisses = ['proofs/7', 'proofs/7/attachment', 'files/0123456789abcdef0123456789abcdef', 'invoice.pdf', 'upi-qr.svg'];
    for (let i = 0; i < 40; i++) {
      const answer = await t.app.inject({ url: `/api/quotes/${RIGHT}/${ownMisses[i % ownMisses.length]}`, remoteAddress: CUSTOMER });
      expect(answer.statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: `/api/quotes/${RIGHT}`, remoteAddress: CUSTOMER })).statusCode).toBe(200);
    // The whole allowance of wrong links is still there.
    for (let i = 0; i < 30; i++) expect((await ask(t, wrong(i), CUSTOMER)).statusCode).toBe(404);
    expect((await ask(t, wrong(1), CUSTOMER)).statusCode).toBe(429);
  });

  it('leave the address open when its customer gives up on their own quote half-way, again and again', async () => {
    const t = await shop();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    for (let i = 0; i < 40; i++) {
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          // Its answer never starts: the body it promised stops after a few bytes.
          const head = `POST /api/quotes/${RIGHT}/changes HTTP/1.1\r\nHost: localhost\r\ncontent-type: application/json\r\ncontent-length: 500\r\n\r\n{"ver`;
          socket.write(head, () => {
            socket.destroy();
            resolve();
          });
        });
        socket.on('error', reject);
      });
    }
    expect((await fetch(`${address}/api/quotes/${RIGHT}`)).status).toBe(200);
    // The whole allowance of wrong links is still there.
    for (let i = 0; i < 30; i++) expect((await fetch(`${address}/api/quotes/${wrong(i)}`)).status).toBe(404);
    expect((await fetch(`${address}/api/quotes/${wrong(1)}`)).status).toBe(429);
  });

  it("count the visitor's address on the server-rendered quote page, not the server's own", async () => {
    const t = await shop();
    const dist = path.join(t.config.dataDir, 'dist');
    // A renderer that draws the quote page from GET /api/quotes/{token}, as the real page does.
    await writeStandInBuild(
      dist,
      'export async function render(r) { const q = await r.api("/api/quotes/" + r.url.split("/").pop()); return { status: q.status, html: String(q.body.message ?? q.body.name) }; }',
    );
    const app = await buildApp({ ...t.config, webDistDir: dist }, { logger: false, web: true });
    cleanups.push(() => app.close());
    const page = (token: string, from: string) => app.inject({ url: `/quote/${token}`, remoteAddress: from });
    for (let i = 0; i < 30; i++) expect((await page(wrong(i), GUESSER)).statusCode).toBe(404);
    const blocked = await page(RIGHT, GUESSER);
    expect([blocked.statusCode, blocked.body]).toEqual([429, 'Too many wrong quote links from your network. Please try again in 10 minutes.']);
    expect(blocked.headers['cache-control']).toBe('no-store');
    const customer = await page(RIGHT, CUSTOMER);
    expect([customer.statusCode, customer.body]).toEqual([200, 'प्रिया']);
  });
});

describe('wrong quote links across two processes sharing Redis', () => {
  it('add up: misses spread over both reach the limit, and the right token still opens for another address', async () => {
    const pair = await createTwoApps({ redis: testRedis(), quoteLinkMisses: 4 });
    cleanups.push(() => pair.close());
    await pair.a.app.db
      .insertInto('quotes')
      .values(quoteRow({ token: RIGHT, name: 'प्रिया <i>', status: 'quoted', final_price: '1000', created_at: new Date().toISOString() }))
      .execute();
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await ask(i % 2 ? pair.b : pair.a, wrong(i), GUESSER)).statusCode);
    expect(codes).toEqual([404, 404, 404, 404, 429]);
    expect((await ask(pair.b, RIGHT, GUESSER)).statusCode).toBe(429);
    expect((await ask(pair.a, RIGHT, CUSTOMER)).statusCode).toBe(200);
  });
});

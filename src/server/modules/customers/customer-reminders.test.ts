import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { accounts, daysAgo, openAccountsShop } from './customers.test-support.ts';

/** The Remind button's message and log, and the statement PDF, in the customer's language. */
let t: ShopTestApp;
let a: ReturnType<typeof accounts>;
let english: { id: string; tokens: string[] };
let hindi: { id: string; tokens: string[] };

beforeAll(async () => {
  const shop = await openAccountsShop();
  t = shop.t;
  a = accounts(t, shop.listing);
  const first = await a.billed('Asha', '98220 12121', '2500.50', 40);
  const second = await a.billed('Asha', '98220 12121', '1000', 3);
  await a.pay(first.id, '500', daysAgo(20));
  english = { id: (await a.byPhone('9822012121')).id, tokens: [second.token, first.token] };
  const hi = await a.billed('श्री क्षितिज', '98220 13131', '3200', 95, 'hi');
  hindi = { id: (await a.byPhone('9822013131')).id, tokens: [hi.token] };
});
afterAll(() => t?.close());

const remind = (id: string) => a.inject('POST', `/api/customers/${id}/reminders`);

describe('Remind', () => {
  it('writes an English customer their balance, its age and their jobs’ pages, to their WhatsApp, and logs it', async () => {
    const res = await remind(english.id);
    expect(res.statusCode, res.body).toBe(200);
    const { message, whatsappUrl } = res.json();
    expect(message).toContain('Hello Asha,');
    expect(message).toContain('Your balance due at Shri Ganesh Prints is ₹3,000.50.');
    expect(message).toContain('The oldest bill has been due for 40 days.');
    for (const token of english.tokens) expect(message).toMatch(new RegExp(`SGP-[\\d-]+: http://localhost(?::\\d+)?/quote/${token}`));
    expect(whatsappUrl).toBe(`https://wa.me/919822012121?text=${encodeURIComponent(message)}`);
    const d = await a.detail(english.id);
    expect(d.reminders).toEqual([{ id: expect.any(String), sentAt: expect.any(String), balance: '3000.50', by: 'owner' }]);
    const [entry] = (await a.ok('GET', '/api/audit?entity=customer')).result;
    expect(entry).toMatchObject({ action: 'create', recordId: english.id, label: 'Asha' });
  });

  it('writes a Hindi customer in Hindi, linking their Hindi pages', async () => {
    const { message } = (await remind(hindi.id)).json();
    expect(message).toContain('नमस्ते श्री क्षितिज जी,');
    expect(message).toContain('Shri Ganesh Prints में आपका बकाया ₹3,200 है।');
    expect(message).toContain('सबसे पुराना बिल 95 दिन से बाकी है।');
    expect(message).toContain(`/hi/quote/${hindi.tokens[0]}`);
    expect(message).not.toMatch(/Hello|balance/);
  });

  it('refuses when nothing is owed, logging nothing', async () => {
    const q = await a.billed('Paid Up', '98220 14141', '800', 1);
    await a.pay(q.id, '800');
    const id = (await a.byPhone('9822014141')).id;
    const res = await remind(id);
    expect([res.statusCode, res.json().message]).toEqual([409, 'Nothing is due from this customer: there is no balance to remind them of.']);
    expect((await a.detail(id)).reminders).toEqual([]);
  });

  it('logs 20 reminders sent at once, under one customer', async () => {
    const q = await a.billed('Rush', '98220 15151', '100', 1);
    const id = (await a.byPhone('9822015151')).id;
    const answers = await Promise.all(Array.from({ length: 20 }, () => remind(id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect((await a.detail(id)).reminders).toHaveLength(20);
    expect(await t.app.db.selectFrom('customers').select('id').where('id', '=', id).execute()).toHaveLength(1);
    expect(q.id).toBeTruthy();
  });
});

async function textOf(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe('statement.pdf', () => {
  it('is the period’s lines in English, with the balance brought forward and the balance due', async () => {
    const res = await a.inject('GET', `/api/customers/${english.id}/statement.pdf?from=${daysAgo(30)}`);
    expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([200, 'application/pdf', 'no-store']);
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Statement of account');
    expect(text).toContain('Balance brought forward');
    expect(text).toContain('₹2,500.50');
    expect(text).toContain('Balance due: ₹3,000.50');
    expect(text).toContain('0–30 days: ₹1,000');
  });

  it('is in Hindi for a Hindi customer, its conjuncts extractable as typed', async () => {
    const res = await a.inject('GET', `/api/customers/${hindi.id}/statement.pdf`);
    expect(res.statusCode).toBe(200);
    const text = await textOf(res.rawPayload);
    expect(text).toContain('खाते का विवरण');
    expect(text).toContain('श्री क्षितिज');
    expect(text).toContain('कुल बकाया: ₹3,200');
    expect(text).toContain('90 दिन से अधिक: ₹3,200');
  });

  it('has a page for a customer with nothing billed yet', async () => {
    await a.ask('Naya <Grahak>', '98220 16161');
    const res = await a.inject('GET', `/api/customers/${(await a.byPhone('9822016161')).id}/statement.pdf`);
    expect(res.statusCode).toBe(200);
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Naya <Grahak>');
    expect(text).toContain('No entries in this period.');
    expect(text).toContain('Balance due: ₹0');
  });

  it('refuses a period that is no period with a 400 and a message', async () => {
    const cases: [string, string][] = [
      ['from=2026-13-01', 'from must be a date such as 2026-04-01.'],
      ['to=yesterday', 'to must be a date such as 2026-04-30.'],
      ['from=2026-05-02&to=2026-05-01', 'from must be on or before to.'],
    ];
    for (const [query, message] of cases) {
      const res = await a.inject('GET', `/api/customers/${english.id}/statement.pdf?${query}`);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });
});

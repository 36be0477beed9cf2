import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { customerIdOf } from './customer-ids.ts';
import { accounts, daysAgo, openAccountsShop } from './customers.test-support.ts';

/** Each customer's account through its routes, on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
let t: ShopTestApp;
let listing: Listing;
let a: ReturnType<typeof accounts>;

beforeAll(async () => {
  ({ t, listing } = await openAccountsShop());
  a = accounts(t, listing);
});
afterAll(() => t?.close());

describe('who a customer is', () => {
  it('is one number however it was typed: one line, three jobs, the newest name', async () => {
    await a.ask('Asha', '98220 11111');
    await a.ask('Asha Patil', '+91 98220-11111');
    await a.ask('Asha P.', '098220 11111');
    const [line] = await a.list('?q=9822011111');
    expect(line).toMatchObject({ name: 'Asha P.', phone: '+919822011111', jobs: 3, billed: '0', paid: '0', balance: '0', oldestDueDays: null, gstin: null });
    expect(line!.id).toBe(customerIdOf('+919822011111'));
    expect((await a.list('?q=%2B91%2098220%2011111')).map((c) => c.id)).toEqual([line!.id]);
  });

  it('answers 404 for an unknown customer and for an id that is no id', async () => {
    for (const id of [customerIdOf('+910000000000'), 'not-an-id', '%00']) {
      const res = await a.inject('GET', `/api/customers/${id}`);
      expect([res.statusCode, res.json().message]).toEqual([404, 'No such customer.']);
    }
  });
});

describe('the statement', () => {
  it('adds up to the paisa: bills less payments, a reversal owed again, FIFO ageing by bucket', async () => {
    const phone = '98220 22222';
    const old = await a.billed('Meena', phone, '5000', 100);
    await a.billed('Meena', phone, '3000', 45);
    const recent = await a.billed('Meena', phone, '2000.50', 5);
    await a.pay(old.id, '4000', daysAgo(50));
    await a.pay(recent.id, '500', daysAgo(2));
    await a.pay(recent.id, '-500', daysAgo(1), 'Cheque bounced');
    const d = await a.detail((await a.byPhone(phone)).id);
    expect(d).toMatchObject({ billed: '10000.50', paid: '4000', balance: '6000.50', oldestDueDays: 100, jobs: 3 });
    expect(d.statement.map((r) => [r.date, r.kind, r.debit, r.credit, r.balance])).toEqual([
      [daysAgo(100), 'bill', '5000', '0', '5000'],
      [daysAgo(50), 'payment', '0', '4000', '1000'],
      [daysAgo(45), 'bill', '3000', '0', '4000'],
      [daysAgo(5), 'bill', '2000.50', '0', '6000.50'],
      [daysAgo(2), 'payment', '0', '500', '5500.50'],
      [daysAgo(1), 'reversal', '500', '0', '6000.50'],
    ]);
    expect(d.statement[0]!.ref).toBe(old.number);
    expect(d.statement[1]!.ref).toMatch(/^SGP-.* · UPI 123456789012$/);
    expect(d.statement[5]!.ref).toMatch(/ · Cheque bounced$/);
    // 4500 paid in all takes the oldest bill's 5000 down to 500; the reversal (a debit of its day) is newest.
    expect(d.ageing).toEqual({ upTo30: '2500.50', upTo60: '3000', upTo90: '0', over90: '500' });
  });

  it('leaves a void bill out, and shows priced jobs not (or no longer) billed apart with what was paid on it', async () => {
    const phone = '98220 33333';
    const voided = await a.billed('Ravi', phone, '7000', 10);
    await a.ok('PUT', `/api/invoices/${voided.billId}/void`, { reason: 'Wrong amount' });
    const waiting = await a.priced('Ravi', phone, '1200');
    await a.pay(waiting.id, '300');
    const d = await a.detail((await a.byPhone(phone)).id);
    expect(d.statement.map((r) => r.kind)).toEqual(['payment']);
    expect(d).toMatchObject({ billed: '0', paid: '300', balance: '-300', oldestDueDays: null });
    // The job whose bill was voided is to be billed again: it is unbilled too.
    expect(d.unbilled).toEqual([
      { id: waiting.id, orderNumber: expect.stringMatching(/^SGP-/), title: listing.title, price: '1200', paid: '300' },
      { id: voided.id, orderNumber: expect.stringMatching(/^SGP-/), title: listing.title, price: '7000', paid: '0' },
    ]);
    expect(d.jobList.find((j) => j.id === voided.id)).toMatchObject({ price: '7000', bill: null });
  });
});

describe('the opening balance', () => {
  it('is set, shown first, owed oldest (FIFO), audited, and cleared with 0', async () => {
    const phone = '98220 44444';
    const bill = await a.billed('Sunita', phone, '1000', 3);
    const id = (await a.byPhone(phone)).id;
    const set = await a.ok('PUT', `/api/customers/${id}/opening`, { amount: '१५००.५०', on: daysAgo(200) });
    expect(set).toMatchObject({ opening: { amount: '1500.50', on: daysAgo(200) }, balance: '2500.50', billed: '2500.50' });
    expect(set.statement[0]).toEqual({ date: daysAgo(200), kind: 'opening', ref: '', debit: '1500.50', credit: '0', balance: '1500.50' });
    await a.pay(bill.id, '1000');
    // The payment was for the bill, but the oldest debt is the opening balance: it goes there first.
    expect((await a.detail(id)).ageing).toEqual({ upTo30: '1000', upTo60: '0', upTo90: '0', over90: '500.50' });
    const trail = (await a.ok('GET', '/api/audit?entity=customer')).result;
    expect(trail[0]).toMatchObject({ action: 'update', recordId: id, changes: { openingBalance: { before: null, after: '1500.50' } } });

    const credit = await a.ok('PUT', `/api/customers/${id}/opening`, { amount: '-250', on: daysAgo(200) });
    expect(credit).toMatchObject({ balance: '-250', billed: '1000', paid: '1250', oldestDueDays: null });
    const cleared = await a.ok('PUT', `/api/customers/${id}/opening`, { amount: '0', on: daysAgo(1) });
    expect(cleared).toMatchObject({ opening: null, balance: '0' });
  });

  it('takes 20 saves at once: one row, one of the amounts, the statement adding up to it', async () => {
    const phone = '98220 56565';
    await a.ask('Gopal', phone);
    const id = (await a.byPhone(phone)).id;
    const amounts = Array.from({ length: 20 }, (_, i) => `${100 + i}.50`);
    const answers = await Promise.all(amounts.map((amount) => a.inject('PUT', `/api/customers/${id}/opening`, { amount, on: daysAgo(30) })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await t.app.db.selectFrom('customers').select('id').where('id', '=', id).execute()).toHaveLength(1);
    const d = await a.detail(id);
    expect(amounts).toContain(d.opening!.amount);
    expect(d.balance).toBe(d.opening!.amount);
    expect(d.ageing.upTo30).toBe(d.opening!.amount);
  });

  it('refuses what is not money or a day, a day to come, and an unknown customer, writing nothing', async () => {
    const phone = '98220 55555';
    await a.ask('Kiran', phone);
    const id = (await a.byPhone(phone)).id;
    const cases: [unknown, number, string][] = [
      [{ amount: 'lots', on: daysAgo(1) }, 400, 'amount must be money'],
      [{ amount: '100', on: '2026-02-30' }, 400, 'on must be a date'],
      [{ amount: '100', on: '2026-13-01' }, 400, 'on must be a date'],
      [{ amount: '100', on: daysAgo(-2) }, 400, 'on must not be in the future.'],
      [{ amount: '100', on: '1999-12-31' }, 400, 'on must be on or after 2000-01-01.'],
      [{ amount: '1e5', on: daysAgo(1) }, 400, 'amount must be money'],
      [{ amount: '100\u0000', on: daysAgo(1) }, 400, 'amount must be money'],
      [{}, 400, 'amount must be money'],
    ];
    for (const [body, status, message] of cases) {
      const res = await a.inject('PUT', `/api/customers/${id}/opening`, body);
      expect([res.statusCode, res.json().message]).toEqual([status, expect.stringContaining(message)]);
    }
    expect((await a.inject('PUT', `/api/customers/${customerIdOf('+911111111111')}/opening`, { amount: '5', on: daysAgo(1) })).statusCode).toBe(404);
    expect(await t.app.db.selectFrom('customers').selectAll().where('id', '=', id).execute()).toEqual([]);
  });
});

describe('the list', () => {
  it('finds Devanagari names and hostile text literally, and refuses a NUL', async () => {
    await a.ask('राम शर्मा', '98220 66666', 'hi');
    await a.ask('50% off <script>', '98220 77777');
    await a.ask('Under_score', '98220 88888');
    expect((await a.list(`?q=${encodeURIComponent('शर्मा')}`)).map((c) => [c.name, c.lang])).toEqual([['राम शर्मा', 'hi']]);
    expect((await a.list(`?q=${encodeURIComponent('%')}`)).map((c) => c.name)).toEqual(['50% off <script>']);
    expect((await a.list(`?q=${encodeURIComponent('_')}`)).map((c) => c.name)).toEqual(['Under_score']);
    expect((await a.inject('GET', '/api/customers?q=a%00b')).statusCode).toBe(400);
    expect((await a.inject('GET', '/api/customers?sort=richest')).json().message).toBe('sort must be recent, owing or oldest.');
  });

  it('puts who owes most first (the dashboard), and who owes longest', async () => {
    const owing = await a.list('?sort=owing&limit=3');
    expect(owing.map((c) => [c.name, c.balance])).toEqual([['Meena', '6000.50'], expect.anything(), expect.anything()]);
    expect(Number(owing[1]!.balance)).toBeGreaterThanOrEqual(Number(owing[2]!.balance));
    const oldest = await a.list('?sort=oldest&limit=1');
    expect(oldest.map((c) => [c.name, c.oldestDueDays])).toEqual([['Meena', 100]]);
  });
});

describe('without a session', () => {
  it('answers 401 to every customer route and to Order again', async () => {
    const id = customerIdOf('+919822011111');
    const calls: [string, string][] = [
      ['GET', '/api/customers'],
      ['GET', `/api/customers/${id}`],
      ['GET', `/api/customers/${id}/statement.pdf`],
      ['PUT', `/api/customers/${id}/opening`],
      ['POST', `/api/customers/${id}/reminders`],
      ['POST', `/api/quotes/${id}/repeat`],
    ];
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, ...(method === 'GET' ? {} : { payload: {} }) });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });
});

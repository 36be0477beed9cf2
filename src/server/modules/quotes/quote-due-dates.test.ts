import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { DUE_ON_MESSAGE } from '../../../contract/due-dates.ts';
import { shopToday } from '../../../contract/ist-time.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { askQuote, openQuoteShop } from './quotes.test-support.ts';

let t: ShopTestApp;
let listing: Listing;

beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
});
afterAll(() => t?.close());

const put = (id: string, payload: Record<string, unknown>, cookie: string | null = t.cookie) =>
  t.app.inject({ method: 'PUT', url: `/api/quotes/${id}`, headers: cookie ? { cookie } : {}, payload });
const owners = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/quotes/${id}`, headers: { cookie: t.cookie } })).json();
const list = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/quotes?${query}`, headers: { cookie: t.cookie } })).json();
const DAY_MS = 86_400_000;

describe('the due date of a job', () => {
  it('is set, changed and cleared by the owner, in the activity log, and never shown to the customer', async () => {
    const { id, token } = await askQuote(t, listing, 'Kavya');
    expect(await owners(id)).toMatchObject({ dueOn: null, late: false });

    const set = await put(id, { dueOn: '2031-12-05' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ _id: id, dueOn: '2031-12-05', late: false, stage: 'new' });
    expect(await owners(id)).toMatchObject({ dueOn: '2031-12-05' });

    const customer = (await t.app.inject({ method: 'GET', url: `/api/quotes/${token}` })).json();
    expect(customer.name).toBe('Kavya');
    for (const key of ['dueOn', 'late']) expect(customer).not.toHaveProperty(key);
    expect(JSON.stringify(customer)).not.toContain('2031-12-05');

    // Other answers leave it as it is.
    expect((await put(id, { note: 'Gold ink' })).json().dueOn).toBe('2031-12-05');
    expect((await put(id, { dueOn: ' 2031-12-06 ' })).json().dueOn).toBe('2031-12-06');
    expect((await put(id, { dueOn: '' })).json().dueOn).toBeNull();
    expect((await put(id, { dueOn: '2031-01-31' })).json().dueOn).toBe('2031-01-31');
    expect((await put(id, { dueOn: null })).json().dueOn).toBeNull();

    const rows = await t.app.db.selectFrom('audit_log').select(['changes', 'user_name']).where('record_id', '=', id).orderBy('at').execute();
    const dueChanges = rows.map((r) => JSON.parse(r.changes).dueOn).filter(Boolean);
    expect(dueChanges).toEqual([
      { before: null, after: '2031-12-05' },
      { before: '2031-12-05', after: '2031-12-06' },
      { before: '2031-12-06', after: null },
      { before: null, after: '2031-01-31' },
      { before: '2031-01-31', after: null },
    ]);
  });

  it('refuses dates before 2000, days that do not exist and anything not a date, with a clear 400 and nothing changed', async () => {
    const { id } = await askQuote(t, listing, 'Ishaan');
    expect((await put(id, { dueOn: '2030-06-01' })).statusCode).toBe(200);
    for (const dueOn of ['1999-12-31', '2027-02-29', '2030-06-31', '2030-13-01', '2100-01-01', '5/6/2030', 'tomorrow', '2030-6-1', 20300601, true]) {
      const res = await put(id, { dueOn });
      expect([res.statusCode, res.json().message], String(dueOn)).toEqual([400, DUE_ON_MESSAGE]);
    }
    expect((await put(id, { dueOn: '2028-02-29' })).json().dueOn).toBe('2028-02-29');
    expect((await put(id, { dueOn: '2000-01-01' })).json().dueOn).toBe('2000-01-01');
  });

  it('needs a session', async () => {
    const { id } = await askQuote(t, listing, 'Tara');
    expect((await put(id, { dueOn: '2030-06-01' }, null)).statusCode).toBe(401);
    expect((await owners(id)).dueOn).toBeNull();
  });

  it('sorts Orders soonest due first, jobs without a due date last, and marks the late ones until they leave the shop', async () => {
    const yesterday = shopToday(Date.now() - DAY_MS);
    const today = shopToday();
    const asked = [];
    // Asked a day apart: without the sort, the newest is first.
    for (const [i, name] of ['Duesort none', 'Duesort later', 'Duesort overdue', 'Duesort today', 'Duesort cancelled'].entries()) {
      const quote = await askQuote(t, listing, name);
      await t.app.db
        .updateTable('quotes')
        .set({ created_at: `2026-01-0${i + 1}T10:00:00.000Z` })
        .where('id', '=', quote.id)
        .execute();
      asked.push(quote);
    }
    const [, later, overdue, dueToday, cancelled] = asked;
    await put(later!.id, { dueOn: '2040-03-01' });
    await put(overdue!.id, { dueOn: yesterday });
    await put(dueToday!.id, { dueOn: today });
    await put(cancelled!.id, { dueOn: '2001-01-01' });
    expect((await put(cancelled!.id, { stage: 'cancelled', reason: 'Customer called off' })).statusCode).toBe(200);

    const due = await list('q=Duesort&sort=due');
    const names = due.result.map((q: { name: string }) => q.name);
    expect(names).toEqual(['Duesort cancelled', 'Duesort overdue', 'Duesort today', 'Duesort later', 'Duesort none']);
    const late = Object.fromEntries(due.result.map((q: { name: string; late: boolean }) => [q.name, q.late]));
    expect(late).toEqual({ 'Duesort cancelled': false, 'Duesort overdue': true, 'Duesort today': false, 'Duesort later': false, 'Duesort none': false });

    // Without the sort: newest first, as before.
    expect((await list('q=Duesort')).result.map((q: { name: string }) => q.name)).toEqual([
      'Duesort cancelled',
      'Duesort today',
      'Duesort overdue',
      'Duesort later',
      'Duesort none',
    ]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/quotes?sort=soonest', headers: { cookie: t.cookie } });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'sort must be newest or due.']);
  });
});

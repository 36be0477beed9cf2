import { describe, expect, it } from 'vitest';
import { LOOKUP_KINDS, LookupListSchema } from '../../../contract/lookups.ts';
import { PRICE_MESSAGE } from '../../../contract/price-text.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';

const t = useTestApp();

const add = (kind: string, payload: object, headers: Record<string, string> = { cookie: t.cookie }) =>
  t.app.inject({ method: 'POST', url: `/api/${kind}/add`, headers, payload });
const names = async (kind: string) =>
  LookupListSchema.parse((await t.app.inject({ url: `/api/${kind}`, headers: { cookie: t.cookie } })).json()).result.map((l) => l.name);

describe('lookup lists', () => {
  it('adds to each of the seven lists, answering "notexist" then "exist" whatever the case', async () => {
    for (const kind of LOOKUP_KINDS.filter((k) => k !== 'prices')) {
      const first = await add(kind, { name: 'Royal Wedding' });
      expect(first.statusCode).toBe(201);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      expect(first.json()).toBe('notexist');
      const again = await add(kind, { name: '  royal   WEDDING ' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toBe('exist');
      expect(await names(kind)).toEqual(['Royal Wedding']);
    }
    // Each list is its own: the same name in another kind was "notexist" above.
    expect(await names('prices')).toEqual([]);
  });

  it('lists a kind sorted by name, with id and creation time', async () => {
    for (const name of ['Zari', 'anchor', 'Mango']) await add('titles', { name });
    const res = await t.app.inject({ url: '/api/titles', headers: { cookie: t.cookie } });
    expect(res.statusCode).toBe(200);
    const list = LookupListSchema.parse(res.json());
    expect(list.result.map((l) => l.name)).toEqual(['anchor', 'Mango', 'Zari']);
    expect(list.result[0]).toEqual({ _id: expect.any(String), name: 'anchor', createdAt: expect.any(String) });
  });

  it('takes prices as {price} or {name}, normalized, compared by value and sorted numerically', async () => {
    expect((await add('prices', { price: '499.50' })).json()).toBe('notexist');
    expect((await add('prices', { price: '499.5' })).json()).toBe('exist');
    expect((await add('prices', { name: '0499.50' })).json()).toBe('exist');
    expect((await add('prices', { price: 1500 })).json()).toBe('notexist');
    expect((await add('prices', { price: '75' })).json()).toBe('notexist');
    expect(await names('prices')).toEqual(['75', '499.50', '1500']);
  });

  it('refuses blank names and prices, bad prices and overlong values', async () => {
    const blank = await add('sizes', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Name required.' });
    expect((await add('titles', {})).json()).toEqual({ message: 'Name required.' });
    expect((await add('prices', { price: '' })).json()).toEqual({ message: 'Price required.' });
    for (const price of ['abc', '-5', '1.234', '1e3']) {
      const res = await add('prices', { price });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: PRICE_MESSAGE });
    }
    const long = await add('seods', { name: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'Name must be at most 500 characters.' });
    expect((await add('seods', { name: 'x'.repeat(500) })).json()).toBe('notexist');
    expect(await names('sizes')).toEqual([]);
    expect(await names('prices')).toEqual([]);
  });

  it('requires a session to add or list, and adds nothing without one', async () => {
    const res = await add('titles', { name: 'Sneaky' }, {});
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/titles' })).statusCode).toBe(401);
    expect(await names('titles')).toEqual([]);
  });

  it('lets exactly one of five simultaneous identical adds create the name', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => add('seoks', { name: 'Invitation Cards' })));
    const bodies = answers.map((r) => r.json());
    expect(bodies.filter((b) => b === 'notexist')).toHaveLength(1);
    expect(bodies.filter((b) => b === 'exist')).toHaveLength(4);
    expect(await names('seoks')).toEqual(['Invitation Cards']);
  });

  it('does not expose the internal setup marker or unknown kinds', async () => {
    await t.app.db
      .insertInto('lookups')
      .values({ id: crypto.randomUUID(), kind: 'setup', name: 'done', name_key: 'done', created_at: new Date().toISOString() })
      .execute();
    expect((await t.app.inject({ url: '/api/setup/add', method: 'POST', headers: { cookie: t.cookie }, payload: { name: 'x' } })).statusCode).toBe(404);
    for (const kind of LOOKUP_KINDS) expect(await names(kind)).toEqual([]);
  });
});

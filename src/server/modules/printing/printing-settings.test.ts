import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRINTING_SETTINGS } from '../../../contract/printing.ts';
import { openShop, type ShopTestApp } from '../listings/listings.test-support.ts';

let t: ShopTestApp;
beforeAll(async () => {
  t = await openShop();
});
afterAll(() => t?.close());

const get = (cookie = t.cookie) => t.app.inject({ method: 'GET', url: '/api/settings/printing', headers: cookie ? { cookie } : {} });
const put = (payload: unknown, cookie = t.cookie) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/printing', headers: cookie ? { cookie } : {}, payload: payload as object });
const SHEETS = [
  { name: 'SRA3', widthMm: 320, heightMm: 450, cost: '5.50' },
  { name: '13×19 in', widthMm: '330.2', heightMm: 482.6, cost: '7' },
];

describe('printing settings', () => {
  it('start with the common sheets, 5 mm margins and 5 % wastage, for the owner only and never kept', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_PRINTING_SETTINGS);
    expect(res.json().sheets.map((s: { name: string }) => s.name)).toEqual(['A4', 'A3', 'SRA3', '12×18 in', '13×19 in']);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await get('')).statusCode).toBe(401);
  });

  it('keep the owner’s sheets with their costs in paise, answered as exact rupee text, and log the change', async () => {
    const res = await put({ sheets: SHEETS, marginMm: '4.5', wastagePercent: 7.5 });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      sheets: [
        { name: 'SRA3', widthMm: 320, heightMm: 450, cost: '5.50' },
        { name: '13×19 in', widthMm: 330.2, heightMm: 482.6, cost: '7' },
      ],
      marginMm: 4.5,
      wastagePercent: 7.5,
    };
    expect(res.json()).toEqual(expected);
    expect((await get()).json()).toEqual(expected);
    const row = await t.app.db.selectFrom('printing_settings').selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(row.sheets).map((s: { costPaise: number }) => s.costPaise)).toEqual([550, 700]);
    const audit = await t.app.inject({ method: 'GET', url: '/api/audit?entity=printing-settings', headers: { cookie: t.cookie } });
    expect(audit.json().result[0]).toMatchObject({ action: 'update', label: 'Printing', changes: { marginMm: { before: '5', after: '4.5' } } });
  });

  it.each([
    [{ sheets: [], marginMm: 5, wastagePercent: 5 }, 'sheets must be a list of 1 to 20 sheets {name, widthMm, heightMm, cost}.'],
    [{ sheets: [SHEETS[0], { ...SHEETS[0], name: 'sra3' }], marginMm: 5, wastagePercent: 5 }, 'Two sheets have the same name.'],
    [{ sheets: [{ ...SHEETS[0], widthMm: 20 }], marginMm: 5, wastagePercent: 5 }, 'widthMm must be a number of millimetres from 50 to 2000, to 0.1 mm.'],
    [{ sheets: [{ ...SHEETS[0], cost: '-1' }], marginMm: 5, wastagePercent: 5 }, 'cost must be rupees such as 5 or 5.50.'],
    [{ sheets: [{ ...SHEETS[0], name: ' ' }], marginMm: 5, wastagePercent: 5 }, "A sheet's name must be 1 to 40 characters."],
    [{ sheets: [SHEETS[0]], marginMm: 60, wastagePercent: 5 }, 'marginMm must be a number of millimetres from 0 to 50, to 0.1 mm.'],
    [{ sheets: [SHEETS[0]], marginMm: 5, wastagePercent: 'lots' }, 'wastagePercent must be a number from 0 to 100, to 0.1.'],
  ])('refuse %j with a message, changing nothing', async (payload, message) => {
    const before = (await get()).json();
    const res = await put(payload);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect((await get()).json()).toEqual(before);
  });

  it('need the session to change', async () => {
    expect((await put({ sheets: [SHEETS[0]], marginMm: 0, wastagePercent: 0 }, '')).statusCode).toBe(401);
    expect((await get()).json().marginMm).toBe(4.5);
  });
});

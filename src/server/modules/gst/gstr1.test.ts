import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { Gstr1Schema, type Gstr1 } from '../../../contract/gstr1.ts';
import { toPaise } from '../../../contract/money.ts';
import { saveBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import { makeInvoice } from '../invoices/invoices.service.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { askQuote, openQuoteShop } from '../quotes/quotes.test-support.ts';
import { createSiteConfig } from '../site-config/site-config.repository.ts';
import { customerGstin, fileTotals, paiseOf, SHOP_GSTIN } from './gstr1.test-support.ts';

let t: ShopTestApp;
let listing: Listing;

const settings = { upiId: 'shop@okaxis', upiName: 'Shri Ganesh', advancePercent: 50, legalName: 'Shri Ganesh Printers LLP', address: '12 Station Road, Pune' };
const regular = {
  ...settings,
  gstMode: 'regular' as const,
  gstin: SHOP_GSTIN,
  state: 'Maharashtra',
  numberPrefix: 'INV',
  defaultHsn: '4909',
  defaultGstRate: '18',
};

beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
  await createSiteConfig(t.app.db, { name: 'Shri Ganesh Prints', email: 'shop@example.com', phone: '98220 12345', address: 'Pune' });
  await saveBillingSettings(t.app.db, regular);
  await t.app.db.updateTable('listings').set({ hsn: '4909', gst_rate: '18', uqc: 'PCS' }).where('id', '=', listing._id).execute();
});
afterAll(() => t?.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = t.cookie) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const gstr1 = (month: string, cookie?: string) => inject('GET', `/api/gst/gstr1.json?month=${encodeURIComponent(month)}`, undefined, cookie);

/** A job priced at `price` (GST included) and approved, as the owner does it. */
async function approvedJob(name: string, price: string) {
  const q = await askQuote(t, listing, name);
  expect((await inject('PUT', `/api/quotes/${q.id}`, { finalPrice: price })).statusCode).toBe(200);
  expect((await inject('PUT', `/api/quotes/${q.id}`, { stage: 'approved' })).statusCode).toBe(200);
  return q;
}
/** Its bill, made at `at` through the invoices service (the route's own path, with the clock set). */
async function billAt(at: string, name: string, price: string, customer: { customerGstin?: string; state?: string; customerName?: string } = {}) {
  const q = await approvedJob(name, price);
  const made = await makeInvoice(t.app.db, t.app.media.store, q.id, customer, new Date(at));
  if (made.status !== 'done') throw new Error(made.message);
  return made.value;
}

/** The accountant's CSV total row for the month: taxable, CGST, SGST, IGST in paise. */
async function csvTotals(month: string) {
  const rows = parse((await inject('GET', `/api/invoices.csv?month=${month}`)).rawPayload, { bom: true }) as string[][];
  const [, , , , , taxable, cgst, sgst, igst] = rows.at(-1)!;
  return { txval: toPaise(taxable!), camt: toPaise(cgst!), samt: toPaise(sgst!), iamt: toPaise(igst!) };
}

describe('GET /api/gst/gstr1.json', () => {
  it('is the owner’s: 401 without a session; a month that is not one is 400 with a clear message', async () => {
    expect((await gstr1('2026-11', '')).statusCode).toBe(401);
    for (const month of ['2026-13', '2026-00', '2026-1', '26-11', '2017-06', '0099-01', '2026-11\u0000', "2026-11' OR '1'='1", '२०२६-११', '']) {
      const res = await gstr1(month);
      expect([month, res.statusCode, res.json().message]).toEqual([month, 400, expect.stringContaining('month must be a month such as 2026-11')]);
    }
    expect((await inject('GET', '/api/gst/gstr1.json')).statusCode).toBe(400);
  });

  it('is 409 for a shop that is not under regular GST, saying why', async () => {
    try {
      await saveBillingSettings(t.app.db, { ...regular, gstMode: 'composition' });
      const res = await gstr1('2026-11');
      expect([res.statusCode, res.json().message]).toEqual([409, expect.stringContaining('billing settings say "Composition scheme"')]);
      await saveBillingSettings(t.app.db, { ...regular, gstMode: 'none', gstin: '' });
      expect((await gstr1('2026-11')).json().message).toContain('"No GST"');
    } finally {
      await saveBillingSettings(t.app.db, regular);
    }
  });

  it('answers a month without bills with the header alone, as a download', async () => {
    const res = await gstr1('2019-04');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ gstin: SHOP_GSTIN, fp: '042019', version: 'GST3.2.4', hash: 'hash' });
    expect(res.headers['content-disposition']).toBe(`attachment; filename="GSTR1_${SHOP_GSTIN}_042019.json"`);
  });

  it('writes November’s bills, by their day in India, and agrees with the accountant’s CSV to the paisa', async () => {
    const karnataka = customerGstin('29');
    // 31 Oct 19:00 UTC is 1 Nov 00:30 in India; 30 Nov 19:00 UTC is already December there.
    const first = await billAt('2026-10-31T19:00:00.000Z', 'Asha', '5000');
    const b2b = await billAt('2026-11-05T06:00:00.000Z', 'Kshitij', '4999.99', { customerGstin: karnataka, customerName: 'श्री क्षितिज पाटील' });
    const large = await billAt('2026-11-12T06:00:00.000Z', 'Ravi', '150000', { state: 'Karnataka' });
    const voided = await billAt('2026-11-20T06:00:00.000Z', "Robert'); DROP TABLE invoices;--", '777');
    expect((await inject('PUT', `/api/invoices/${voided.id}/void`, { reason: 'Wrong price' })).statusCode).toBe(200);
    await billAt('2026-11-30T19:00:00.000Z', 'Meera', '1000');

    const res = await gstr1('2026-11');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="GSTR1_${SHOP_GSTIN}_112026.json"`);
    const file: Gstr1 = Gstr1Schema.parse(res.json());
    expect(file.fp).toBe('112026');
    expect(file.b2b).toEqual([
      {
        ctin: karnataka,
        inv: [{ inum: b2b.number, idt: '05-11-2026', val: 4999.99, pos: '29', rchrg: 'N', inv_typ: 'R', itms: [expect.objectContaining({ num: 1801 })] }],
      },
    ]);
    expect(file.b2b![0]!.inv[0]!.itms[0]!.itm_det).toEqual({ txval: expect.any(Number), rt: 18, iamt: expect.any(Number), csamt: 0 });
    expect(file.b2cl).toEqual([{ pos: '29', inv: [expect.objectContaining({ inum: large.number, idt: '12-11-2026', val: 150000 })] }]);
    expect(file.b2cs).toEqual([expect.objectContaining({ sply_ty: 'INTRA', pos: '27', rt: 18, typ: 'OE' })]);
    expect(file.hsn!.hsn_b2b!.map((r) => [r.hsn_sc, r.uqc, r.qty])).toEqual([['4909', 'PCS', 200]]);
    expect(file.hsn!.hsn_b2c!.map((r) => [r.hsn_sc, r.uqc, r.qty])).toEqual([['4909', 'PCS', 400]]);
    expect(file.doc_issue!.doc_det[0]!.docs).toEqual([{ num: 1, from: first.number, to: voided.number, totnum: 4, cancel: 1, net_issue: 3 }]);

    const { sections, hsn } = fileTotals(file);
    const csv = await csvTotals('2026-11');
    expect(sections).toEqual(csv);
    expect(hsn).toEqual(csv);
    expect(paiseOf(file.b2cs![0]!.txval) + paiseOf(file.b2cs![0]!.camt) * 2n).toBe(toPaise('5000'));
  });

  // What could go wrong: bills made at the same moment numbered twice or skipped, and the return's range with them.
  it('counts twenty bills made at once, every number once, and still agrees with the CSV', async () => {
    const jobs = await Promise.all(Array.from({ length: 20 }, (_, i) => approvedJob(`Customer ${i}`, String(1000 + i * 37.5))));
    const made = await Promise.all(jobs.map((q) => inject('POST', `/api/quotes/${q.id}/invoice`, {})));
    expect(made.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const rows = await t.app.db
      .selectFrom('invoices')
      .select(['number', 'created_at'])
      .where(
        'quote_id',
        'in',
        jobs.map((q) => q.id),
      )
      .execute();
    const month = new Date(Date.parse(rows[0]!.created_at) + 330 * 60_000).toISOString().slice(0, 7);
    const answers = await Promise.all(Array.from({ length: 20 }, () => gstr1(month)));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const file = Gstr1Schema.parse(answers[0]!.json());
    const docs = file.doc_issue!.doc_det[0]!.docs;
    const serials = rows.map((r) => Number(r.number.split('/').at(-1))).sort((a, b) => a - b);
    expect(serials.at(-1)! - serials[0]! + 1).toBe(20);
    expect(docs.reduce((n, d) => n + d.totnum, 0)).toBeGreaterThanOrEqual(20);
    expect(docs.at(-1)!.to).toBe(rows.find((r) => r.number.endsWith(String(serials.at(-1)).padStart(4, '0')))!.number);
    expect(fileTotals(file).sections).toEqual(await csvTotals(month));
  });
});

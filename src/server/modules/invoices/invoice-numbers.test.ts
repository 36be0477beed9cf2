import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { toPaise } from '../../../contract/money.ts';
import { exportInvoicesCommand } from '../../cli/invoices-cli.ts';
import { UsageError } from '../../cli/run-command.ts';
import { saveBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { billCalls, CUSTOMER_GSTIN, openBillShop, regular } from './invoices.test-support.ts';
import { makeInvoice } from './invoices.service.ts';

let t: ShopTestApp;
let listing: Listing;

beforeAll(async () => {
  ({ t, listing } = await openBillShop());
  // Regular GST, and the listing's own HSN and rate: a tax invoice can be made.
  await saveBillingSettings(t.app.db, regular);
  await t.app.db.updateTable('listings').set({ hsn: '4909', gst_rate: '18' }).where('id', '=', listing._id).execute();
});
afterAll(() => t?.close());

const { inject, pricedQuote } = billCalls(() => ({ t, listing }));
/** Paise of the CSV's money text, with its sign (a round off may be below zero). */
const paise = (v: string) => (v.startsWith('-') ? -toPaise(v.slice(1)) : toPaise(v));

describe('bill numbers across the financial year (India time) and the month’s CSV', () => {
  const at = (iso: string) => new Date(iso);
  const make = async (when: string, name: string, finalPrice: string, input = {}) => {
    const q = await pricedQuote(name, finalPrice);
    const outcome = await makeInvoice(t.app.db, t.app.media.store, q.id, input, at(when));
    if (outcome.status !== 'done') throw new Error(outcome.message);
    return outcome.value;
  };

  it('31 March 23:59 IST is the old year’s next number; 1 April 00:01 IST starts the new year at 1', async () => {
    const march = await make('2027-03-31T18:29:00Z', 'Asha', '1180');
    const april = await make('2027-03-31T18:31:00Z', 'Ravi', '2360');
    const april2 = await make('2027-04-01T10:00:00Z', 'Meera', '590', { customerGstin: CUSTOMER_GSTIN });
    expect(march.number).toMatch(/^INV\/26-27\/\d{4}$/);
    expect([april.number, april2.number]).toEqual(['INV/27-28/0001', 'INV/27-28/0002']);
  });

  it('lists a month’s bills that add up, void ones with zero amounts, guarded against formulas; the command writes the same file', async () => {
    const hostile = await make('2027-04-02T10:00:00Z', '=HYPERLINK("http://evil")', '1000');
    const voided = await make('2027-04-03T10:00:00Z', 'Void Customer', '5000');
    expect((await inject('PUT', `/api/invoices/${voided.id}/void`, { reason: 'Duplicate' })).statusCode).toBe(200);
    await make('2027-05-01T10:00:00Z', 'May Customer', '100'); // another month

    const res = await inject('GET', '/api/invoices.csv?month=2027-04');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="bills-2027-04.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = parse(res.rawPayload, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Number', 'Date', 'Customer', 'GSTIN', 'State', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Round off', 'Total', 'Status']);
    const bills = rows.slice(1, -1);
    expect(bills.map((r) => r[0])).toEqual(['INV/27-28/0001', 'INV/27-28/0002', hostile.number, voided.number]);
    expect(bills[0]).toEqual(['INV/27-28/0001', '2027-04-01', 'Ravi', '', '27 Maharashtra', '2000.00', '180.00', '180.00', '0.00', '0.00', '2360.00', '']);
    expect(bills[1]).toEqual([
      'INV/27-28/0002',
      '2027-04-01',
      'Meera',
      CUSTOMER_GSTIN,
      '29 Karnataka',
      '500.00',
      '0.00',
      '0.00',
      '90.00',
      '0.00',
      '590.00',
      '',
    ]);
    expect(bills[2]![2]).toBe(`'=HYPERLINK("http://evil")`);
    expect(bills[3]!.slice(5)).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', '0.00', 'VOID']);
    const total = rows.at(-1)!;
    for (let col = 5; col <= 10; col++) {
      const sum = bills.reduce((s, r) => s + paise(r[col]!), 0n);
      expect(paise(total[col]!)).toBe(sum);
    }
    expect(total[10]).toBe('3950.00');
    // Every bill, and so the month: taxable value + taxes + round off = total.
    for (const r of [...bills, total]) expect(r.slice(5, 10).reduce((s, v) => s + paise(v), 0n)).toBe(paise(r[10]!));

    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'invoices-cli-'));
    const file = path.join(dir, 'april.csv');
    const out: string[] = [];
    const ctx = { config: t.config, port: 3000, log: (l: string) => out.push(l), error: (l: string) => out.push(`ERROR ${l}`) };
    expect(await exportInvoicesCommand(['--month', '2027-04', file], ctx)).toBe(0);
    expect(out).toEqual([`Exported 4 bill(s) of 2027-04 to ${file}.`]);
    expect(await fs.readFile(file)).toEqual(res.rawPayload);
    await expect(exportInvoicesCommand(['--month', '2027-13'], ctx)).rejects.toThrow(UsageError);
    await expect(exportInvoicesCommand([], ctx)).rejects.toThrow('Usage: npm run export:invoices -- --month 2026-11');
    await fs.rm(dir, { recursive: true, force: true });

    expect((await inject('GET', '/api/invoices.csv?month=2027-4')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/invoices.csv?month=2027-04' })).statusCode).toBe(401);
  });
});

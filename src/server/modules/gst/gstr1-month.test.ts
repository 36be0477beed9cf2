import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Gstr1Schema } from '../../../contract/gstr1.ts';
import { newId } from '../../lib/ids.ts';
import { saveBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import { modelToJson } from '../invoices/invoice-model.ts';
import { monthRange } from '../invoices/bills-of-month.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { askQuote, openQuoteShop } from '../quotes/quotes.test-support.ts';
import { billSpec, billTotals, fileTotals, numbered, paiseOf, SHOP_GSTIN } from './gstr1.test-support.ts';

let t: ShopTestApp;
let quoteId: string;

beforeAll(async () => {
  const shop = await openQuoteShop();
  t = shop.t;
  await saveBillingSettings(t.app.db, {
    upiId: 'shop@okaxis',
    upiName: 'Shri Ganesh',
    advancePercent: 50,
    legalName: 'Shri Ganesh Printers LLP',
    address: 'Pune',
    gstMode: 'regular',
    gstin: SHOP_GSTIN,
    state: 'Maharashtra',
    numberPrefix: 'INV',
    defaultHsn: '4909',
    defaultGstRate: '18',
  });
  quoteId = (await askQuote(t, shop.listing)).id;
});
afterAll(() => t?.close());

describe('the GSTR-1 of a random month, read from the database', () => {
  // What could go wrong: a bill of the next or the last month (by India's clock) counted in this one, a
  // paisa lost between the stored model and the file, the B2C (Large) line of the month ignored.
  it('holds the month’s bills and no other, agreeing with them to the paisa', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(billSpec(), { maxLength: 12 }),
        fc.constantFrom('2024-07', '2024-08', '2026-03', '2026-11'),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), { minLength: 12, maxLength: 12 }),
        async (specs, month, places) => {
          const [from, to] = monthRange(month).map(Date.parse) as [number, number];
          const times = specs.map((_, i) => from + Math.floor(places[i]! * (to - from))).sort((a, b) => a - b);
          // One bill a millisecond before the month (in India) and one at the first instant of the next.
          const around = specs.length ? [specs[0]!, ...specs, specs[0]!] : [];
          const all = numbered(around, 100, 5, (i) => new Date(i === 0 ? from - 1 : i === around.length - 1 ? to : times[i - 1]!).toISOString());
          const inMonth = all.slice(1, -1);
          await t.app.db.deleteFrom('invoices').execute();
          for (const b of all)
            await t.app.db
              .insertInto('invoices')
              .values({
                id: newId(),
                number: b.number,
                quote_id: quoteId,
                financial_year: '2026-27',
                model: modelToJson(b.model),
                voided_at: b.voided ? b.createdAt : null,
                created_at: b.createdAt,
              })
              .execute();

          const res = await t.app.inject({ method: 'GET', url: `/api/gst/gstr1.json?month=${month}`, headers: { cookie: t.cookie } });
          expect(res.statusCode, res.body).toBe(200);
          const file = Gstr1Schema.parse(res.json());
          const expected = billTotals(inMonth);
          expect(fileTotals(file)).toEqual({ sections: expected, hsn: expected });
          const docs = file.doc_issue?.doc_det[0]?.docs ?? [];
          expect(docs.reduce((n, d) => n + d.totnum, 0)).toBe(inMonth.length);
          expect(docs.reduce((n, d) => n + d.cancel, 0)).toBe(inMonth.filter((b) => b.voided).length);
          const limit = month >= '2024-08' ? 1_00_000_00n : 2_50_000_00n;
          for (const inv of (file.b2cl ?? []).flatMap((s) => s.inv)) expect(paiseOf(inv.val) > limit).toBe(true);
        },
      ),
      { numRuns: 12 },
    );
  });
});

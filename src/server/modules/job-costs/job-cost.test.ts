import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_SETTINGS } from '../../../contract/billing-settings.ts';
import type { Listing } from '../../../contract/catalogue.ts';
import { JOB_COST_REASONS } from '../../../contract/job-costs.ts';
import { DEFAULT_PRINTING_SETTINGS } from '../../../contract/printing.ts';
import { saveBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import { putListing, type ShopTestApp } from '../listings/listings.test-support.ts';
import { owner, pricedQuote, setPrintSize } from '../printing/printing.test-support.ts';
import { askQuote, openQuoteShop } from '../quotes/quotes.test-support.ts';

let t: ShopTestApp;
let listing: Listing;
beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
  // SRA3 costs ₹12.50 a side; A4 is left at ₹0, as a new shop has it.
  const sheets = DEFAULT_PRINTING_SETTINGS.sheets.map((s) => (s.name === 'SRA3' ? { ...s, cost: '12.50' } : s));
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/printing',
    headers: { cookie: t.cookie },
    payload: { ...DEFAULT_PRINTING_SETTINGS, sheets },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await putListing(t, t.cookie, listing._id, { finishing: '3.25' });
});
afterAll(() => t?.close());

const FIVE_BY_SEVEN = { widthMm: 127, heightMm: 178, bleedMm: 3, sides: 2 };

describe('what a job costs the shop, and its margin', () => {
  it('says which parts it cannot work out while the item has no print size', async () => {
    const { id } = await pricedQuote(t, listing, { names: 'Asha' }, 400);
    const res = await owner(t, `/api/quotes/${id}/cost?sheet=SRA3`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      sheet: null,
      sheets: null,
      finishing: { quantity: 400, each: '3.25', total: '1300' },
      total: null,
      priceWithoutGst: '4000',
      margin: null,
      marginPercent: null,
      reasons: ['Set the print size of “Royal Invite” first (the listing form, Print size).'],
    });
  });

  it('is sheets × sheet cost × sides + quantity × finishing; the margin is against the price when the shop adds no GST', async () => {
    listing = await setPrintSize(t, listing, FIVE_BY_SEVEN);
    const { id } = await pricedQuote(t, listing, { names: 'Asha' }, 400);
    // 4 a sheet: 100 sheets + 5 % = 105; 105 × ₹12.50 × 2 = ₹2,625; 400 × ₹3.25 = ₹1,300.
    expect((await owner(t, `/api/quotes/${id}/cost?sheet=sra3`)).json()).toEqual({
      sheet: 'SRA3',
      sheets: { count: 105, each: '12.50', sides: 2, total: '2625' },
      finishing: { quantity: 400, each: '3.25', total: '1300' },
      total: '3925',
      priceWithoutGst: '4000',
      margin: '75',
      marginPercent: 1.9,
      reasons: [],
    });
  });

  it('takes the GST out of a price that includes it, as the bill does, and shows a loss as a negative margin', async () => {
    await saveBillingSettings(t.app.db, { ...DEFAULT_BILLING_SETTINGS, gstMode: 'regular', defaultGstRate: '18', gstin: '27AAPFU0939F1ZV' });
    const { id } = await pricedQuote(t, listing, { names: 'Asha' }, 400);
    const cost = (await owner(t, `/api/quotes/${id}/cost?sheet=SRA3`)).json();
    // ₹4,000 with 18 % in it: ₹3,389.83 + ₹610.17 of GST.
    expect([cost.priceWithoutGst, cost.margin, cost.marginPercent, cost.reasons]).toEqual(['3389.83', '-535.17', -15.8, []]);
    await saveBillingSettings(t.app.db, { ...DEFAULT_BILLING_SETTINGS });
  });

  it('leaves out the sheets of a sheet without a cost, and the margin of a job without a price, saying why', async () => {
    const { id } = await pricedQuote(t, listing, { names: 'Asha' }, 400);
    const a4 = (await owner(t, `/api/quotes/${id}/cost?sheet=A4`)).json();
    expect([a4.sheet, a4.sheets, a4.total, a4.margin, a4.reasons]).toEqual(['A4', null, null, null, [JOB_COST_REASONS.noSheetCost('A4')]]);
    // No sheet named: the first the piece fits (A4 holds one 5×7 card).
    expect((await owner(t, `/api/quotes/${id}/cost`)).json().sheet).toBe('A4');
    // 200 cards: 53 sheets × ₹12.50 × 2 + 200 × ₹3.25.
    const asked = await askQuote(t, listing);
    const unpriced = (await owner(t, `/api/quotes/${asked.id}/cost?sheet=SRA3`)).json();
    expect([unpriced.total, unpriced.priceWithoutGst, unpriced.margin, unpriced.reasons]).toEqual(['1975', null, null, [JOB_COST_REASONS.noPrice]]);
  });

  it('gives the reason of a piece too large for the sheet; refuses an unknown sheet, a stranger and an unknown job', async () => {
    listing = await setPrintSize(t, listing, { widthMm: 297, heightMm: 420 });
    const { id } = await pricedQuote(t, listing, { names: 'Asha' }, 400);
    const big = (await owner(t, `/api/quotes/${id}/cost?sheet=A4`)).json();
    expect([big.sheets, big.reasons]).toEqual([
      null,
      ['The piece (297 × 420 mm with 3 mm bleed) does not fit on A4 (210 × 297 mm) inside its 5 mm margins. Choose a larger sheet.'],
    ]);
    const unknown = await owner(t, `/api/quotes/${id}/cost?sheet=B2`);
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'No sheet is named “B2”. The sheets are: A4, A3, SRA3, 12×18 in, 13×19 in.']);
    expect((await owner(t, `/api/quotes/${id}/cost`, '')).statusCode).toBe(401);
    expect((await owner(t, '/api/quotes/not-an-id/cost')).statusCode).toBe(404);
    expect((await owner(t, '/api/quotes/00000000-0000-4000-8000-000000000000/cost')).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { saveBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { askQuote } from '../quotes/quotes.test-support.ts';
import { billCalls, CUSTOMER_GSTIN, openBillShop, regular, SHOP_GSTIN, textOf } from './invoices.test-support.ts';

/** Making a bill: what it refuses, what it prints, one a job, numbers without gaps. Numbers across years and the CSV: invoice-numbers.test.ts. */

let t: ShopTestApp;
let listing: Listing;

beforeAll(async () => {
  ({ t, listing } = await openBillShop());
});
afterAll(() => t?.close());

const { inject, price, bill, pricedQuote } = billCalls(() => ({ t, listing }));
const written = async () => ({
  bills: (await t.app.db.selectFrom('invoices').select('id').execute()).length,
  counters: await t.app.db.selectFrom('invoice_counters').selectAll().orderBy('financial_year').execute(),
});
const serial = (number: string) => Number(number.split('/').at(-1));

describe('making a bill: bad input writes nothing', () => {
  it('refuses without billing settings, with a wrong GSTIN, on a cancelled or unpriced job, and without a GST rate', async () => {
    const q = await pricedQuote();
    const before = await written();
    const noSettings = await bill(q.id);
    expect(noSettings.statusCode).toBe(409);
    expect(noSettings.json().message).toMatch(/^Fill in the billing settings first/);

    await saveBillingSettings(t.app.db, regular);
    const noRate = await bill(q.id);
    expect([noRate.statusCode, noRate.json().message]).toEqual([
      409,
      `No GST rate for ${listing.title}: set the shop’s default GST rate in the Billing tab, or a rate on its listing or its category, before making a tax invoice.`,
    ]);
    await t.app.db.updateTable('listings').set({ hsn: '4909', gst_rate: '18' }).where('id', '=', listing._id).execute();

    const wrongCheck = await bill(q.id, { customerGstin: '29AABCU9603R1ZK' });
    expect([wrongCheck.statusCode, wrongCheck.json().message]).toEqual([
      400,
      'This GSTIN’s last character (the check digit) does not match: please check it for a typing mistake.',
    ]);
    expect((await bill(q.id, { state: 'Bombay' })).statusCode).toBe(400);
    expect((await bill(q.id, { customerName: 'A\u0000' })).statusCode).toBe(400);

    const unpriced = await askQuote(t, listing, 'Ravi');
    expect((await bill(unpriced.id)).json().message).toBe('Set the final price before making the bill.');
    const cancelled = await pricedQuote('Meera');
    expect((await inject('PUT', `/api/quotes/${cancelled.id}`, { stage: 'cancelled', reason: 'Changed their mind' })).statusCode).toBe(200);
    const refused = await bill(cancelled.id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'This job is cancelled: it cannot be billed.']);
    expect((await bill('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await written()).toEqual(before);
  });

  // Issue 28: a bill before the customer agreed to the job is one the owner must void later.
  it('refuses a job the customer has not approved, naming its stage, also while it is on hold from there', async () => {
    await saveBillingSettings(t.app.db, regular);
    await t.app.db.updateTable('listings').set({ hsn: '4909', gst_rate: '18' }).where('id', '=', listing._id).execute();
    const quoted = await askQuote(t, listing, 'Kiran');
    expect((await price(quoted.id, '3000')).statusCode).toBe(200);
    const before = await written();
    const refused = await bill(quoted.id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'The customer has not approved this job yet (stage: Quoted).']);
    expect((await inject('PUT', `/api/quotes/${quoted.id}`, { stage: 'on_hold', reason: 'Waiting for the customer' })).statusCode).toBe(200);
    expect((await bill(quoted.id)).json().message).toBe('The customer has not approved this job yet (stage: On hold).');
    expect(await written()).toEqual(before);

    const held = await pricedQuote('Nisha', '3000');
    expect((await inject('PUT', `/api/quotes/${held.id}`, { stage: 'on_hold', reason: 'Paper late' })).statusCode).toBe(200);
    expect((await bill(held.id)).statusCode).toBe(201);
  });
});

describe('the bill', () => {
  it('prints the shop’s and customer’s GSTIN, the number, IGST across states and a Devanagari name; totals the quoted price', async () => {
    await saveBillingSettings(t.app.db, regular);
    await t.app.db.updateTable('listings').set({ hsn: '4909', gst_rate: '18' }).where('id', '=', listing._id).execute();
    const q = await pricedQuote('Asha', '4999.99');
    const made = await bill(q.id, { customerName: 'श्री क्षितिज पाटील', customerGstin: CUSTOMER_GSTIN.toLowerCase(), address: 'MG Road, Bengaluru' });
    expect(made.statusCode, made.body).toBe(201);
    const { invoiceNumber, url } = made.json();
    expect(invoiceNumber).toMatch(/^INV\/\d\d-\d\d\/\d{4}$/);

    const owners = await inject('GET', url);
    expect(owners.statusCode).toBe(200);
    expect(owners.headers['cache-control']).toBe('no-store');
    expect(owners.headers['content-disposition']).toBe(`attachment; filename="${invoiceNumber.replace(/\//g, '-')}.pdf"`);
    const text = await textOf(owners.rawPayload);
    for (const part of [SHOP_GSTIN, CUSTOMER_GSTIN, invoiceNumber, 'Tax Invoice', 'IGST @ 18%', 'श्री क्षितिज पाटील', 'Karnataka', '₹4,999.99'])
      expect(text).toContain(part);
    expect(text).not.toContain('CGST');

    // The customer: the quote answer names the bill, and their link downloads the same one.
    const page = (await t.app.inject({ url: `/api/quotes/${q.token}` })).json();
    expect(page.invoice).toMatchObject({ number: invoiceNumber, url: `/api/quotes/${q.token}/invoice.pdf`, void: false });
    const customers = await t.app.inject({ url: page.invoice.url });
    expect([customers.statusCode, customers.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(await textOf(customers.rawPayload)).toContain(invoiceNumber);

    // The activity log names the bill.
    const audit = (await inject('GET', '/api/audit?entity=invoice')).json().result;
    expect(audit[0]).toMatchObject({ action: 'create', label: invoiceNumber, changes: { total: { before: null, after: '4999.99' } } });
  });

  it('within the state: CGST and SGST; a later change of price or settings does not change an issued bill', async () => {
    const q = await pricedQuote('Asha', '1180');
    const { url, invoiceNumber } = (await bill(q.id, { state: 'maharashtra' })).json();
    const first = await textOf((await inject('GET', url)).rawPayload);
    expect(first).toContain('CGST @ 9%');
    expect(first).toContain('SGST @ 9%');
    expect(first).toContain('₹1,000.00'); // taxable value of ₹1,180 with 18% in it
    await saveBillingSettings(t.app.db, { ...regular, legalName: 'Someone Else Pvt Ltd', numberPrefix: 'NEW' });
    await t.app.db.updateTable('listings').set({ gst_rate: '5' }).where('id', '=', listing._id).execute();
    expect((await price(q.id, '9000')).statusCode).toBe(200);
    const later = await textOf((await inject('GET', url)).rawPayload);
    expect(later).toContain('Shri Ganesh Printers LLP');
    expect(later).not.toContain('Someone Else');
    expect(later).toContain('CGST @ 9%');
    expect(later).toContain(invoiceNumber);
    await saveBillingSettings(t.app.db, regular);
    await t.app.db.updateTable('listings').set({ gst_rate: '18' }).where('id', '=', listing._id).execute();
  });

  it('one bill a job: a second is refused; a void bill keeps its number and says VOID; the next bill takes the next number', async () => {
    const q = await pricedQuote('Kiran', '2500');
    const first = (await bill(q.id)).json();
    // Five at once for the same job: none gets through, and no number is used up.
    const again = await Promise.all(Array.from({ length: 5 }, () => bill(q.id)));
    expect(again.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
    expect(again[0]!.json().message).toBe(`This job already has bill ${first.invoiceNumber}. Void it first to make a new one.`);

    const id = first.url.split('/')[3];
    expect((await inject('PUT', `/api/invoices/${id}/void`, { reason: '' })).statusCode).toBe(400);
    const voided = await inject('PUT', `/api/invoices/${id}/void`, { reason: 'Wrong customer name' });
    expect(voided.json()).toMatchObject({ number: first.invoiceNumber, void: true });
    expect((await inject('PUT', `/api/invoices/${id}/void`, { reason: 'Again' })).statusCode).toBe(409);
    const text = await textOf((await inject('GET', first.url)).rawPayload);
    expect(text).toContain(`Tax Invoice — VOID`);
    expect(text).toContain(first.invoiceNumber);
    const audit = (await inject('GET', '/api/audit?entity=invoice')).json().result;
    expect(audit[0]).toMatchObject({ action: 'update', recordId: id, changes: { void: { before: false, after: true } } });

    const second = (await bill(q.id, { customerName: 'Kiran Rao' })).json();
    expect(serial(second.invoiceNumber)).toBe(serial(first.invoiceNumber) + 1);
    expect((await t.app.inject({ url: `/api/quotes/${q.token}` })).json().invoice).toMatchObject({ number: second.invoiceNumber, void: false });
  });

  // Issue 28: switching to a tax invoice must not need a rate typed into each of 200 listings first.
  it("takes the listing's HSN and rate, else its category's, else the shop's defaults", async () => {
    const lineOf = async (quoteId: string) => {
      const row = await t.app.db.selectFrom('invoices').select('model').where('quote_id', '=', quoteId).executeTakeFirstOrThrow();
      const { hsn, gstRate } = (JSON.parse(row.model) as { lines: Array<{ hsn: string; gstRate: string }> }).lines[0]!;
      return [hsn, gstRate];
    };
    const category = (await t.app.db.selectFrom('listings').select('category_id').where('id', '=', listing._id).executeTakeFirstOrThrow()).category_id;
    await saveBillingSettings(t.app.db, { ...regular, defaultHsn: '998912', defaultGstRate: '5' });
    await t.app.db.updateTable('listings').set({ hsn: '', gst_rate: '' }).where('id', '=', listing._id).execute();
    const shops = await pricedQuote('Shop default', '1050');
    expect((await bill(shops.id)).statusCode).toBe(201);
    expect(await lineOf(shops.id)).toEqual(['998912', '5']);

    await t.app.db.updateTable('categories').set({ hsn: '4911', gst_rate: '12' }).where('id', '=', category).execute();
    const categorys = await pricedQuote('Category', '1120');
    expect((await bill(categorys.id)).statusCode).toBe(201);
    expect(await lineOf(categorys.id)).toEqual(['4911', '12']);

    await t.app.db.updateTable('listings').set({ hsn: '4909', gst_rate: '18' }).where('id', '=', listing._id).execute();
    const listings = await pricedQuote('Listing', '1180');
    expect((await bill(listings.id)).statusCode).toBe(201);
    expect(await lineOf(listings.id)).toEqual(['4909', '18']);
    await t.app.db.updateTable('categories').set({ hsn: '', gst_rate: '' }).where('id', '=', category).execute();
    await saveBillingSettings(t.app.db, regular);
  });

  it("takes the shop's address from its configuration when billing settings leave it blank", async () => {
    await saveBillingSettings(t.app.db, { ...regular, address: '' });
    const q = await pricedQuote('Address', '1180');
    expect((await bill(q.id)).statusCode).toBe(201);
    const row = await t.app.db.selectFrom('invoices').select('model').where('quote_id', '=', q.id).executeTakeFirstOrThrow();
    expect((JSON.parse(row.model) as { shop: { address: string } }).shop.address).toBe('Pune');
    await saveBillingSettings(t.app.db, regular);
  });

  it('a token opens only its own quote’s bill', async () => {
    const billed = await pricedQuote('Asha', '700');
    expect((await bill(billed.id)).statusCode).toBe(201);
    const other = await pricedQuote('Ravi', '800');
    expect((await t.app.inject({ url: `/api/quotes/${other.token}/invoice.pdf` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/quotes/${billed.token.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}/invoice.pdf` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/quotes/not-a-token/invoice.pdf` })).statusCode).toBe(404);
    // The owner's download needs the owner.
    const { url } = (await bill(other.id)).json();
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('numbers stay consecutive when twenty bills are made at once', async () => {
    const quotes = [];
    for (let i = 0; i < 20; i++) quotes.push(await pricedQuote(`प्रिया ${i}`, String(1000 + i)));
    const answers = await Promise.all(quotes.map((q) => bill(q.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(quotes.map(() => 201));
    const serials = answers.map((r) => serial(r.json().invoiceNumber)).sort((a, b) => a - b);
    expect(serials).toEqual(quotes.map((_, i) => serials[0]! + i));
    const last = await t.app.db.selectFrom('invoice_counters').select('last_number').orderBy('financial_year', 'desc').executeTakeFirstOrThrow();
    expect(Number(last.last_number)).toBe(serials.at(-1));
  });
});

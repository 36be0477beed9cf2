import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { saveBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import { putListing, type ShopTestApp } from '../listings/listings.test-support.ts';
import { askQuote, openQuoteShop } from '../quotes/quotes.test-support.ts';
import { createSiteConfig } from '../site-config/site-config.repository.ts';

/** The bill's unit column (issue 28, item 4): the listing's unit when the bill is made, kept on the bill. */
let t: ShopTestApp;
let listing: Listing;

beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
  await createSiteConfig(t.app.db, { name: 'Shri Ganesh Prints', email: 'shop@example.com', phone: '98220 12345', address: '12 Station Road, Pune' });
  await saveBillingSettings(t.app.db, {
    upiId: '',
    upiName: '',
    advancePercent: 0,
    gstMode: 'none',
    gstin: '',
    legalName: '',
    address: '',
    state: 'Maharashtra',
    numberPrefix: 'INV',
  });
});
afterAll(() => t?.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie: t.cookie }, payload });
async function textOf(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
}
async function billedQuote(name: string) {
  const q = await askQuote(t, listing, name);
  expect((await inject('PUT', `/api/quotes/${q.id}`, { finalPrice: '4000' })).statusCode).toBe(200);
  expect((await inject('PUT', `/api/quotes/${q.id}`, { stage: 'approved' })).statusCode).toBe(200);
  const made = await inject('POST', `/api/quotes/${q.id}/invoice`, {});
  expect(made.statusCode, made.body).toBe(201);
  const row = await t.app.db.selectFrom('invoices').select(['id', 'model']).where('quote_id', '=', q.id).executeTakeFirstOrThrow();
  return { ...row, url: made.json().url as string };
}
const setUnit = (uqc: string) => putListing(t, t.cookie, listing._id, { uqc });

describe('the unit on the bill', () => {
  it('is the listing’s unit when the bill is made; a later change of the listing leaves the bill as it was', async () => {
    expect((await setUnit('SET')).statusCode).toBe(200);
    const bill = await billedQuote('Asha');
    expect(JSON.parse(bill.model).lines.map((l: { uqc: string }) => l.uqc)).toEqual(['SET']);
    expect((await setUnit('BOX')).statusCode).toBe(200);
    // Drawn again from its model, not from the listing.
    await t.app.db.updateTable('invoices').set({ pdf: null }).where('id', '=', bill.id).execute();
    const text = await textOf((await inject('GET', bill.url)).rawPayload);
    expect(text).toContain('Unit');
    expect(text).toMatch(/200 SET ₹20\.00/);
    expect(text).not.toContain('BOX');
    expect(JSON.parse((await t.app.db.selectFrom('invoices').select('model').where('id', '=', bill.id).executeTakeFirstOrThrow()).model).lines[0].uqc).toBe(
      'SET',
    );
  });

  it('reads as NOS on a bill made before units were kept', async () => {
    const bill = await billedQuote('Ravi');
    const model = JSON.parse(bill.model) as { lines: Array<Record<string, unknown>> };
    for (const line of model.lines) delete line.uqc;
    await t.app.db
      .updateTable('invoices')
      .set({ model: JSON.stringify(model), pdf: null })
      .where('id', '=', bill.id)
      .execute();
    const text = await textOf((await inject('GET', bill.url)).rawPayload);
    expect(text).toMatch(/200 NOS ₹20\.00/);
  });
});

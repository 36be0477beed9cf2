import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { askQuote, openQuoteShop } from '../quotes/quotes.test-support.ts';
import { createSiteConfig } from '../site-config/site-config.repository.ts';

/** Billing settings left blank take the address and state from the shop's configuration and GSTIN (issue 28, item 4). */
let t: ShopTestApp;
let listing: Listing;

beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
  await createSiteConfig(t.app.db, {
    name: 'Shri Ganesh Prints',
    email: 'shop@example.com',
    phone: '98220 12345',
    address: '12 Station Road, Pune, Maharashtra 411001',
  });
});
afterAll(() => t?.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie: t.cookie }, payload });
const blank = { upiId: '', upiName: '', advancePercent: '0', gstMode: 'none', gstin: '', legalName: '', address: '', state: '', numberPrefix: 'INV' };
async function textOf(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
}
async function billOf(name: string) {
  const q = await askQuote(t, listing, name);
  expect((await inject('PUT', `/api/quotes/${q.id}`, { finalPrice: '4000' })).statusCode).toBe(200);
  expect((await inject('PUT', `/api/quotes/${q.id}`, { stage: 'approved' })).statusCode).toBe(200);
  return inject('POST', `/api/quotes/${q.id}/invoice`, {});
}

describe("the shop's place on the bill", () => {
  it('is the configuration’s address, and the state its address names, when billing settings leave both blank', async () => {
    const saved = await inject('PUT', '/api/settings/billing', blank);
    expect([saved.statusCode, saved.json().address, saved.json().state]).toEqual([200, '', '']);
    const made = await billOf('Asha');
    expect(made.statusCode, made.body).toBe(201);
    const text = await textOf((await inject('GET', made.json().url)).rawPayload);
    expect(text).toContain('12 Station Road, Pune, Maharashtra 411001');
    expect(text).toContain('State: Maharashtra');
    expect(text).toContain('Maharashtra (27)');
  });

  it('takes the state of the GSTIN over the configuration’s, and the settings’ own over both', async () => {
    const gst = { ...blank, gstMode: 'composition', gstin: '29AABCU9603R1ZJ', legalName: 'Shri Ganesh Printers LLP' };
    const saved = await inject('PUT', '/api/settings/billing', gst);
    expect([saved.statusCode, saved.json().state]).toEqual([200, 'Karnataka']);
    const made = await billOf('Ravi');
    expect(made.statusCode, made.body).toBe(201);
    const text = await textOf((await inject('GET', made.json().url)).rawPayload);
    expect(text).toContain('State: Karnataka');
    expect(text).toContain('12 Station Road, Pune');

    expect((await inject('PUT', '/api/settings/billing', { ...blank, address: 'Shop 4, MG Road, Bengaluru', state: 'Goa' })).statusCode).toBe(200);
    const own = await billOf('Meena');
    const ownText = await textOf((await inject('GET', own.json().url)).rawPayload);
    expect(ownText).toContain('Shop 4, MG Road, Bengaluru');
    expect(ownText).toContain('State: Goa');
  });

  it('refuses the bill with the settings message when nothing names the state', async () => {
    await t.app.db.updateTable('site_configs').set({ address: '12 Station Road, Pune 411001' }).execute();
    expect((await inject('PUT', '/api/settings/billing', blank)).statusCode).toBe(200);
    const refused = await billOf('Kiran');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Fill in the billing settings first/);
  });
});

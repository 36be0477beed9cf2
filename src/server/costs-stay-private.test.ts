import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_SETTINGS } from '../contract/billing-settings.ts';
import { DEFAULT_PRINTING_SETTINGS } from '../contract/printing.ts';
import { QuoteSchema } from '../contract/quotes.ts';
import { stageMessage } from '../contract/stage-message.ts';
import { customerWhatsapp, quoteMessage } from '../web/admin/job-admin/quote-message.ts';
import { seedDemo } from './db/seed/demo-seeder.ts';
import { DiskMediaStore } from './media/disk-media-store.ts';
import { saveBillingSettings } from './modules/billing-settings/billing-settings.repository.ts';
import { putListing, type ShopTestApp } from './modules/listings/listings.test-support.ts';
import { visitorMessage } from './modules/quotes/quote-message.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';
import { writeStandInBuild } from './test-support/web-test-app.ts';

/**
 * Issue 29, item 5: what a job costs the shop is the owner's alone. With a finishing cost and sheet
 * costs no page could show by chance (₹7,777.77), every public GET route of the app's own table is
 * asked, as a visitor, with real records in its address: none answers the figure or a cost's key.
 */
const FIGURES = ['7777.77', '7,777.77', '777777'];
const COST_KEYS = /"(?:finishing|finishingPaise|finishing_paise|cost|costPaise|cost_paise)"\s*:/;

let t: TestApp;
let dist: string;
let cookie: string;
const ids: Record<string, string> = {};
let billed: { id: string; token: string };

/** A renderer that puts the API answers a real page is drawn from (the list and the item) into the page, as hydration does. */
const RENDER = [
  'export async function render(r) {',
  '  const { pathname } = new URL(r.url, "http://x");',
  '  const list = await r.api("/api/listings");',
  '  const id = pathname.split("/").filter(Boolean).pop();',
  '  const item = id && /^[0-9a-f-]{36}$/.test(id) ? await r.api(`/api/listings/${id}`) : { body: null };',
  '  return { status: 200, html: `<!doctype html><html lang="${LANG}"><script>${JSON.stringify([list.body, item.body])}</script>` };',
  '}',
].join('\n');

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-dist-'));
  await writeStandInBuild(dist, RENDER);
  t = await createTestApp({ webDistDir: dist, pageCacheMb: 8 }, { web: true });
  cookie = await t.login();
  await seedDemo(t.app.db, new DiskMediaStore(t.config.mediaDir), { categories: 2, listings: 12, imagePool: 6 });
  const listings = (await t.app.inject({ url: '/api/listings' })).json() as { _id: string; category_uuid: string; subcategory_uuid: string }[];
  for (const l of listings) await putListing(t as ShopTestApp, cookie, l._id, { finishing: '7777.77' });
  const sheets = DEFAULT_PRINTING_SETTINGS.sheets.map((s) => ({ ...s, cost: '7777.77' }));
  await t.app.inject({ method: 'PUT', url: '/api/settings/printing', headers: { cookie }, payload: { ...DEFAULT_PRINTING_SETTINGS, sheets } });
  Object.assign(ids, { listings: listings[0]!._id, categories: listings[0]!.category_uuid, subcategories: listings[0]!.subcategory_uuid });
  ids.banners = (await t.app.inject({ url: '/api/banners' })).json()[0]?._id;
  // A bill of an approved demo job, made as the owner makes it.
  await saveBillingSettings(t.app.db, {
    ...DEFAULT_BILLING_SETTINGS,
    gstMode: 'regular',
    gstin: '27AAPFU0939F1ZV',
    legalName: 'Shree Ganesh Printers',
    address: 'Gondia',
    state: 'Maharashtra',
    defaultGstRate: '18',
  });
  const job = await t.app.db.selectFrom('quotes').select(['id', 'token']).where('status', '=', 'in_production').executeTakeFirstOrThrow();
  const bill = await t.app.inject({ method: 'POST', url: `/api/quotes/${job.id}/invoice`, headers: { cookie }, payload: {} });
  expect(bill.statusCode, bill.body).toBe(201);
  billed = job;
}, 180_000);
afterAll(async () => {
  await t?.close();
  if (dist) await fs.rm(dist, { recursive: true, force: true });
});

/** The public GET routes of the app's route table, each with the address of a real record. */
function publicAddresses(): string[] {
  const addresses = new Set<string>();
  for (const route of t.app.routeList) {
    const [method, url] = route.split(' ') as [string, string];
    if (method !== 'GET' || t.app.routePolicies.get(route)?.access !== 'public') continue;
    const filled = url.replace(/:(\w+)(?:\([^)]*\))?/g, (_, param: string) => {
      if (param === 'token') return billed.token;
      if (param === 'page') return 'quote';
      if (param === 'version') return '1';
      return ids[url.split('/')[2]!] ?? '00000000-0000-4000-8000-000000000000';
    });
    if (!filled.includes('*')) addresses.add(filled);
    // The pages' catch-all: the pages a visitor opens.
    else if (filled.includes(':page') || /quote/i.test(filled)) addresses.add(filled.replace('*', billed.token));
    else for (const page of ['', 'list', `item/${ids.listings}`, 'sitemap.xml', 'robots.txt']) addresses.add(filled.replace('*', page));
  }
  for (const feed of ['/catalogue.csv', '/catalogue.xml', '/api/listings?limit=500']) addresses.add(feed);
  return [...addresses];
}

async function textOf(body: Buffer, type: string | undefined): Promise<string> {
  if (!type?.startsWith('application/pdf')) return body.toString('utf8');
  const doc = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(doc, { mergePages: true })).text;
}

const leaks = (text: string) => [...FIGURES.filter((f) => text.includes(f)), ...(COST_KEYS.test(text) ? ['a cost key'] : [])];

describe('costs stay the owner’s', { timeout: 180_000 }, () => {
  it('are set: the owner’s own answers carry them (so this test can see them)', async () => {
    const owners = await t.app.inject({ url: `/api/listings/${ids.listings}`, headers: { cookie } });
    expect(owners.json().finishing).toBe('7777.77');
    const cost = await t.app.inject({ url: `/api/quotes/${billed.id}/cost?sheet=SRA3`, headers: { cookie } });
    expect(cost.json().sheets.each).toBe('7777.77');
  });

  it('are in no public answer, page, feed, sitemap or bill, and in no page drawn for the owner', async () => {
    const addresses = publicAddresses();
    expect(addresses.length).toBeGreaterThan(30);
    const answered: string[] = [];
    for (const url of addresses) {
      const visitor = await t.app.inject({ url });
      expect([url, visitor.statusCode < 500]).toEqual([url, true]);
      if (visitor.statusCode === 200) answered.push(url);
      expect([url, leaks(await textOf(visitor.rawPayload, visitor.headers['content-type']))]).toEqual([url, []]);
      if (url.startsWith('/api/')) continue;
      const owners = await t.app.inject({ url, headers: { cookie } });
      expect([url, 'owner', leaks(await textOf(owners.rawPayload, owners.headers['content-type']))]).toEqual([url, 'owner', []]);
    }
    // The walk reached what matters: the list, an item's page, the customer's quote and their bill.
    for (const url of ['/api/listings', `/item/${ids.listings}`, `/api/quotes/${billed.token}`, `/api/quotes/${billed.token}/invoice.pdf`, '/catalogue.csv']) {
      expect(answered).toContain(url);
    }
  });

  it('are in no WhatsApp text built for a quote, nor in the owner’s copy of the bill', async () => {
    const quote = QuoteSchema.parse((await t.app.inject({ url: `/api/quotes/${billed.id}`, headers: { cookie } })).json());
    const visitorQuote = (await t.app.inject({ url: `/api/quotes/${billed.token}` })).json();
    const texts = [
      quoteMessage(quote, 'https://shop.example'),
      decodeURIComponent(customerWhatsapp(quote, 'https://shop.example')),
      visitorMessage(visitorQuote, 'https://shop.example'),
      stageMessage({
        stage: quote.stage,
        name: quote.name,
        orderNumber: quote.orderNumber,
        finalPrice: quote.finalPrice,
        pageUrl: 'https://shop.example/q',
        lang: quote.lang,
      }),
    ];
    for (const text of texts) expect([text, leaks(text)]).toEqual([text, []]);
    const invoiceId = quote.invoice?.id;
    expect(invoiceId).toBeTruthy();
    const pdf = await t.app.inject({ url: `/api/invoices/${invoiceId}/pdf`, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(leaks(await textOf(pdf.rawPayload, 'application/pdf'))).toEqual([]);
  });
});

import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { saveBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { askQuote, openQuoteShop } from '../quotes/quotes.test-support.ts';
import { createSiteConfig } from '../site-config/site-config.repository.ts';
import { DOWNLOADS_WAITING } from './bill-pdfs.ts';
import { DRAWING_BUSY } from './drawing-line.ts';

let t: ShopTestApp;
let listing: Listing;

const settings = {
  upiId: 'shop@okaxis',
  upiName: 'Shri Ganesh',
  advancePercent: 50,
  legalName: 'Shri Ganesh Printers LLP',
  address: '12 Station Road, Pune',
  gstMode: 'regular' as const,
  gstin: '27AAPFU0939F1ZV',
  state: 'Maharashtra',
  numberPrefix: 'INV',
};

beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
  await createSiteConfig(t.app.db, { name: 'Shri Ganesh Prints', email: 'shop@example.com', phone: '98220 12345', address: 'Pune' });
  await saveBillingSettings(t.app.db, settings);
  await t.app.db.updateTable('listings').set({ hsn: '4909', gst_rate: '18' }).where('id', '=', listing._id).execute();
});
afterAll(() => t?.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie: t.cookie }, payload });
/** A priced and approved quote and its bill: the owner's download, the customer's, and the bill's id. */
async function billed(name = 'Asha', input: Record<string, string> = {}) {
  const q = await askQuote(t, listing, name);
  expect((await inject('PUT', `/api/quotes/${q.id}`, { finalPrice: '2360' })).statusCode).toBe(200);
  expect((await inject('PUT', `/api/quotes/${q.id}`, { stage: 'approved' })).statusCode).toBe(200);
  expect((await inject('PUT', `/api/quotes/${q.id}`, { stage: 'approved' })).statusCode).toBe(200);
  const made = await inject('POST', `/api/quotes/${q.id}/invoice`, input);
  expect(made.statusCode, made.body).toBe(201);
  const { url, invoiceNumber } = made.json();
  return {
    token: q.token,
    quoteId: q.id,
    owners: url as string,
    customers: `/api/quotes/${q.token}/invoice.pdf`,
    number: invoiceNumber as string,
    id: (url as string).split('/')[3]!,
  };
}
const row = (id: string) => t.app.db.selectFrom('invoices').select(['pdf', 'model']).where('id', '=', id).executeTakeFirstOrThrow();
async function textOf(pdf: Buffer) {
  return (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, ' ');
}
/** The bill's kept model with its customer renamed, straight in the database: a drawing from now on would show it. */
async function renameInModel(id: string, name: string) {
  const model = JSON.parse((await row(id)).model) as { customer: { name: string } };
  model.customer.name = name;
  await t.app.db
    .updateTable('invoices')
    .set({ model: JSON.stringify(model) })
    .where('id', '=', id)
    .execute();
}
const forget = (ids: string[]) => t.app.db.updateTable('invoices').set({ pdf: null }).where('id', 'in', ids).execute();

describe('a bill’s PDF is drawn when the bill is made, and kept', () => {
  it('answers every download, the owner’s and the customer’s, with the bytes kept, never drawing it again', async () => {
    const bill = await billed();
    const kept = (await row(bill.id)).pdf;
    expect(kept?.subarray(0, 5).toString()).toBe('%PDF-');
    await renameInModel(bill.id, 'Someone Else');
    for (const url of [bill.owners, bill.customers, bill.owners]) {
      const res = url === bill.owners ? await inject('GET', url) : await t.app.inject({ url });
      expect([res.statusCode, res.headers['content-type'], res.headers['content-disposition']]).toEqual([
        200,
        'application/pdf',
        `attachment; filename="${bill.number.replace(/\//g, '-')}.pdf"`,
      ]);
      expect(res.rawPayload.equals(kept!)).toBe(true);
    }
    const text = await textOf(kept!);
    expect(text).toContain('Asha');
    expect(text).not.toContain('Someone Else');
  });

  it('keeps the VOID drawing once the bill is voided', async () => {
    const bill = await billed('Kiran');
    const standing = (await row(bill.id)).pdf!;
    expect((await inject('PUT', `/api/invoices/${bill.id}/void`, { reason: 'Wrong customer name' })).statusCode).toBe(200);
    const voided = (await row(bill.id)).pdf!;
    expect(voided.equals(standing)).toBe(false);
    expect(await textOf(voided)).toContain('Tax Invoice — VOID');
    for (const res of [await inject('GET', bill.owners), await t.app.inject({ url: bill.customers })]) expect(res.rawPayload.equals(voided)).toBe(true);

    // The job billed again: the customer's link gives the new bill, the owner's link of the old one still the VOID one.
    const again = await inject('POST', `/api/quotes/${bill.quoteId}/invoice`, {});
    const next = (await row(again.json().url.split('/')[3])).pdf!;
    expect((await t.app.inject({ url: bill.customers })).rawPayload.equals(next)).toBe(true);
    expect((await inject('GET', bill.owners)).rawPayload.equals(voided)).toBe(true);
  });

  it('draws a bill kept without a PDF (made before PDFs were kept, or a crash cut its drawing short) on its first download, and keeps it', async () => {
    const [standing, voided] = [await billed('Meera'), await billed('Ravi')];
    expect((await inject('PUT', `/api/invoices/${voided.id}/void`, { reason: 'Duplicate' })).statusCode).toBe(200);
    await forget([standing.id, voided.id]);

    const first = await t.app.inject({ url: standing.customers });
    expect(first.statusCode).toBe(200);
    expect(await textOf(first.rawPayload)).toContain(standing.number);
    expect((await row(standing.id)).pdf?.equals(first.rawPayload)).toBe(true);
    await renameInModel(standing.id, 'Someone Else');
    expect((await inject('GET', standing.owners)).rawPayload.equals(first.rawPayload)).toBe(true);

    const voidOne = await inject('GET', voided.owners);
    expect(await textOf(voidOne.rawPayload)).toContain('Tax Invoice — VOID');
    expect((await row(voided.id)).pdf?.equals(voidOne.rawPayload)).toBe(true);
  });

  it('serves one client address one download at a time, eight more in line, and refuses the rest (429); another address is served meanwhile', async () => {
    const bills: Awaited<ReturnType<typeof billed>>[] = [];
    for (let i = 0; i < 12; i++) bills.push(await billed(`Customer ${i}`));
    const other = bills.pop()!;
    // Not drawn yet: each download takes a drawing's time, so all of them are asked while the first is under way.
    await forget([...bills, other].map((b) => b.id));
    const ask = (b: (typeof bills)[number]) => t.app.inject({ url: b.customers, remoteAddress: '203.0.113.7' });
    const [answers, elsewhere] = await Promise.all([Promise.all(bills.map(ask)), t.app.inject({ url: other.customers, remoteAddress: '198.51.100.9' })]);
    expect(elsewhere.statusCode).toBe(200);
    const served = bills.filter((_, i) => answers[i]!.statusCode === 200);
    const refused = bills.filter((_, i) => answers[i]!.statusCode === 429);
    expect(served.length + refused.length).toBe(bills.length);
    expect(served.length).toBeGreaterThanOrEqual(9);
    expect(refused.length).toBeGreaterThan(0);
    for (const [i, a] of answers.entries()) {
      if (a.statusCode === 200) expect((await row(bills[i]!.id)).pdf?.equals(a.rawPayload)).toBe(true);
      else {
        expect(a.json().message).toBe(DOWNLOADS_WAITING);
        expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
        expect((await row(bills[i]!.id)).pdf).toBeNull();
      }
    }
    for (const bill of refused) expect((await ask(bill)).statusCode).toBe(200);
  });

  it('draws one bill at a time for the whole shop with eight waiting, and tells the rest to come back (503)', async () => {
    const bills: Awaited<ReturnType<typeof billed>>[] = [];
    for (let i = 0; i < 12; i++) bills.push(await billed(`Visitor ${i}`));
    await forget(bills.map((b) => b.id));
    const answers = await Promise.all(bills.map((b, i) => t.app.inject({ url: b.customers, remoteAddress: `198.51.100.${i + 10}` })));
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(9);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length + answers.filter((a) => a.statusCode === 200).length).toBe(bills.length);
    for (const a of busy) {
      expect(a.json().message).toBe(DRAWING_BUSY);
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe('names on one line (issue 27, item 6b)', () => {
  // A line break to forge a line, a right-to-left override to turn the text after it around, and an eyelash ra (र + ् + ZWJ).
  const hostile = 'Asha\nTotal ₹0\u202e PAID र्\u200d';
  const folded = 'Asha Total ₹0 PAID र्\u200d';

  it('go into the kept bill, the accountant’s CSV and the UPI link without line breaks or direction overrides, keeping the joiner', async () => {
    await saveBillingSettings(t.app.db, { ...settings, upiName: hostile });
    try {
      const bill = await billed('Asha', { customerName: hostile, address: 'Flat 2\r\nMG Road\u2066' });
      const model = JSON.parse((await row(bill.id)).model) as { customer: { name: string; address: string } };
      expect(model.customer).toMatchObject({ name: folded, address: 'Flat 2 MG Road' });

      const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
      const csv = parse((await inject('GET', `/api/invoices.csv?month=${month}`)).rawPayload, { bom: true }) as string[][];
      expect(csv.find((r) => r[0] === bill.number)?.[2]).toBe(folded);

      const { payment } = (await t.app.inject({ url: `/api/quotes/${bill.token}` })).json();
      const pn = new URLSearchParams(String(payment.upiLink).slice('upi://pay?'.length)).get('pn');
      expect(pn).toBe(folded);
      for (const text of [JSON.stringify(model), csv.flat().join(','), payment.upiLink as string]) expect(text).not.toMatch(/\n|\\n|\u202e|%E2%80%AE/i);
    } finally {
      await saveBillingSettings(t.app.db, settings);
    }
  });
});

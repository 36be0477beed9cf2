import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { TICKET_MESSAGES } from '../../../contract/job-tickets.ts';
import { form, jpeg } from '../../test-support/fixtures.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { owner, setPrintSize } from '../printing/printing.test-support.ts';
import { askQuote, openQuoteShop } from '../quotes/quotes.test-support.ts';

const ORIGIN = 'https://shop.example';
let t: ShopTestApp;
let listing: Listing;

beforeAll(async () => {
  ({ t, listing } = await openQuoteShop({ publicUrl: ORIGIN }));
});
afterAll(() => t?.close());

const put = (id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/quotes/${id}`, headers: { cookie: t.cookie }, payload });
const ticket = (id: string, cookie: string | null = t.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/quotes/${id}/ticket.pdf`, headers: cookie ? { cookie } : {} });
const approve = (token: string, version: number) =>
  t.app.inject({ method: 'POST', url: `/api/quotes/${token}/approve`, payload: { version, confirmed: true, price: '4000' } });

async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
}

/** The first page as pixels, as a printer would see it (poppler at 150 dpi). */
async function firstPage(pdf: Buffer): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ticket-'));
  try {
    await fs.writeFile(path.join(dir, 'ticket.pdf'), pdf);
    await promisify(execFile)('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', path.join(dir, 'ticket.pdf'), path.join(dir, 'page')]);
    const [png] = (await fs.readdir(dir)).filter((n) => n.endsWith('.png'));
    const { data, info } = await sharp(path.join(dir, png!)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** A job priced, sent proof 2 (a picture) and approved by the customer. */
async function approvedJob(name: string, texts: Record<string, string>) {
  const quote = await askQuote(t, listing, name, texts);
  expect((await put(quote.id, { finalPrice: '4000' })).statusCode).toBe(200);
  const proof = await t.app.inject({
    method: 'POST',
    url: `/api/quotes/${quote.id}/proofs`,
    headers: { cookie: t.cookie },
    payload: form({ file: { data: await jpeg(900, 1260, { r: 200, g: 40, b: 40 }), filename: 'proof.jpg' } }),
  });
  expect(proof.statusCode, proof.body).toBe(201);
  expect((await approve(quote.token, 2)).statusCode).toBe(200);
  return quote;
}

describe('GET /api/quotes/{id}/ticket.pdf', () => {
  it('needs a session, knows its jobs, and waits for the customer’s approval', async () => {
    const { id, token } = await askQuote(t, listing, 'Nisha');
    expect((await ticket(id, null)).statusCode).toBe(401);
    expect((await ticket(id, 'sid=ended')).statusCode).toBe(401);
    expect((await ticket('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await ticket('not-an-id')).statusCode).toBe(404);
    expect((await ticket(token)).statusCode).toBe(404);

    for (const step of [() => Promise.resolve(), () => put(id, { finalPrice: '4000' })]) {
      await step();
      const early = await ticket(id);
      expect([early.statusCode, early.json().message]).toEqual([409, TICKET_MESSAGES.notApproved]);
    }
  });

  it('prints the approved job: number, customer, phone, quantity, due date, the approved proof and a QR code opening the job’s screen', async () => {
    const { id } = await approvedJob('श्री क्षितिज', { names: 'राहुल & प्रिया' });
    expect((await put(id, { dueOn: '2031-12-05' })).statusCode).toBe(200);
    const job = (await t.app.inject({ method: 'GET', url: `/api/quotes/${id}`, headers: { cookie: t.cookie } })).json();

    const res = await ticket(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`inline; filename="ticket-${job.orderNumber}.pdf"`);

    const pdf = res.rawPayload;
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    expect(doc.numPages).toBe(1);
    const page = await doc.getPage(1);
    const [, , width, height] = page.view;
    // A4 portrait, in points.
    expect([Math.round(width!), Math.round(height!)]).toEqual([595, 842]);

    const text = await textOf(pdf);
    for (const part of [job.orderNumber, 'श्री क्षितिज', '98220 12345', 'Quantity 200', 'Due 5 Dec 2031', 'राहुल & प्रिया', 'Proof 2, approved ']) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/Proof 2, approved \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) IST/);
    // No print size on the item yet: no layout to print.
    expect(text).toContain('Sheet — Sheets — Pieces a sheet — Sides —');
    // The proof is on the page as a picture.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);

    const pixels = await firstPage(pdf);
    const code = jsQR(pixels.data, pixels.width, pixels.height);
    expect(code?.data).toBe(`${ORIGIN}/admin/orders/${id}`);
  });

  it('says when there is no due date, and prints a job approved on the drawn design with its preview', async () => {
    const { id, token } = await askQuote(t, listing, 'Meera', { names: 'Meera & Arjun' });
    expect((await put(id, { finalPrice: '4000' })).statusCode).toBe(200);
    expect((await approve(token, 1)).statusCode).toBe(200);
    const res = await ticket(id);
    expect(res.statusCode, res.body).toBe(200);
    const text = await textOf(res.rawPayload);
    expect(text).toContain('No due date');
    expect(text).toContain('Proof 1, approved ');
    expect(text).toContain('Meera & Arjun');
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('prints the sheet, the sheets, the pieces a sheet and the sides from the job’s layout, on the sheet asked for', async () => {
    await setPrintSize(t, listing, { widthMm: 89, heightMm: 51, bleedMm: 3, sides: 2 });
    const { id } = await approvedJob('Rohan', { names: 'Rohan' });
    for (const sheet of [undefined, 'SRA3']) {
      const query = sheet ? `?sheet=${sheet}` : '';
      const layout = (await owner(t, `/api/quotes/${id}/imposition${query}`)).json();
      const res = await t.app.inject({ method: 'GET', url: `/api/quotes/${id}/ticket.pdf${query}`, headers: { cookie: t.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const text = await textOf(res.rawPayload);
      expect(text).toContain(`Sheet ${sheet ?? layout.sheet.name} Sheets ${layout.sheets} Pieces a sheet ${layout.perSheet} Sides 2 (both sides)`);
    }
    const unknown = await t.app.inject({ method: 'GET', url: `/api/quotes/${id}/ticket.pdf?sheet=Nope`, headers: { cookie: t.cookie } });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, expect.stringContaining('No sheet is named “Nope”')]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { RECORD_TEXTS_EN, RECORD_TEXTS_HI } from '../../../contract/quote-record-texts.ts';
import { form, png } from '../../test-support/fixtures.ts';
import { zipOf } from '../../test-support/zip.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { createSiteConfig } from '../site-config/site-config.repository.ts';
import { askForCards, csvPart, openIdCardShop } from './quote-records.test-support.ts';

let t: ShopTestApp;
let listingId: string;

beforeAll(async () => {
  ({ t, listingId } = await openIdCardShop(540, 856));
  await createSiteConfig(t.app.db, { name: 'Shree Printers', email: 'shop@example.com', phone: '98220 12345', address: 'Pune' });
});
afterAll(() => t.close());

const newQuote = (lang: 'en' | 'hi' = 'en') => askForCards(t, listingId, lang);
const csv = csvPart;
const upload = async (who: string, rows: string[][], opts: { cookie?: string; photos?: Buffer } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/quotes/${who}/records`,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    payload: form({ sheet: csv(rows), ...(opts.photos ? { photos: { data: opts.photos, filename: 'photos.zip', type: 'application/zip' } } : {}) }),
  });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const price = (id: string) => t.app.inject({ method: 'PUT', url: `/api/quotes/${id}`, headers: { cookie: t.cookie }, payload: { finalPrice: '1000' } });
const approve = (token: string, version: number) =>
  t.app.inject({ method: 'POST', url: `/api/quotes/${token}/approve`, payload: { version, confirmed: true, price: '1000' } });

async function pdfOf(body: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(body));
  return { pages: doc.numPages, text: (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ') };
}

const HEADER = ['Name', 'Class', 'Photo'];
const THREE = [
  HEADER,
  ['Asha Patil', '5 B', 'asha'],
  ['क्षमा त्रिपाठी', '5 B', 'kshama'],
  ['A name far too long to fit on any card even shrunk to seventy percent', '5 B', ''],
];

describe('GET /api/quotes/{id|token}/records', () => {
  it('answers the rows and their problems: the customer in their page’s language, the owner in English; never kept', async () => {
    const { id, token } = await newQuote('hi');
    const sent = await upload(token, THREE, { photos: zipOf([{ name: 'asha.png', data: await png(300, 400) }]) });
    expect(sent.statusCode, sent.body).toBe(200);
    const mine = await get(`/api/quotes/${token}/records`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['cache-control']).toContain('no-store');
    const rows = mine.json();
    expect(rows.version).toBe(2);
    expect(rows.zones[0]).toEqual({ key: 'name', label: 'नाम', lang: 'hi', photo: false, required: true });
    expect(rows.zones.at(-1)).toEqual({ key: 'photo', label: 'फ़ोटो', lang: 'hi', photo: true, required: true });
    expect(rows.rows).toEqual([
      { row: 2, values: { name: 'Asha Patil', class: '5 B', photo: 'asha' }, photo: true },
      { row: 3, values: { name: 'क्षमा त्रिपाठी', class: '5 B', photo: 'kshama' }, photo: false },
      { row: 4, values: expect.objectContaining({ class: '5 B', photo: '' }), photo: false },
    ]);
    expect(rows.problems).toEqual([
      { row: 3, field: 'photo', problem: RECORD_TEXTS_HI.photoMissing('kshama') },
      { row: 4, field: 'name', problem: RECORD_TEXTS_HI.tooLong('नाम') },
      { row: 4, field: 'photo', problem: RECORD_TEXTS_HI.empty('फ़ोटो') },
    ]);
    const owners = await get(`/api/quotes/${id}/records`, t.cookie);
    expect(owners.statusCode).toBe(200);
    expect(owners.json().problems.map((p: { problem: string }) => p.problem)).toEqual([
      RECORD_TEXTS_EN.photoMissing('kshama'),
      RECORD_TEXTS_EN.tooLong('Name'),
      RECORD_TEXTS_EN.empty('Photo'),
    ]);
  });

  it('needs the owner’s session or the quote’s own token: another job’s token reads only its own (no) rows', async () => {
    const a = await newQuote();
    expect((await upload(a.id, THREE, { cookie: t.cookie })).statusCode).toBe(200);
    const b = await newQuote();
    expect((await get(`/api/quotes/${a.id}/records`)).statusCode).toBe(401);
    expect((await get(`/api/quotes/${'0'.repeat(32)}/records`)).statusCode).toBe(404);
    expect((await get(`/api/quotes/${b.token}/records`)).json()).toEqual({ zones: expect.any(Array), version: null, rows: [], problems: [] });
    expect((await get(`/api/quotes/${b.token}/records/proof.pdf`)).statusCode).toBe(404);
  });
});

describe('GET /api/quotes/{id|token}/records/proof.pdf', () => {
  it('draws every card with its names as real text, ten to an A4 page, watermarked, never kept', async () => {
    const { id, token } = await newQuote();
    const names = Array.from({ length: 12 }, (_, i) => (i % 2 ? `क्षमा श्री ${i}` : `Student ${i}`));
    const photo = await png(300, 400);
    const sent = await upload(token, [HEADER, ...names.map((n, i) => [n, '5 B', `p${i}`])], {
      photos: zipOf(names.map((_, i) => ({ name: `p${i}.png`, data: photo }))),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await get(`/api/quotes/${token}/records/proof.pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toContain('no-store');
    const { pages, text } = await pdfOf(res.rawPayload);
    expect(pages).toBe(2);
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain('Row 13');
    expect(text).toContain('Shree Printers');
    const owners = await get(`/api/quotes/${id}/records/proof.pdf`, t.cookie);
    expect(owners.statusCode).toBe(200);
    expect((await get(`/api/quotes/${id}/records/proof.pdf`)).statusCode).toBe(401);
    expect((await get(`/api/quotes/${'f'.repeat(32)}/records/proof.pdf`)).statusCode).toBe(404);
  });
});

describe('approving the names', () => {
  it('makes the upload the next proof, approved by its version only; then the rows are frozen for both', async () => {
    const { id, token } = await newQuote('hi');
    expect((await price(id)).statusCode).toBe(200);
    const sent = await upload(token, THREE.slice(0, 3));
    expect(sent.json().version).toBe(2);
    const quote = (await get(`/api/quotes/${token}`)).json();
    expect(quote.stage).toBe('proof_sent');
    expect(quote.proofs.map((p: { version: number }) => p.version)).toEqual([1, 2]);
    const stale = await approve(token, 1);
    expect([stale.statusCode, stale.json().message]).toEqual([409, 'Only the newest proof (proof 2) can be answered. Please look at proof 2.']);
    expect((await approve(token, 2)).statusCode).toBe(200);
    const again = await upload(token, THREE.slice(0, 2));
    expect([again.statusCode, again.json().message]).toEqual([409, RECORD_TEXTS_HI.approved]);
    const owners = await upload(id, THREE.slice(0, 2), { cookie: t.cookie });
    expect([owners.statusCode, owners.json().message]).toEqual([409, RECORD_TEXTS_EN.approved]);
    expect((await get(`/api/quotes/${token}/records`)).json().rows).toHaveLength(2);
    // The owner reopens the job the usual way: a new list is taken again, as the next proof.
    const reopened = await t.app.inject({
      method: 'PUT',
      url: `/api/quotes/${id}`,
      headers: { cookie: t.cookie },
      payload: { stage: 'changes_requested', reason: 'A name was misspelt' },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const fixed = await upload(id, THREE.slice(0, 2), { cookie: t.cookie });
    expect([fixed.statusCode, fixed.json().version]).toEqual([200, 3]);
    expect((await get(`/api/quotes/${token}`)).json().stage).toBe('proof_sent');
  });

  it('carries the rows into the owner’s next proof, which the customer then approves', async () => {
    const { id, token } = await newQuote();
    expect((await price(id)).statusCode).toBe(200);
    expect((await upload(token, THREE.slice(0, 3))).json().version).toBe(2);
    const proof = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${id}/proofs`,
      headers: { cookie: t.cookie },
      payload: form({ file: { data: await png(400, 300), filename: 'proof.png', type: 'image/png' } }),
    });
    expect(proof.statusCode, proof.body).toBe(201);
    expect((await get(`/api/quotes/${token}/records`)).json().version).toBe(3);
    expect((await approve(token, 3)).statusCode).toBe(200);
  });
});

import fs from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { APPROVAL_WORDING } from '../../../contract/proof-texts.ts';
import { privateDirOf } from '../../media/private-store.ts';
import { form, jpeg, png } from '../../test-support/fixtures.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { openQuoteShop, quoteCalls } from './quotes.test-support.ts';

let t: ShopTestApp;
let listing: Listing;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
});
afterAll(() => t?.close());

const { newQuote, put, page } = quoteCalls(() => ({ t, listing }));
const upload = async (id: string, fields: Record<string, Parameters<typeof form>[0][string]> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/quotes/${id}/proofs`,
    headers: { cookie: t.cookie },
    payload: form({ file: { data: await jpeg(1200, 1700, { r: 250, g: 250, b: 250 }), filename: 'proof.jpg' }, ...fields }),
  });
const changes = (token: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/quotes/${token}/changes`, payload: payload as object });
const approve = (token: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/quotes/${token}/approve`, payload: payload as object });
const steps = (timeline: { stage: string; note?: string }[]) => timeline.map((s) => (s.note ? `${s.stage}: ${s.note}` : s.stage));
const privateFiles = async () => (await fs.readdir(privateDirOf(t.config.mediaDir)).catch(() => [] as string[])).filter((n) => !n.startsWith('.')).sort();

describe('proof rounds', () => {
  it('numbers proofs from the drawn preview, answers only the newest, records the approval once and locks the price', async () => {
    const { id, token } = await newQuote({ names: 'राहुल ❤ प्रिया' });
    const fresh = await page(token);
    expect(fresh.proofs).toEqual([expect.objectContaining({ version: 1, url: fresh.previewUrl, status: 'pending', comments: [], approval: null })]);
    expect((await approve(token, { version: 1, confirmed: true, price: '4000' })).statusCode).toBe(409);
    expect((await put(id, { finalPrice: '4000' })).statusCode).toBe(200);

    const pinned = await changes(token, { version: 1, comment: 'तारीख़ 12 दिसंबर करें <b>please</b>', pin: { x: 0.25, y: 0.75 } });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(pinned.json().quote.stage).toBe('changes_requested');
    expect(pinned.json().quote.proofs[0]).toMatchObject({
      status: 'changes',
      comments: [{ comment: 'तारीख़ 12 दिसंबर करें <b>please</b>', pin: { x: 0.25, y: 0.75 } }],
    });

    const v2 = await upload(id, { note: 'Date changed', attachment: { data: PDF, filename: 'proof.pdf', type: 'application/pdf' } });
    expect(v2.statusCode, v2.body).toBe(201);
    const owners = v2.json();
    expect(owners.stage).toBe('proof_sent');
    expect(owners.proofs.map((p: { version: number; status: string }) => [p.version, p.status])).toEqual([
      [1, 'changes'],
      [2, 'pending'],
    ]);
    const proof = owners.proofs[1];
    expect(proof).toMatchObject({ url: `/api/quotes/${token}/proofs/2`, attachmentUrl: `/api/quotes/${token}/proofs/2/attachment`, note: 'Date changed' });

    const image = await t.app.inject({ method: 'GET', url: proof.url });
    expect([image.statusCode, image.headers['content-type'], image.headers['cache-control']]).toEqual([200, 'image/webp', 'no-store']);
    const { width, height } = await sharp(image.rawPayload).metadata();
    expect([width, height]).toEqual([1129, 1600]);
    // Watermarked: a white proof comes back with the mark's halo in the middle.
    const { data } = await sharp(image.rawPayload).extract({ left: 0, top: 700, width: 1129, height: 200 }).raw().toBuffer({ resolveWithObject: true });
    expect(data.reduce((m, v) => Math.min(m, v), 255)).toBeLessThan(235);
    const pdf = await t.app.inject({ method: 'GET', url: proof.attachmentUrl });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.headers['content-disposition'], pdf.headers['cache-control']]).toEqual([
      200,
      'application/pdf',
      'attachment; filename="proof-2.pdf"',
      'no-store',
    ]);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    const older = await approve(token, { version: 1, confirmed: true, price: '4000' });
    expect([older.statusCode, older.json().message]).toEqual([409, 'Only the newest proof (proof 2) can be answered. Please look at proof 2.']);
    expect((await changes(token, { version: 1, comment: 'again' })).statusCode).toBe(409);
    const unticked = await approve(token, { version: 2, confirmed: false, price: '4000' });
    expect([unticked.statusCode, unticked.json().message]).toEqual([400, `Please tick the box: ${APPROVAL_WORDING}.`]);
    expect((await approve(token, { version: 2 })).statusCode).toBe(400);

    const approved = await approve(token, { version: 2, confirmed: true, price: '4000' });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = approved.json().quote;
    expect(after.stage).toBe('approved');
    expect(after.proofs[1]).toMatchObject({ status: 'approved', approval: { version: 2, price: '4000', wording: APPROVAL_WORDING } });
    expect(after.proofs[1].approval.at).toBe(after.approvedAt);
    // A second tap changes nothing.
    const again = await approve(token, { version: 2, confirmed: true, price: '4000' });
    expect([again.statusCode, again.json().quote.approvedAt]).toEqual([200, after.approvedAt]);

    const late = await upload(id);
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'The customer has approved a proof: no new proof can be sent unless the job is reopened (move it back to Changes requested).',
    ]);
    const repriced = await put(id, { finalPrice: '4500' });
    expect([repriced.statusCode, repriced.json().message]).toEqual([
      409,
      'The customer approved this price. To change it, reopen the job first: move it back to Changes requested, with a reason.',
    ]);
    expect((await put(id, { finalPrice: '4000', note: 'Same price' })).statusCode).toBe(200);
    expect((await page(token)).finalPrice).toBe('4000');

    expect((await put(id, { stage: 'changes_requested' })).statusCode).toBe(400);
    const reopened = await put(id, { stage: 'changes_requested', reason: 'Customer called: the venue changed', finalPrice: '4500' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ stage: 'changes_requested', approvedAt: null, finalPrice: '4500' });
    expect((await upload(id)).statusCode).toBe(201);
    const final = await approve(token, { version: 3, confirmed: true, price: '4500' });
    expect(final.statusCode, final.body).toBe(200);
    const done = final.json().quote;
    expect(done.proofs.map((p: { status: string; approval: { price: string } | null }) => [p.status, p.approval?.price ?? null])).toEqual([
      ['changes', null],
      ['approved', '4000'],
      ['approved', '4500'],
    ]);
    expect(steps(done.timeline)).toEqual([
      'new',
      'quoted',
      'changes_requested: Proof 1',
      'proof_sent: Proof 2',
      'approved: Proof 2 approved',
      'changes_requested: Customer called: the venue changed',
      'proof_sent: Proof 3',
      'approved: Proof 3 approved',
    ]);
    const audit = await t.app.inject({ method: 'GET', url: '/api/audit?entity=proof', headers: { cookie: t.cookie } });
    expect(audit.json().result.map((e: { changes: { version?: { after: number } } }) => e.changes.version?.after)).toEqual([3, 2]);
  });

  it('names a proof in the activity log by its order number', async () => {
    const { id, token } = await newQuote();
    expect((await put(id, { finalPrice: '2500' })).statusCode).toBe(200);
    expect((await upload(id)).statusCode).toBe(201);
    const [entry] = (await t.app.inject({ method: 'GET', url: '/api/audit?entity=proof&limit=1', headers: { cookie: t.cookie } })).json().result;
    expect(entry.label).toBe(`${(await page(token)).orderNumber} · ${listing.title}`);
  });

  it('needs a final price before approval, and the owner must price before sending a proof', async () => {
    const { id, token } = await newQuote();
    expect((await upload(id)).statusCode).toBe(409);
    expect((await put(id, { stage: 'quoted' })).statusCode).toBe(200);
    const unpriced = await approve(token, { version: 1, confirmed: true, price: '3000' });
    expect([unpriced.statusCode, unpriced.json().message]).toEqual([409, 'The shop has not answered this quote yet.']);
    expect((await page(token)).stage).toBe('quoted');
  });

  it('gives two proofs uploaded at once consecutive versions', async () => {
    const { id, token } = await newQuote();
    await put(id, { finalPrice: '3000' });
    const [a, b, c] = await Promise.all([upload(id), upload(id), upload(id)]);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    const proofs = (await page(token)).proofs;
    expect(proofs.map((p: { version: number }) => p.version)).toEqual([1, 2, 3, 4]);
    expect(new Set(proofs.slice(1).map((p: { url: string }) => p.url)).size).toBe(3);
  });

  it('refuses hostile, empty, over-long and mispinned comments with a 400 and keeps hostile text as text', async () => {
    const { id, token } = await newQuote();
    await put(id, { finalPrice: '3000' });
    const bad = [
      { version: 1, comment: '   ' },
      { version: 1, comment: 'x'.repeat(1001) },
      { version: 1, comment: 'a\u0000b' },
      { version: 1, comment: 'ok', pin: { x: 1.2, y: 0.5 } },
      { version: 1, comment: 'ok', pin: { x: '0.5', y: 0.5 } },
      { version: 'one', comment: 'ok' },
    ];
    for (const payload of bad) expect((await changes(token, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    const hostile = `"><img src=x onerror=alert(1)>' OR 1=1; -- श्री ${'क्ष'.repeat(300)}`.slice(0, 1000);
    const ok = await changes(token, { version: 1, comment: hostile });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().quote.proofs[0].comments).toEqual([expect.objectContaining({ comment: hostile, pin: null })]);
  });

  it('refuses files that are not what they say, too large, or a PDF that is not one, and keeps none of them', async () => {
    const { id } = await newQuote();
    await put(id, { finalPrice: '3000' });
    const before = await privateFiles();
    const post = (payload: FormData) => t.app.inject({ method: 'POST', url: `/api/quotes/${id}/proofs`, headers: { cookie: t.cookie }, payload });
    expect((await post(form({ file: { data: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'proof.jpg' } }))).statusCode).toBe(415);
    const huge = Buffer.concat([await jpeg(100, 100), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await post(form({ file: { data: huge, filename: 'big.jpg' } }));
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, 'Each file must be at most 10 MB.']);
    const fakePdf = await post(
      form({
        file: { data: await png(), filename: 'p.png', type: 'image/png' },
        attachment: { data: Buffer.from('<html>'), filename: 'a.pdf', type: 'application/pdf' },
      }),
    );
    expect([fakePdf.statusCode, fakePdf.json().message]).toEqual([415, 'The attachment must be a PDF file.']);
    expect((await post(form({ note: 'no file' }))).statusCode).toBe(400);
    expect(await privateFiles()).toEqual(before);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/quotes/${id}/proofs`, payload: form({ file: { data: await png(), filename: 'p.png' } }) })).statusCode,
    ).toBe(401);
  });
});

describe("the customer's files, and who reaches what", () => {
  it('takes ten images, refuses the eleventh, and serves them only to their own token, no-store', async () => {
    const mine = await newQuote();
    const theirs = await newQuote();
    await put(theirs.id, { finalPrice: '3000' });
    expect((await upload(theirs.id)).statusCode).toBe(201);
    const attach = async (token: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/quotes/${token}/files`,
        payload: form({ file: { data: await jpeg(300, 200, { r: i * 20, g: 10, b: 10 }), filename: `logo ${i}.jpg` } }),
      });
    for (let i = 0; i < 9; i++) expect((await attach(mine.token, i)).statusCode).toBe(201);
    // The tenth and eleventh at once: exactly one gets the last place.
    const codes = (await Promise.all([attach(mine.token, 9), attach(mine.token, 10)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    const files = (await page(mine.token)).files;
    expect(files).toHaveLength(10);
    expect(files[0]).toMatchObject({ name: 'logo 0.jpg', url: `/api/quotes/${mine.token}/files/${files[0].id}` });
    const owners = (await t.app.inject({ method: 'GET', url: '/api/quotes', headers: { cookie: t.cookie } })).json().result;
    expect(owners.find((q: { _id: string }) => q._id === mine.id).files).toHaveLength(10);

    const got = await t.app.inject({ method: 'GET', url: files[0].url });
    expect([got.statusCode, got.headers['content-type'], got.headers['cache-control']]).toEqual([200, 'image/webp', 'no-store']);
    // Another quote's token never opens these files, nor its own proofs under another quote's number.
    expect((await t.app.inject({ method: 'GET', url: `/api/quotes/${theirs.token}/files/${files[0].id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/quotes/${mine.token}/proofs/2` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/quotes/${theirs.token}/proofs/2` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/quotes/${'0'.repeat(32)}/proofs/2` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/quotes/${theirs.token}/proofs/2/attachment` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/quotes/${'0'.repeat(32)}/files`, payload: form({ file: { data: await jpeg(), filename: 'x.jpg' } }) }))
        .statusCode,
    ).toBe(404);
    const notImage = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${theirs.token}/files`,
      payload: form({ file: { data: Buffer.from('GIF89a fake'), filename: 'x.jpg' } }),
    });
    expect(notImage.statusCode).toBe(415);
  });
});

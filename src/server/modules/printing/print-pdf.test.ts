import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { form, jpeg } from '../../test-support/fixtures.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { openQuoteShop } from '../quotes/quotes.test-support.ts';
import { PRINT_BUSY } from './printing.service.ts';
import { SENT_PDF_UNREADABLE } from './sent-pdf-piece.ts';
import { approve, boxesOf, owner, points, pricedQuote, setPrintSize, textOf } from './printing.test-support.ts';

let t: ShopTestApp;
let listing: Listing;
beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
  // A 5×7 in card: 127 × 178 mm with 3 mm bleed.
  listing = await setPrintSize(t, listing, { widthMm: 127, heightMm: 178, bleedMm: 3, sides: 1 });
});
afterAll(() => t?.close());

// Conjuncts, a reph and an eyelash ra (र + ् + ZWJ, as Marathi writes Karad).
const NAMES = 'श्री क्षितिज वर्मा, कर्‍हाड';

/** The owner's proof (a picture, and a PDF when given), sent as version 2. */
async function sendProof(id: string, pdf?: Buffer) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/quotes/${id}/proofs`,
    headers: { cookie: t.cookie },
    payload: form({
      file: { data: await jpeg(800, 1100, { r: 250, g: 250, b: 250 }), filename: 'proof.jpg' },
      ...(pdf ? { attachment: { data: pdf, filename: 'proof.pdf', type: 'application/pdf' } } : {}),
    }),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
}

/** A designer's PDF at the trimmed size of a 5×7 card, with real text. */
async function designersPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([points(127), points(178)]);
  page.drawText('Designed in CorelDRAW', { x: 20, y: 200, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

describe('the print file', () => {
  it('is refused before approval with the reason, and without a session', async () => {
    const { id } = await pricedQuote(t, listing, { names: NAMES });
    const early = await owner(t, `/api/quotes/${id}/print.pdf`);
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      'The customer has not approved a proof of this job yet: the print file is made from the approved version.',
    ]);
    expect((await owner(t, `/api/quotes/${id}/print.pdf`, '')).statusCode).toBe(401);
  });

  it('of the drawn design: the boxes of trim, bleed and marks, and the customer’s Devanagari as real text', async () => {
    const { id, token } = await pricedQuote(t, listing, { names: NAMES });
    await approve(t, token);
    const res = await owner(t, `/api/quotes/${id}/print.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect([res.headers['content-type'], res.headers['cache-control']]).toEqual(['application/pdf', 'no-store']);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ORD-\d{4}-\d{2}-\d{4}-print\.pdf"$/);
    // MediaBox: trim + 2 × (3 mm bleed + 10 mm for the marks); BleedBox: trim + bleed; TrimBox: the card.
    expect(await boxesOf(res.rawPayload)).toEqual({
      pages: 1,
      media: [0, 0, points(127 + 26), points(178 + 26)],
      bleed: [points(10), points(10), points(133), points(184)],
      trim: [points(13), points(13), points(127), points(178)],
    });
    const text = await textOf(res.rawPayload);
    expect(text).toContain(NAMES);
    expect(text).toContain('क्ष');
    expect(text).toContain('श्री');
    expect(text).toContain('कर्‍हाड');
    // The font embedded (a subset, its name tagged) rather than named.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/FontFile2/);
    expect(res.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
  });

  it('of a two-sided card needs a picture for the back', async () => {
    listing = await setPrintSize(t, listing, { widthMm: 127, heightMm: 178, sides: 2 });
    const { id, token } = await pricedQuote(t, listing, { names: NAMES });
    await approve(t, token);
    const res = await owner(t, `/api/quotes/${id}/print.pdf`);
    expect([res.statusCode, res.json().message]).toEqual([409, 'A two-sided print needs a second picture on the item for the back.']);
    listing = await setPrintSize(t, listing, { widthMm: 127, heightMm: 178, sides: 1 });
  });

  it('of a proof the owner sent with a PDF: its first page, placed on the trim, its text still text', async () => {
    const { id, token } = await pricedQuote(t, listing, { names: NAMES });
    await sendProof(id, await designersPdf());
    await approve(t, token, 2);
    const res = await owner(t, `/api/quotes/${id}/print.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await boxesOf(res.rawPayload)).toMatchObject({ pages: 1, trim: [points(13), points(13), points(127), points(178)] });
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Designed in CorelDRAW');
    expect(text).not.toContain(NAMES);
  });

  it('of a PDF that cannot be read is refused with the reason', async () => {
    const empty = await PDFDocument.create();
    empty.addPage([points(127), points(178)]);
    const { id, token } = await pricedQuote(t, listing, { names: NAMES });
    await sendProof(id, Buffer.from(await empty.save()));
    await approve(t, token, 2);
    const res = await owner(t, `/api/quotes/${id}/print.pdf`);
    expect([res.statusCode, res.json().message]).toEqual([409, SENT_PDF_UNREADABLE]);
  });

  it('of a proof sent as a picture only is refused with the reason', async () => {
    const { id, token } = await pricedQuote(t, listing, { names: NAMES });
    await sendProof(id);
    await approve(t, token, 2);
    const res = await owner(t, `/api/quotes/${id}/print.pdf`);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'The approved proof 2 is a picture without a PDF: a print file is made from the shop’s drawn design or from a proof sent with its PDF.',
    ]);
  });
});

describe('twenty print files asked at once', () => {
  it('are drawn in the shop’s one line of drawings; those beyond it are told to come back, and the shop answers meanwhile', async () => {
    const jobs: string[] = [];
    for (let i = 0; i < 20; i++) {
      const { id, token } = await pricedQuote(t, listing, { names: `${NAMES} ${i}` });
      await approve(t, token);
      jobs.push(id);
    }
    const started = Date.now();
    const asked = jobs.map((id) => owner(t, `/api/quotes/${id}/print.pdf`));
    const page = await t.app.inject({ url: '/api/listings' });
    const pageMs = Date.now() - started;
    const answers = await Promise.all(asked);
    expect(page.statusCode).toBe(200);
    expect(pageMs).toBeLessThan(1000);
    const done = answers.filter((a) => a.statusCode === 200);
    const busy = answers.filter((a) => a.statusCode !== 200);
    // One drawing and eight waiting at most at any moment: at least nine are drawn.
    expect(done.length).toBeGreaterThanOrEqual(9);
    for (const a of busy) expect([a.statusCode, a.json().message, a.headers['retry-after']]).toEqual([503, PRINT_BUSY, '3']);
  });
});

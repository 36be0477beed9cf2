import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { jpeg } from '../../test-support/fixtures.ts';
import { putListing, type ShopTestApp } from '../listings/listings.test-support.ts';
import { openQuoteShop } from '../quotes/quotes.test-support.ts';
import { approve, boxesOf, owner, points, pricedQuote, setPrintSize, textOf } from './printing.test-support.ts';

let t: ShopTestApp;
let listing: Listing;
beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
});
afterAll(() => t?.close());

const VISITING = { widthMm: 89, heightMm: 51, bleedMm: 3, sides: 1 };

describe('a job laid out on a sheet', () => {
  it('is refused with a reason while the item has no print size', async () => {
    const { id } = await pricedQuote(t, listing, { names: 'Asha' });
    const res = await owner(t, `/api/quotes/${id}/imposition?sheet=SRA3`);
    expect([res.statusCode, res.json().message]).toEqual([409, 'Set the print size of “Royal Invite” first (the listing form, Print size).']);
  });

  it('puts 21 visiting cards on SRA3 and counts the sheets with the wastage, before approval too', async () => {
    listing = await setPrintSize(t, listing, VISITING);
    const { id } = await pricedQuote(t, listing, { names: 'Asha' }, 500);
    const res = await owner(t, `/api/quotes/${id}/imposition?sheet=sra3`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // 500 ÷ 21 → 24 sheets, + 5 % → 25.2 → 26.
    expect(res.json()).toEqual({
      sheet: { name: 'SRA3', widthMm: 320, heightMm: 450 },
      piece: { widthMm: 89, heightMm: 51, bleedMm: 3 },
      across: 3,
      down: 7,
      rotated: false,
      perSheet: 21,
      sheets: 26,
    });
    // No sheet named: the first of the settings (A4).
    expect((await owner(t, `/api/quotes/${id}/imposition`)).json()).toMatchObject({ sheet: { name: 'A4' }, perSheet: 10 });
  });

  it('puts four 5×7 in cards on SRA3, and refuses a sheet too small or unknown', async () => {
    listing = await setPrintSize(t, listing, { widthMm: 127, heightMm: 178 });
    const { id } = await pricedQuote(t, listing, { names: 'Asha' }, 400);
    expect((await owner(t, `/api/quotes/${id}/imposition?sheet=SRA3`)).json()).toMatchObject({ across: 2, down: 2, perSheet: 4, sheets: 105 });
    listing = await setPrintSize(t, listing, { widthMm: 297, heightMm: 420 });
    const big = await owner(t, `/api/quotes/${id}/imposition?sheet=A4`);
    expect([big.statusCode, big.json().message]).toEqual([
      409,
      'The piece (297 × 420 mm with 3 mm bleed) does not fit on A4 (210 × 297 mm) inside its 5 mm margins. Choose a larger sheet.',
    ]);
    const unknown = await owner(t, `/api/quotes/${id}/imposition?sheet=B2`);
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'No sheet is named “B2”. The sheets are: A4, A3, SRA3, 12×18 in, 13×19 in.']);
    expect((await owner(t, `/api/quotes/${id}/imposition?sheet=A4&sheet=A3`)).statusCode).toBe(400);
    expect((await owner(t, `/api/quotes/not-an-id/imposition`)).statusCode).toBe(404);
    expect((await owner(t, `/api/quotes/${id}/imposition`, '')).statusCode).toBe(401);
  });

  it('gives the imposed sheet as a PDF once approved: the sheet’s size, the pieces, the order number and the sheet in the margin', async () => {
    listing = await setPrintSize(t, listing, VISITING);
    const { id, token } = await pricedQuote(t, listing, { names: 'श्री क्षितिज' }, 500);
    const early = await owner(t, `/api/quotes/${id}/imposition.pdf?sheet=SRA3`);
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      'The customer has not approved a proof of this job yet: the print file is made from the approved version.',
    ]);
    await approve(t, token);
    const res = await owner(t, `/api/quotes/${id}/imposition.pdf?sheet=SRA3`);
    expect(res.statusCode, res.body).toBe(200);
    expect([res.headers['content-type'], res.headers['cache-control']]).toEqual(['application/pdf', 'no-store']);
    const { orderNumber } = (await owner(t, `/api/quotes/${id}`)).json();
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${orderNumber}-sheet.pdf"`);
    const boxes = await boxesOf(res.rawPayload);
    expect([boxes.pages, boxes.media]).toEqual([1, [0, 0, points(320), points(450)]]);
    const text = await textOf(res.rawPayload);
    expect(text).toContain(orderNumber);
    expect(text).toContain('SRA3 (320 × 450 mm)');
    expect(text).toContain('3 × 7 = 21 a sheet');
    // Each of the 21 pieces carries the customer's text as text.
    expect(text.split('श्री क्षितिज').length - 1).toBe(21);
  });
});

describe('a two-sided job', () => {
  it('prints the back from the item’s second picture, and imposes the backs on a second page', async () => {
    const res = await putListing(t, t.cookie, listing._id, {
      existingImages: JSON.stringify(listing.images),
      images: { data: await jpeg(900, 600, { r: 20, g: 40, b: 90 }), filename: 'back.jpg', type: 'image/jpeg' },
      print: JSON.stringify({ ...VISITING, sides: 2 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    listing = res.json();
    expect(listing.images).toHaveLength(2);
    const { id, token } = await pricedQuote(t, listing, { names: 'Asha' }, 500);
    await approve(t, token);
    const print = await owner(t, `/api/quotes/${id}/print.pdf`);
    expect(print.statusCode, print.body).toBe(200);
    expect((await boxesOf(print.rawPayload, 1)).trim).toEqual([points(13), points(13), points(89), points(51)]);
    const sheet = await owner(t, `/api/quotes/${id}/imposition.pdf?sheet=SRA3`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    const boxes = await boxesOf(sheet.rawPayload);
    expect(boxes.pages).toBe(2);
    const text = await textOf(sheet.rawPayload);
    expect(text).toContain('front');
    expect(text).toContain('back');
    // The names are on the front only.
    expect(text.split('Asha').length - 1).toBe(21);
  });
});

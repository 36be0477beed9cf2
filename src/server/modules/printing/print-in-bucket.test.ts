import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, jpeg } from '../../test-support/fixtures.ts';
import { startS3Server, type TestS3Server } from '../../test-support/s3-server.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { openQuoteShop } from '../quotes/quotes.test-support.ts';
import { approve, boxesOf, owner, points, pricedQuote, setPrintSize, textOf } from './printing.test-support.ts';

let s3: TestS3Server;
let t: ShopTestApp;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await t?.close();
  await s3.dispose();
});

describe('print files with the pictures in a bucket', () => {
  it('draw the master picture and read the sent PDF from the bucket', async () => {
    const shop = await openQuoteShop({ mediaBucket: await s3.bucket() });
    t = shop.t;
    const listing = await setPrintSize(t, shop.listing, { widthMm: 89, heightMm: 51, bleedMm: 3, sides: 1 });
    expect(await t.app.media.store.read(listing.images[0]!.slice('/media/'.length))).toBeDefined();

    const drawn = await pricedQuote(t, listing, { names: 'श्री गणेश' });
    await approve(t, drawn.token);
    const print = await owner(t, `/api/quotes/${drawn.id}/print.pdf`);
    expect(print.statusCode, print.body).toBe(200);
    expect((await boxesOf(print.rawPayload)).trim).toEqual([points(13), points(13), points(89), points(51)]);
    expect(await textOf(print.rawPayload)).toContain('श्री गणेश');

    // The owner's PDF proof at the size with bleed, kept in the bucket's private part.
    const sent = await PDFDocument.create();
    sent.addPage([points(95), points(57)]).drawRectangle({ x: 10, y: 10, width: 100, height: 50 });
    const { id, token } = await pricedQuote(t, listing, { names: 'Asha' });
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${id}/proofs`,
      headers: { cookie: t.cookie },
      payload: form({
        file: { data: await jpeg(600, 400, { r: 250, g: 250, b: 250 }), filename: 'proof.jpg' },
        attachment: { data: Buffer.from(await sent.save()), filename: 'proof.pdf', type: 'application/pdf' },
      }),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(t.app.privateFiles.where).toMatch(/^s3:\/\//);
    await approve(t, token, 2);
    const sheet = await owner(t, `/api/quotes/${id}/imposition.pdf?sheet=SRA3`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect((await boxesOf(sheet.rawPayload)).media).toEqual([0, 0, points(320), points(450)]);
  });
});

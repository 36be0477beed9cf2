import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from '../../test-support/fixtures.ts';
import { startS3Server, type TestS3Server } from '../../test-support/s3-server.ts';
import { openShop, type ShopTestApp } from '../listings/listings.test-support.ts';
import { ID_CARD_ZONES } from '../quote-records/quote-records.test-support.ts';
import { owner } from './printing.test-support.ts';
import { approvedRowsJob, imagesOf, pageTexts, rowsListing } from './print-rows.test-support.ts';

let s3: TestS3Server;
let t: ShopTestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await openShop({ mediaBucket: await s3.bucket() });
});
afterAll(async () => {
  await t?.close();
  await s3.dispose();
});

describe('a job with rows whose photos are in a bucket', () => {
  it('reads each row’s photo from the bucket’s private part onto its card on the sheet', async () => {
    expect(t.app.privateFiles.where).toMatch(/^s3:\/\//);
    const card = await rowsListing(t, 'School ID card', ID_CARD_ZONES, { widthMm: 54, heightMm: 85.6, bleedMm: 3, sides: 1 });
    const photos = [
      { name: 'a.jpg', data: await jpeg(600, 800, { r: 200, g: 120, b: 90 }) },
      { name: 'b.jpg', data: await jpeg(600, 800, { r: 90, g: 120, b: 200 }) },
    ];
    const rows = [
      ['Name', 'Photo'],
      ['श्री क्षमा', 'a.jpg'],
      ['Ravi', 'b.jpg'],
    ];
    const { id, orderNumber } = await approvedRowsJob(t, card, rows, photos);
    const res = await owner(t, `/api/quotes/${id}/imposition.pdf?sheet=SRA3`);
    expect(res.statusCode, res.body).toBe(200);
    // One sheet: the design's picture and both photos, each photo drawn once.
    const images = await imagesOf(res.rawPayload);
    expect(images.filter((i) => i.width < 540)).toHaveLength(2);
    const [text] = await pageTexts(res.rawPayload);
    expect(text).toContain('श्री क्षमा');
    expect(text).toContain(`${orderNumber} · 2`);
  });
});

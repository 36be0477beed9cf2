import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { jpeg } from '../../test-support/fixtures.ts';
import { openShop, type ShopTestApp } from '../listings/listings.test-support.ts';
import { ID_CARD_ZONES } from '../quote-records/quote-records.test-support.ts';
import { boxesOf, owner, points } from './printing.test-support.ts';
import { approvedRowsJob, imagesOf, pageTexts, rowsListing } from './print-rows.test-support.ts';

let t: ShopTestApp;
let card: Listing;
beforeAll(async () => {
  t = await openShop();
  // Portrait CR80 with 3 mm bleed: 21 a sheet on SRA3 (7 across, 3 down).
  card = await rowsListing(t, 'School ID card', ID_CARD_ZONES, { widthMm: 54, heightMm: 85.6, bleedMm: 3, sides: 1 });
});
afterAll(() => t?.close());

const HEADER = ['Name', 'Class', 'Roll No', 'Photo'];

describe('a job with rows, to the press', () => {
  it('prints one page per row in the rows’ order, names shaped and extractable, each photo on its own card', async () => {
    const photos = [
      { name: 'asha.jpg', data: await jpeg(600, 800, { r: 200, g: 120, b: 90 }) },
      { name: 'kshama.jpg', data: await jpeg(700, 900, { r: 90, g: 120, b: 200 }) },
    ];
    const { id } = await approvedRowsJob(
      t,
      card,
      [HEADER, ['Asha Patil', '5 B', '12', 'asha.jpg'], ['क्षमा श्री', '5 B', '13', 'kshama'], ['Ravi', '5 B', '14', '']],
      photos,
    );
    const res = await owner(t, `/api/quotes/${id}/print.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const boxes = await boxesOf(res.rawPayload, 2);
    expect([boxes.pages, boxes.trim]).toEqual([3, [points(13), points(13), points(54), points(85.6)]]);
    const pages = await pageTexts(res.rawPayload);
    expect(pages.map((p) => p.match(/Asha Patil|क्षमा श्री|Ravi/g))).toEqual([['Asha Patil'], ['क्षमा श्री'], ['Ravi']]);
    // The design's picture on every page (one image object, drawn three times), a photo on the first two only.
    const images = await imagesOf(res.rawPayload);
    const byPage = (page: number) => images.filter((i) => i.page === page).length;
    expect([byPage(1), byPage(2), byPage(3)]).toEqual([2, 2, 1]);
    // The photo zone (0.56 of the picture's height as it covers the 91.6 mm card with bleed: ≈ 53 mm) at 300 dpi, not the upload's size.
    const photo = images.find((i) => i.page === 1 && i.width < 540)!;
    expect(photo.height).toBeGreaterThan(600);
    expect(photo.height).toBeLessThanOrEqual(640);
  });

  it('imposes 25 cards on 2 sheets in row order, each card’s number in its slug, 4 on the last sheet', async () => {
    const rows = [...Array(25).keys()].map((i) => [`Student ${i + 1}`, '6 A', String(i + 1), '']);
    const { id, orderNumber } = await approvedRowsJob(t, card, [HEADER, ...rows]);
    const json = (await owner(t, `/api/quotes/${id}/imposition?sheet=SRA3`)).json();
    // 25 ÷ 21 → 2 sheets, + 5 % wastage → 2.1 → 3 to print; the drawing holds each card once.
    expect(json).toMatchObject({ perSheet: 21, sheets: 3 });
    const res = await owner(t, `/api/quotes/${id}/imposition.pdf?sheet=SRA3`);
    expect(res.statusCode, res.body).toBe(200);
    const boxes = await boxesOf(res.rawPayload);
    expect([boxes.pages, boxes.media]).toEqual([2, [0, 0, points(320), points(450)]]);
    const pages = await pageTexts(res.rawPayload);
    const slugs = pages.map((p) => [...p.matchAll(new RegExp(`${orderNumber} · (\\d+)`, 'g'))].map((m) => Number(m[1])));
    expect(slugs).toEqual([[...Array(21).keys()].map((i) => i + 1), [22, 23, 24, 25]]);
    const names = pages.map((p) => [...p.matchAll(/Student (\d+)/g)].map((m) => Number(m[1])));
    expect(names).toEqual(slugs);
    expect(pages[1]).toContain('sheet 2 of 2: cards 22–25');
  });

  it('prints a two-sided card a front and a back per row, the row’s name and photo on the front only, and the sheet’s back names no one', async () => {
    const twoSided = await rowsListing(t, 'Staff ID card', ID_CARD_ZONES, { widthMm: 54, heightMm: 85.6, bleedMm: 3, sides: 2 });
    const photos = [{ name: 'asha.jpg', data: await jpeg(600, 800, { r: 200, g: 120, b: 90 }) }];
    const rows = [
      ['Asha Patil', 'Staff', '1', 'asha.jpg'],
      ['क्षमा श्री', 'Staff', '2', ''],
      ['Ravi', 'Staff', '3', ''],
    ];
    const { id, orderNumber } = await approvedRowsJob(t, twoSided, [HEADER, ...rows], photos);
    const res = await owner(t, `/api/quotes/${id}/print.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const pages = await pageTexts(res.rawPayload);
    expect(pages).toHaveLength(6);
    expect(pages.map((p) => p.match(/Asha Patil|क्षमा श्री|Ravi/g) ?? [])).toEqual([['Asha Patil'], [], ['क्षमा श्री'], [], ['Ravi'], []]);
    // Front: the design and Asha's photo; every back: the back's picture alone.
    const images = await imagesOf(res.rawPayload);
    expect([1, 2, 3, 4, 5, 6].map((page) => images.filter((i) => i.page === page).length)).toEqual([2, 1, 1, 1, 1, 1]);

    const sheet = await owner(t, `/api/quotes/${id}/imposition.pdf?sheet=SRA3`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    const sides = await pageTexts(sheet.rawPayload);
    // One sheet, printed both sides: the names and slugs on the front, none on the back.
    expect(sides).toHaveLength(2);
    expect(sides[0]!.match(/Asha Patil|क्षमा श्री|Ravi/g)).toEqual(['Asha Patil', 'क्षमा श्री', 'Ravi']);
    expect([...sides[0]!.matchAll(new RegExp(`${orderNumber} · (\\d+)`, 'g'))].map((m) => Number(m[1]))).toEqual([1, 2, 3]);
    expect(sides[1]).not.toMatch(/Asha Patil|क्षमा श्री|Ravi/);
    expect(sides[1]).toContain('back');
  });

  it('gives a wedding’s 300 guests 300 envelopes: the sheets follow the rows', async () => {
    const guest = [{ ...ID_CARD_ZONES[0]!, key: 'guest', label: 'Guest name', x: 0.1, y: 0.4, w: 0.8, h: 0.15, align: 'center' as const }];
    // A DL envelope (220 × 110 mm): 2 a sheet on SRA3.
    const envelope = await rowsListing(t, 'Wedding envelope', guest, { widthMm: 220, heightMm: 110, bleedMm: 3, sides: 1 });
    const guests = [...Array(300).keys()].map((i) => [i % 3 === 0 ? `श्रीमती क्षमा ${i + 1}` : `Guest ${i + 1}`]);
    const { id } = await approvedRowsJob(t, envelope, [['Guest name'], ...guests]);
    const quote = (await owner(t, `/api/quotes/${id}`)).json();
    expect(quote.quantity).toBe(300);
    const json = (await owner(t, `/api/quotes/${id}/imposition?sheet=SRA3`)).json();
    // 300 ÷ 3 a sheet = 100, + 5 % = 105.
    expect(json).toMatchObject({ perSheet: 3, sheets: 105 });
    const res = await owner(t, `/api/quotes/${id}/imposition.pdf?sheet=SRA3`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await boxesOf(res.rawPayload)).pages).toBe(100);
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, jpeg } from '../../test-support/fixtures.ts';
import { createListing, openShop, type ShopTestApp } from '../../modules/listings/listings.test-support.ts';
import { ID_CARD_ZONES } from '../../modules/quote-records/quote-records.test-support.ts';
import { writeSampleSchool } from './sample-school.ts';

let t: ShopTestApp;
let dir: string;
beforeAll(async () => {
  t = await openShop();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sample-school-'));
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('the sample school sheet and photos', () => {
  it('is taken whole by an ID card’s upload: every student a card with a photo, names in Devanagari too, no problems', async () => {
    const sample = await writeSampleSchool(dir, 6);
    const csv = (await fs.readFile(sample.sheet, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toBe('S. No.,Name,Class,Roll No,Blood Group,Phone,Photo');
    expect(csv.slice(1, 7).some((line) => /[\u0900-\u097F]/.test(line))).toBe(true);
    // Each photo as a phone gives one: 0.5–2 MB.
    expect(sample.photoBytes / 6).toBeGreaterThan(512 * 1024);
    expect(sample.photoBytes / 6).toBeLessThan(2 * 1024 * 1024);

    const card = await createListing(t, t.cookie, t.catalogue, {
      title: 'School ID card',
      price: '25',
      moq: '1',
      images: { data: await jpeg(856, 540, { r: 240, g: 240, b: 250 }), filename: 'card.jpg', type: 'image/jpeg' },
      fields: JSON.stringify(ID_CARD_ZONES),
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { listingId: card._id, quantity: 6, texts: {}, name: 'Principal', phone: '98220 12345' },
    });
    const { id } = await t.app.db.selectFrom('quotes').select('id').where('token', '=', asked.json().token).executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${id}/records`,
      headers: { cookie: t.cookie },
      payload: form({
        sheet: { data: await fs.readFile(sample.sheet), filename: 'students.csv', type: 'text/csv' },
        photos: { data: await fs.readFile(sample.photos), filename: 'photos.zip', type: 'application/zip' },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ records: 6, problems: [] });
    const rows = await t.app.db.selectFrom('quote_records').select('photo').where('quote_id', '=', id).execute();
    expect(rows.filter((r) => r.photo !== null)).toHaveLength(6);
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_TEXTS_EN, RECORD_TEXTS_HI } from '../../../contract/quote-record-texts.ts';
import { form, jpeg, png } from '../../test-support/fixtures.ts';
import { zipOf, type ZipEntry } from '../../test-support/zip.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { askForCards, csvPart, openIdCardShop, sidewaysPhoto, xlsxOf } from './quote-records.test-support.ts';
import { sweepStaleUploads } from './records-upload.ts';

let t: ShopTestApp;
let listingId: string;

beforeAll(async () => {
  ({ t, listingId } = await openIdCardShop(856, 540));
});
afterAll(() => t.close());

const newQuote = (lang: 'en' | 'hi' = 'en') => askForCards(t, listingId, lang);
const csv = csvPart;
const zip = (entries: ZipEntry[]) => ({ data: zipOf(entries), filename: 'photos.zip', type: 'application/zip' });
type Part = Parameters<typeof form>[0][string];
const upload = (who: string, parts: Record<string, Part>, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/quotes/${who}/records`, headers: cookie ? { cookie } : {}, payload: form(parts) });
const rowsOf = (quoteId: string) => t.app.db.selectFrom('quote_records').selectAll().where('quote_id', '=', quoteId).orderBy('row_number').execute();
const privateFiles = () => t.app.privateFiles.list();
const quantityOf = async (id: string) =>
  Number((await t.app.db.selectFrom('quotes').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity);

describe('POST /api/quotes/{id|token}/records', () => {
  it('takes the owner’s sheet and photos: rows kept with cropped private photos, quantity one per row, problems named', async () => {
    const { id } = await newQuote();
    const before = (await privateFiles()).length;
    const res = await upload(
      id,
      {
        sheet: csv([
          ['Name', 'Class', 'Roll No', 'Photo'],
          ['Asha Patil', '5 B', '12', 'asha.jpg'],
          ['क्षमा त्रिपाठी', '5 B', '13', 'KSHAMA'],
          ['Ravi', '5 B', '14', 'ravi.jpg'],
        ]),
        photos: zip([
          { name: 'Asha.JPG', data: await sidewaysPhoto(), deflate: true },
          { name: 'kshama.png', data: await png(300, 400) },
          // Past the 1 MB of a JSON body, and named by no row: streamed to disk, never inflated.
          { name: 'class-photo.jpg', data: Buffer.alloc(3 * 1024 * 1024, 7) },
        ]),
      },
      t.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json()).toEqual({ records: 3, version: 2, quantity: 3, problems: [{ row: 4, field: 'photo', problem: 'No photo named ravi.jpg in the zip.' }] });
    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.row_number, r.version, JSON.parse(r.texts).name, r.photo !== null])).toEqual([
      [2, 2, 'Asha Patil', true],
      [3, 2, 'क्षमा त्रिपाठी', true],
      [4, 2, 'Ravi', false],
    ]);
    expect(await privateFiles()).toHaveLength(before + 2);
    expect(await quantityOf(id)).toBe(3);
  });

  it('lets the owner set the quantity, and needs a session for the id', async () => {
    const { id } = await newQuote();
    const sheet = csv([
      ['name', 'photo'],
      ['Asha', ''],
    ]);
    const anonymous = await upload(id, { sheet });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowsOf(id)).toEqual([]);
    const res = await upload(id, { sheet, quantity: '45' }, t.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ records: 1, quantity: 45, problems: [{ row: 2, field: 'photo', problem: 'Photo is empty.' }] });
    expect(await quantityOf(id)).toBe(45);
    expect((await upload(id, { sheet, quantity: 'lots' }, t.cookie)).json().message).toBe(RECORD_TEXTS_EN.badQuantity);
    // Measured on the zone at the listing's picture size (856 × 540): a long name does not fit, a short one does.
    const names = csv([
      ['name', 'photo'],
      ['Sri Venkata Lakshmi Narasimha Satyanarayana Murthy Chowdary Garu', 'a'],
      ['Asha Patil', 'b'],
    ]);
    const tooLong = (await upload(id, { sheet: names }, t.cookie)).json().problems.filter((p: { field: string }) => p.field === 'name');
    expect(tooLong).toEqual([{ row: 2, field: 'name', problem: 'Name is too long to fit on the card, even in smaller letters.' }]);
  });

  it('takes the customer’s XLSX on their link, answers a Hindi customer in Hindi, and a new sheet replaces the rows and their photos', async () => {
    const { id, token } = await newQuote('hi');
    const first = await upload(token, {
      sheet: {
        data: xlsxOf([
          ['नाम', 'फ़ोटो'],
          ['आशा', 'asha'],
          ['रवि', 'ravi'],
        ]),
        filename: 'सूची.xlsx',
        type: 'application/octet-stream',
      },
      photos: zip([
        { name: 'asha.webp', data: await jpeg(200, 300) },
        { name: 'ravi.jpg', data: Buffer.from('not a photo') },
      ]),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().problems).toEqual([{ row: 3, field: 'photo', problem: 'ravi.jpg ऐसी फ़ोटो नहीं है जिसे हम पढ़ सकें (JPEG, PNG या WebP)।' }]);
    const firstPhoto = (await rowsOf(id))[0]!.photo!;
    expect(await t.app.privateFiles.get(firstPhoto)).toBeDefined();

    const second = await upload(token, {
      sheet: csv([
        ['Name', 'Photo'],
        ['Meena', 'meena'],
        ['Sita', 'sita'],
        ['Gita', 'gita'],
      ]),
      photos: zip([{ name: 'meena.jpg', data: await jpeg(90, 90) }]),
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ records: 3, quantity: 3 });
    expect((await rowsOf(id)).map((r) => JSON.parse(r.texts).name)).toEqual(['Meena', 'Sita', 'Gita']);
    expect(await t.app.privateFiles.get(firstPhoto)).toBeUndefined();
    expect((await upload(token, { sheet: { data: await png(10, 10), filename: 'names.csv', type: 'text/csv' } })).json().message).toBe(
      RECORD_TEXTS_HI.notASheet,
    );
  });

  it('refuses, with a clear 4xx and nothing written: a sheet that is not one, too many rows, a photo past the limit, a wrong link', async () => {
    const { id, token } = await newQuote();
    const files = (await privateFiles()).length;
    const refused = async (parts: Record<string, Part>, status: number, message: string) => {
      const res = await upload(token, parts);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    };
    await refused({ sheet: { data: await png(10, 10), filename: 'names.csv', type: 'text/csv' } }, 400, RECORD_TEXTS_EN.notASheet);
    await refused({ sheet: { data: Buffer.from('%PDF-1.7\n1 0 obj'), filename: 'names.xlsx', type: 'application/pdf' } }, 400, RECORD_TEXTS_EN.notASheet);
    const many = Array.from({ length: 2001 }, (_, i) => [`Student ${i}`, `p${i}`]);
    await refused({ sheet: csv([['name', 'photo'], ...many]) }, 400, 'The sheet has more than 2000 rows; split it into several orders.');
    await refused(
      {
        sheet: csv([
          ['name', 'photo'],
          ['Asha', 'asha'],
          ['Bomb', 'bomb'],
        ]),
        photos: zip([
          { name: 'asha.jpg', data: await jpeg(100, 100) },
          { name: 'bomb.jpg', data: Buffer.alloc(26 * 1024 * 1024), deflate: true },
        ]),
      },
      400,
      'bomb.jpg is larger than 25 MB unpacked; that is not a photo.',
    );
    await refused({ photos: zip([]) }, 400, RECORD_TEXTS_EN.chooseSheet);
    expect(await rowsOf(id)).toEqual([]);
    expect(await privateFiles()).toHaveLength(files);
    expect(await quantityOf(id)).toBe(40);
    const wrong = await upload('0'.repeat(32), { sheet: csv([['name'], ['Asha']]) });
    expect(wrong.statusCode).toBe(404);
    // Nothing of the uploads is left in the data folder.
    expect((await fs.readdir(t.config.dataDir)).filter((f) => f.startsWith('.records-'))).toEqual([]);
  });

  it('a visitor’s preview and quote take no text for the photo zone', async () => {
    const preview = (query: string) => t.app.inject({ url: `/api/listings/${listingId}/preview?${query}` });
    const plain = await preview('name=Asha');
    const withPhoto = await preview('name=Asha&photo=%2Fetc%2Fpasswd');
    expect([plain.statusCode, withPhoto.statusCode]).toEqual([200, 200]);
    expect(withPhoto.headers.etag).toBe(plain.headers.etag);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { listingId, quantity: 1, texts: { name: 'Asha', photo: 'asha.jpg' }, name: 'Asha', phone: '98220 12345' },
    });
    const row = await t.app.db.selectFrom('quotes').select('texts').where('token', '=', res.json().token).executeTakeFirstOrThrow();
    expect(JSON.parse(row.texts)).toEqual([{ key: 'name', label: 'Name', text: 'Asha' }]);
  });

  it('removes upload folders a killed process left, and none that may still be in use', async () => {
    const stale = path.join(t.config.dataDir, '.records-stale');
    const fresh = path.join(t.config.dataDir, '.records-fresh');
    await fs.mkdir(stale);
    await fs.mkdir(fresh);
    await fs.writeFile(path.join(stale, 'photos.zip'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await fs.utimes(stale, twoHoursAgo, twoHoursAgo);
    expect(await sweepStaleUploads(t.config.dataDir)).toBe(1);
    expect((await fs.readdir(t.config.dataDir)).filter((f) => f.startsWith('.records-'))).toEqual(['.records-fresh']);
    await fs.rm(fresh, { recursive: true });
  });

  it('refuses a new sheet once the proof is approved', async () => {
    const { id, token } = await newQuote();
    expect((await t.app.inject({ method: 'PUT', url: `/api/quotes/${id}`, headers: { cookie: t.cookie }, payload: { finalPrice: '1000' } })).statusCode).toBe(
      200,
    );
    const approved = await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/approve`, payload: { version: 1, confirmed: true, price: '1000' } });
    expect(approved.statusCode, approved.body).toBe(200);
    const res = await upload(token, {
      sheet: csv([
        ['name', 'photo'],
        ['Asha', ''],
      ]),
    });
    expect([res.statusCode, res.json().message]).toEqual([409, RECORD_TEXTS_EN.approved]);
  });
});

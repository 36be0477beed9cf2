import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/listings.ts';
import { IMPORT_LIMITS } from '../../../contract/spreadsheet.ts';
import { mediaFiles } from '../../test-support/test-app.ts';
import { png, SVG, uniqueJpeg } from '../../test-support/fixtures.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { zipOf } from '../../test-support/zip.ts';
import { seedCatalogue } from '../listings/listings.test-support.ts';
import { exportCsv, postImport, recordsOf } from './spreadsheet.test-support.ts';

const t = useTestApp();
const listings = async (): Promise<Listing[]> => (await t.app.inject({ url: '/api/listings' })).json();
const row = (title: string, images: string) => `title,category,subcategory,price,images\r\n${title},Wedding Cards,Premium,100,${images}`;

describe('pictures in a zip', () => {
  it('are checked on a dry run, stored on import (in the row’s order), and exported as this shop’s addresses', async () => {
    await seedCatalogue(t);
    const zip = zipOf([
      { name: 'Photos/Rose.JPG', data: await uniqueJpeg() },
      { name: 'lily.png', data: await png(), deflate: true },
      { name: '__MACOSX/._lily.png', data: Buffer.from('resource fork') },
      { name: 'notes.txt', data: Buffer.from('hello') },
    ]);
    const csv = row('Flowers', '"lily.png | rose.jpg"');
    const dry = await postImport(t, csv, { cookie: t.cookie, zip, dryRun: true });
    expect(dry.json()).toMatchObject({ created: 1, bad: [], written: false });
    expect(await mediaFiles(t)).toEqual([]);

    const res = await postImport(t, csv, { cookie: t.cookie, zip });
    expect(res.statusCode, res.body).toBe(200);
    const [listing] = await listings();
    expect(listing!.images).toHaveLength(2);
    expect(listing!.images[0]).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    expect(listing!.images[1]).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    expect((await mediaFiles(t)).length).toBeGreaterThan(2);

    // The export's addresses come back as the same stored pictures, without the zip.
    const again = await postImport(t, await exportCsv(t, t.cookie), { cookie: t.cookie });
    expect(again.json()).toMatchObject({ unchanged: 1, bad: [] });
    // The same zip again: same content, same pictures, nothing to change.
    const exported = recordsOf(await exportCsv(t, t.cookie))[0]!;
    const same = await postImport(t, `id,images\r\n${exported.id},"lily.png | rose.jpg"`, { cookie: t.cookie, zip });
    expect(same.json()).toMatchObject({ unchanged: 1 });
  });

  it('a picture that is not one, or missing from the zip, makes a bad row; nothing is stored', async () => {
    await seedCatalogue(t);
    const zip = zipOf([
      { name: 'fake.jpg', data: SVG },
      { name: 'good.jpg', data: await uniqueJpeg() },
    ]);
    const csv = `title,category,subcategory,price,images\r\nA,Wedding Cards,Premium,1,fake.jpg\r\nB,Wedding Cards,Premium,1,missing.jpg\r\nC,Wedding Cards,Premium,1,notes.txt\r\nD,Wedding Cards,Premium,1,good.jpg`;
    const res = await postImport(t, csv, { cookie: t.cookie, zip });
    expect(res.statusCode).toBe(422);
    expect(res.json().bad).toEqual([
      { row: 2, reasons: ['Image fake.jpg: Only JPEG, PNG or WebP images are accepted.'] },
      { row: 3, reasons: ['Image missing.jpg is not in the zip.'] },
      { row: 4, reasons: ['Image notes.txt is not a JPEG, PNG or WebP file name, nor an address of this shop.'] },
    ]);
    expect(await mediaFiles(t)).toEqual([]);
    const noZip = await postImport(t, row('E', 'good.jpg'), { cookie: t.cookie });
    expect(noZip.json().bad[0].reasons[0]).toMatch(/upload the zip of pictures/);
    expect(await listings()).toEqual([]);
  });

  it('refuses a zip with an entry that climbs out of its folder, a broken zip, and zip bombs', async () => {
    await seedCatalogue(t);
    const jpeg = await uniqueJpeg();
    const big = Buffer.alloc(IMPORT_LIMITS.zipEntryBytes + 1);
    // Each zip with the pictures the sheet names.
    const cases: [Buffer, string, number, RegExp][] = [
      [zipOf([{ name: '../../etc/evil.jpg', data: jpeg }]), 'a.jpg', 400, /could not be read: invalid relative path/],
      [zipOf([{ name: '/abs/evil.jpg', data: jpeg }]), 'a.jpg', 400, /could not be read: absolute path/],
      [Buffer.from('PK not really a zip'), 'a.jpg', 400, /could not be read/],
      [zipOf([{ name: 'bomb.jpg', data: big, deflate: true }]), 'bomb.jpg', 413, /larger than 20 MB/],
      // Declares 100 bytes, inflates to 21 MB: stopped by the inflated count, not trusted from the header.
      [zipOf([{ name: 'liar.jpg', data: big, deflate: true, declaredSize: 100 }]), 'liar.jpg', 400, /could not be read/],
      [
        zipOf([
          { name: 'a.jpg', data: jpeg },
          { name: 'b/A.JPG', data: jpeg },
        ]),
        'a.jpg',
        400,
        /two pictures named a\.jpg/,
      ],
    ];
    for (const [zip, names, status, message] of cases) {
      const res = await postImport(t, row('X', names), { cookie: t.cookie, zip });
      expect(res.statusCode, message.source).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await listings()).toEqual([]);
    expect(await mediaFiles(t)).toEqual([]);
  });

  it('refuses named pictures declaring more than 200 MB in all before inflating any of them', async () => {
    await seedCatalogue(t);
    // Eleven pictures that each declare 19 MB (under the 20 MB of one picture) but hold a few KB:
    // inflating any one of them would end on its lie ("could not be read"), not on the total.
    const liars = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, data: Buffer.from(`not ${i} MB`), deflate: true, declaredSize: 19 * 1048576 }));
    const res = await postImport(t, row('X', `"${liars.map((l) => l.name).join(' | ')}"`), { cookie: t.cookie, zip: zipOf(liars) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The pictures in the zip come to more than 200 MB unpacked; split it.');
    expect(await listings()).toEqual([]);
  });

  it('inflates only the pictures the sheet names: the others may declare or hold anything', async () => {
    await seedCatalogue(t);
    const zip = zipOf([
      { name: 'huge.jpg', data: Buffer.alloc(IMPORT_LIMITS.zipEntryBytes + 1), deflate: true },
      ...Array.from({ length: 11 }, (_, i) => ({ name: `other/p${i}.jpg`, data: Buffer.from('a lie'), deflate: true, declaredSize: 19 * 1048576 })),
      { name: 'twice/rose.png', data: Buffer.from('a namesake the sheet does not name') },
      { name: 'Rose.jpg', data: await uniqueJpeg() },
      { name: 'twice/rose.png', data: Buffer.from('its twin') },
    ]);
    const res = await postImport(t, row('Rose', 'rose.jpg'), { cookie: t.cookie, zip });
    expect(res.statusCode, res.body).toBe(200);
    const [listing] = await listings();
    expect(listing!.images).toEqual([expect.stringMatching(/^\/media\/[0-9a-f]{32}\.jpg$/)]);
  });
});

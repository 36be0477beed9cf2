import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/listings.ts';
import { uniqueJpeg } from '../../test-support/fixtures.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { createListing, file, seedCatalogue } from '../listings/listings.test-support.ts';
import { csvOf, exportCsv, postImport, recordsOf } from './spreadsheet.test-support.ts';

const t = useTestApp();

const listings = async (): Promise<Listing[]> => (await t.app.inject({ url: '/api/listings' })).json();
/** What a round trip must keep: everything but the times. */
const kept = (all: Listing[]) => all.map(({ createdAt: _c, updatedAt: _u, ...rest }) => rest).sort((a, b) => a._id.localeCompare(b._id));

async function shop() {
  const c = await seedCatalogue(t);
  await createListing(t, t.cookie, c, {
    title: 'शुभ विवाह — Royal, "gold" card',
    description: 'Line one\nLine two, with a comma',
    discountPrice: '449.50',
    religions: c.hindu,
    priceTiers: JSON.stringify([
      { minQty: 100, unitPrice: '14.5' },
      { minQty: 500, unitPrice: '12' },
    ]),
    options: JSON.stringify([
      {
        name: 'Paper',
        choices: [
          { label: 'Matte', surcharge: '0' },
          { label: 'Foil', surcharge: '3.5' },
        ],
      },
    ]),
    fields: JSON.stringify([{ key: 'names', label: 'Names', x: 0.1, y: 0.2, w: 0.8, h: 0.1, align: 'center', colour: '#7a1020' }]),
    images: [file(await uniqueJpeg()), file(await uniqueJpeg())],
  });
  await createListing(t, t.cookie, c, {
    title: '=HYPERLINK("http://evil")',
    category: c.trophies,
    subcategory: c.trophiesPremium,
    price: '1200',
    moq: '5',
    favorite: '1',
  });
  await createListing(t, t.cookie, c, { title: 'Classic card', subcategory: c.weddingClassic, price: '99' });
  return c;
}

describe('GET /api/listings/export.csv', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/listings/export.csv' })).statusCode).toBe(401);
  });

  it('is an attachment, UTF-8 with a BOM and CRLF, images as absolute addresses, formulas neutralised', async () => {
    await shop();
    const res = await t.app.inject({ url: '/api/listings/export.csv', headers: { cookie: t.cookie, host: 'shop.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="listings-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toContain('\r\n');
    const rows = recordsOf(res.body);
    expect(rows).toHaveLength(3);
    const royal = rows.find((r) => r.title!.startsWith('शुभ'))!;
    expect(royal.images!.split(' | ')).toHaveLength(2);
    for (const url of royal.images!.split(' | ')) expect(url).toMatch(/^http:\/\/shop\.test\/media\/[0-9a-f]{32}\.jpg$/);
    expect(royal).toMatchObject({ category: 'Wedding Cards', subcategory: 'Premium', religion: 'Hindu', discountPrice: '449.50' });
    // A form sends its line breaks as CRLF; the cell keeps them, quoted.
    expect(royal.description).toMatch(/^Line one\r?\nLine two, with a comma$/);
    expect(JSON.parse(royal.priceTiers!)).toEqual([
      { minQty: 100, unitPrice: '14.5' },
      { minQty: 500, unitPrice: '12' },
    ]);
    expect(rows.find((r) => r.category === 'Trophies')!.title).toBe(`'=HYPERLINK("http://evil")`);
  });
});

describe('POST /api/listings/import', () => {
  it('needs a session and writes nothing without one', async () => {
    await shop();
    const csv = await exportCsv(t, t.cookie);
    const res = await postImport(t, csv.replace('Classic card', 'Hacked'));
    expect(res.statusCode).toBe(401);
    expect((await listings()).map((l) => l.title)).toContain('Classic card');
  });

  it('round trip: the export imported back changes nothing, then gives the same listings', async () => {
    await shop();
    const before = await listings();
    const res = await postImport(t, await exportCsv(t, t.cookie), { cookie: t.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rows: 3, created: 0, updated: 0, unchanged: 3, bad: [] });
    expect(await listings()).toEqual(before);
  });

  it('round trip into an empty shop: rows without ids make the same listings', async () => {
    await shop();
    const records = recordsOf(await exportCsv(t, t.cookie));
    const before = kept(await listings());
    for (const l of await listings()) await t.app.inject({ method: 'DELETE', url: `/api/listings/${l._id}`, headers: { cookie: t.cookie } });
    // The pictures went with the listings: the Royal card is imported without them.
    const withoutIds = records.map((r) => ({ ...r, id: '', images: '' }));
    const res = await postImport(t, csvOf(withoutIds), { cookie: t.cookie });
    expect(res.json()).toMatchObject({ rows: 3, created: 3, updated: 0, bad: [] });
    const after = kept(await listings()).map(({ _id: _a, listing_uuid: _b, images: _i, ...rest }) => rest);
    expect(after.sort((a, b) => a.title.localeCompare(b.title))).toEqual(
      before.map(({ _id: _a, listing_uuid: _b, images: _i, ...rest }) => rest).sort((a, b) => a.title.localeCompare(b.title)),
    );
  });

  it('changes ten prices and records one audit entry naming each change', async () => {
    const c = await seedCatalogue(t);
    for (let i = 0; i < 12; i += 1) await createListing(t, t.cookie, c, { title: `Card ${i}`, price: String(100 + i) });
    const records = recordsOf(await exportCsv(t, t.cookie));
    const changed = records.map((r, i) => (i < 10 ? { ...r, price: String(Number(r.price) + 50) } : r));
    const res = await postImport(t, csvOf(changed), { cookie: t.cookie });
    expect(res.json()).toMatchObject({ rows: 12, created: 0, updated: 10, unchanged: 2, bad: [], written: true });
    const prices = new Map((await listings()).map((l) => [l.title, l.price]));
    for (const r of changed) expect(prices.get(r.title!)).toBe(r.price);
    const audit = (await t.app.inject({ url: '/api/audit?entity=listing', headers: { cookie: t.cookie } })).json().result;
    const entry = audit.find((e: { label: string }) => e.label.startsWith('Spreadsheet import'));
    expect(entry.label).toBe('Spreadsheet import: 0 added, 10 changed');
    expect(Object.keys(entry.changes).filter((k) => k.endsWith('· price'))).toHaveLength(10);
    expect(audit.filter((e: { label: string }) => e.label.startsWith('Spreadsheet'))).toHaveLength(1);
  });

  it('a file with 3 bad rows imports nothing and names the 3 rows with their reasons', async () => {
    await shop();
    const records = recordsOf(await exportCsv(t, t.cookie));
    const rows = [
      ...records.map((r) => ({ ...r, price: '777' })),
      { ...records[0]!, id: '', title: 'Good new card', images: '' },
      { ...records[0]!, id: '', title: '', images: '' },
      { ...records[0]!, id: '', price: 'five hundred', images: '' },
      { ...records[0]!, id: '', category: 'Diwali Hampers', images: '' },
    ];
    const before = await listings();
    const res = await postImport(t, csvOf(rows), { cookie: t.cookie });
    expect(res.statusCode).toBe(422);
    const report = res.json();
    expect(report).toMatchObject({ rows: 7, written: false });
    expect(report.bad.map((b: { row: number }) => b.row)).toEqual([6, 7, 8]);
    expect(report.bad[0].reasons).toEqual(['Fill all fields: title is required.']);
    expect(report.bad[1].reasons).toEqual(['Price must be a number such as 499 or 499.50.']);
    expect(report.bad[2].reasons).toEqual(['Unknown category.']);
    expect(report.message).toMatch(/3 rows have problems, so nothing was imported/);
    expect(await listings()).toEqual(before);

    const skipped = await postImport(t, csvOf(rows), { cookie: t.cookie, skipBadRows: true });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({ created: 1, updated: 3, written: true });
    expect((await listings()).filter((l) => l.price === '777')).toHaveLength(3);
    expect((await listings()).map((l) => l.title)).toContain('Good new card');
  });

  it('a dry run writes nothing and says what would happen', async () => {
    await shop();
    const records = recordsOf(await exportCsv(t, t.cookie));
    const before = await listings();
    const res = await postImport(t, csvOf([...records.map((r) => ({ ...r, moq: '50' })), { ...records[2]!, id: '', title: 'Another' }]), {
      cookie: t.cookie,
      dryRun: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rows: 4, created: 1, updated: 3, unchanged: 0, dryRun: true, written: false });
    expect(res.json().message).toMatch(/Nothing has been written yet/);
    expect(await listings()).toEqual(before);
  });

  it('unknown ids, repeated ids and foreign images are bad rows; the report names them', async () => {
    await shop();
    const [first, second] = recordsOf(await exportCsv(t, t.cookie));
    const rows = [
      { ...first!, id: '00000000-0000-4000-8000-000000000000' },
      { ...second! },
      { ...second!, title: 'Twice' },
      { ...first!, images: 'https://evil.example/media/0123456789abcdef0123456789abcdef.jpg' },
      { ...first!, id: 'not-an-id', images: '' },
    ];
    const report = (await postImport(t, csvOf(rows), { cookie: t.cookie })).json();
    expect(report.bad.map((b: { row: number }) => b.row)).toEqual([2, 4, 5, 6]);
    expect(report.bad[0].reasons[0]).toMatch(/No listing has the id/);
    expect(report.bad[1].reasons[0]).toMatch(/also on row 3/);
    expect(report.bad[2].reasons[0]).toMatch(/another site/);
    expect(report.bad[3].reasons[0]).toMatch(/No listing has the id "not-an-id"/);
  });
});

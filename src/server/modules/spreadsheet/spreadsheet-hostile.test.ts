import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/listings.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { seedCatalogue } from '../listings/listings.test-support.ts';
import { guardFormula, unguardFormula } from './csv-text.ts';
import { csvOf, exportCsv, postImport, recordsOf } from './spreadsheet.test-support.ts';

const t = useTestApp();
const listings = async (): Promise<Listing[]> => (await t.app.inject({ url: '/api/listings' })).json();
const HEADER = 'title,category,subcategory,price';

describe('formula cells', () => {
  it('are prefixed with an apostrophe on export and given back exactly on import', () => {
    for (const cell of ['=1+1', '+91 98000', '-5', '@SUM(A1)', '\tx', "'=x", "''", "'", "'Tis the season", 'plain', '']) {
      expect(unguardFormula(guardFormula(cell)), JSON.stringify(cell)).toBe(cell);
    }
    expect(guardFormula('=1+1')).toBe("'=1+1");
    expect(guardFormula("'Tis")).toBe("'Tis");
  });
});

describe('hostile and foreign CSV', () => {
  it('reads quotes, commas, line breaks, Hindi and formula-looking text; exports and re-imports them unchanged', async () => {
    await seedCatalogue(t);
    const title = '=cmd|"/c calc"!A1, "शादी" कार्ड';
    const description = 'पहली पंक्ति\r\n- second line, "quoted"\r\n@third';
    const csv = csvOf([{ title, category: 'wedding cards', subcategory: 'PREMIUM', price: '499.50', description, religion: 'hindu' }]);
    const res = await postImport(t, csv, { cookie: t.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const [listing] = await listings();
    expect(listing).toMatchObject({ title, description, price: '499.50', categoryName: 'Wedding Cards', religionName: 'Hindu' });
    const exported = await exportCsv(t, t.cookie);
    expect(exported).toContain(`"'=cmd|""/c calc""!A1, ""शादी"" कार्ड"`);
    expect((await postImport(t, exported, { cookie: t.cookie })).json()).toMatchObject({ unchanged: 1, updated: 0, bad: [] });
  });

  it('takes a file with or without a BOM, with CRLF or LF, with ; as Excel writes it in some countries, and UTF-16', async () => {
    await seedCatalogue(t);
    const files = [
      `${HEADER}\nNo BOM,Wedding Cards,Premium,1`,
      `\ufeff${HEADER}\r\nWith BOM,Wedding Cards,Premium,2\r\n`,
      `title;category;subcategory;price\r\nSemicolons;Wedding Cards;Premium;3`,
    ];
    for (const file of files) expect((await postImport(t, file, { cookie: t.cookie })).json(), file).toMatchObject({ created: 1, bad: [] });
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`title\tcategory\tsubcategory\tprice\r\nयूनिकोड\tWedding Cards\tPremium\t4`, 'utf16le'),
    ]);
    expect((await postImport(t, utf16, { cookie: t.cookie })).json()).toMatchObject({ created: 1, bad: [] });
    expect((await listings()).map((l) => l.title).sort()).toEqual(['No BOM', 'Semicolons', 'With BOM', 'यूनिकोड']);
  });

  it('refuses what it cannot read with a clear 4xx and writes nothing', async () => {
    await seedCatalogue(t);
    const cases: [string | Buffer, RegExp][] = [
      [Buffer.from([0x74, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0xe9, 0xe8]), /not UTF-8 text/],
      [`${HEADER},prise\nA,Wedding Cards,Premium,1,2`, /Unknown column "prise"/],
      [`${HEADER},title\nA,Wedding Cards,Premium,1,2`, /appears twice/],
      [`${HEADER}\n"unclosed,Wedding Cards,Premium,1`, /could not be read as CSV/],
      ['\ufeff', /The file is empty/],
      ['', /Choose the CSV file/],
    ];
    for (const [file, message] of cases) {
      const res = await postImport(t, file, { cookie: t.cookie });
      expect(res.statusCode, String(file)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const noFile = await t.app.inject({ method: 'POST', url: '/api/listings/import', headers: { cookie: t.cookie }, payload: { file: 'x' } });
    expect(noFile.statusCode).toBe(415);
    expect(await listings()).toEqual([]);
  });

  it('names a row with a cell too many, a NUL, bad JSON and a subcategory of another category; blank rows are skipped but keep the numbering', async () => {
    await seedCatalogue(t);
    const csv = [
      'title,category,subcategory,price,priceTiers',
      'Fine,Wedding Cards,Premium,10,',
      ',,,,',
      'Extra,Wedding Cards,Premium,10,,surplus',
      'Nul\u0000,Wedding Cards,Premium,10,',
      'Json,Wedding Cards,Premium,10,[{minQty:1}]',
      'Wrong sub,Trophies,Classic,10,',
    ].join('\r\n');
    const res = await postImport(t, csv, { cookie: t.cookie });
    expect(res.statusCode).toBe(422);
    expect(res.json().rows).toBe(5);
    expect(res.json().bad).toEqual([
      { row: 4, reasons: ['The row has more cells than row 1 has columns (a comma too many?).'] },
      { row: 5, reasons: ['title must not contain NUL characters.'] },
      { row: 6, reasons: ['priceTiers must be JSON.'] },
      { row: 7, reasons: ['Unknown subcategory for the chosen category.'] },
    ]);
    expect(await listings()).toEqual([]);
  });

  it('leaves out columns the file does not have: a price-only file changes prices only', async () => {
    await seedCatalogue(t);
    await postImport(t, `${HEADER},description\nKeep me,Wedding Cards,Premium,100,Stays`, { cookie: t.cookie });
    const [before] = await listings();
    const res = await postImport(t, `id,price\n${before!._id},150`, { cookie: t.cookie });
    expect(res.json()).toMatchObject({ updated: 1, bad: [] });
    const [after] = await listings();
    expect(after).toMatchObject({ title: 'Keep me', description: 'Stays', price: '150', images: [] });
    // Excel writes 150.00 back as 150: no change.
    expect((await postImport(t, `id,price\n${before!._id},150.00`, { cookie: t.cookie })).json()).toMatchObject({ unchanged: 1 });
    expect(recordsOf(await exportCsv(t, t.cookie))[0]!.price).toBe('150');
  });
});

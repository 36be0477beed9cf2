import { describe, expect, it } from 'vitest';
import { RECORD_TEXTS_EN, RECORD_TEXTS_HI } from '../../../contract/quote-record-texts.ts';
import type { PersonalField } from '../../../contract/selling.ts';
import { png } from '../../test-support/fixtures.ts';
import { RECORD_LIMITS } from '../../../contract/quote-records.ts';
import { zipOf } from '../../test-support/zip.ts';
import { ID_CARD_ZONES, xlsxOf } from './quote-records.test-support.ts';
import { readSheetCells } from './sheet-cells.ts';
import { sheetRecords } from './sheet-records.ts';
import { zoneFitter } from './text-fit.ts';

// The card is 856 × 540 (its master picture's proportions): each zone's box at that size.
const boxes = new Map(ID_CARD_ZONES.map((f) => [f.key, { width: f.w * 856, height: f.h * 540 }]));
const english = { fields: ID_CARD_ZONES, boxes, fits: await zoneFitter(), texts: RECORD_TEXTS_EN, labelOf: (f: PersonalField) => f.label };
const hindi = { ...english, texts: RECORD_TEXTS_HI, labelOf: (f: PersonalField) => f.translations?.hi?.label ?? f.label };

const csv = (rows: string[][]) => Buffer.from(`\ufeff${rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n')}\r\n`, 'utf8');
const recordsOf = async (bytes: Buffer, input = english) => sheetRecords(await readSheetCells(bytes, input.texts), input);
const refusal = async (bytes: Buffer, input = english) =>
  recordsOf(bytes, input).then(
    () => 'read',
    (err: Error & { statusCode?: number }) => `${err.statusCode} ${err.message}`,
  );

describe('a sheet of names', () => {
  it('reads a CSV whose header names zones by key or label, in either language, any case and spacing', async () => {
    const sheet = csv([
      ['S. No.', ' NAME ', 'कक्षा', 'roll no', 'Blood Group', 'PHOTO'],
      ['1', 'Asha Patil', '5 B', '12', 'O+', 'asha.jpg'],
      ['2', 'श्रीमती क्षमा त्रिपाठी', '५ ब', '13', '', 'Kshama'],
      ['', '', '', '', '', ''],
    ]);
    const { records, problems } = await recordsOf(sheet);
    expect(problems).toEqual([]);
    expect(records).toEqual([
      { row: 2, values: { name: 'Asha Patil', class: '5 B', roll_no: '12', blood_group: 'O+', photo: 'asha.jpg' } },
      { row: 3, values: { name: 'श्रीमती क्षमा त्रिपाठी', class: '५ ब', roll_no: '13', blood_group: '', photo: 'Kshama' } },
    ]);
  });

  it('reads the first sheet of an XLSX, shared or inline strings, numbers as typed', async () => {
    for (const inline of [false, true]) {
      const book = xlsxOf(
        [
          ['Name', 'रोल नंबर', 'Phone', 'Photo'],
          ['Ravi <b>&amp; Sons</b>', '7', '9822012345', 'ravi.PNG'],
          ['रवि कुमार', '8', '', 'ravi-k'],
        ],
        { inline },
      );
      const { records } = await recordsOf(book);
      expect(records.map((r) => r.values)).toEqual([
        { name: 'Ravi <b>&amp; Sons</b>', roll_no: '7', phone: '9822012345', photo: 'ravi.PNG' },
        { name: 'रवि कुमार', roll_no: '8', phone: '', photo: 'ravi-k' },
      ]);
    }
  });

  it('reads rich text, phonetic guides, prefixed SpreadsheetML, escapes and cells left out', async () => {
    const part = (name: string, body: string) => ({ name, data: Buffer.from(body), deflate: true });
    const book = zipOf([
      part('xl/workbook.xml', '<x:workbook xmlns:r="r"><x:sheets><x:sheet name="A" r:id="rId1"/></x:sheets></x:workbook>'),
      part('xl/_rels/workbook.xml.rels', '<Relationships><Relationship Id="rId1" Target="/xl/worksheets/sheet9.xml"/></Relationships>'),
      part(
        'xl/sharedStrings.xml',
        '<x:sst><x:si><x:r><x:t>Na</x:t></x:r><x:r><x:rPr/><x:t>me</x:t></x:r><x:rPh><x:t>ナメ</x:t></x:rPh></x:si><x:si><x:t>A&amp;B_x000D_</x:t></x:si></x:sst>',
      ),
      part(
        'xl/worksheets/sheet9.xml',
        '<x:worksheet><x:sheetData><x:row r="1" spans="1:3"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="C1" t="inlineStr"><x:is><x:t>Photo</x:t></x:is></x:c></x:row>' +
          '<x:row r="3"><x:c r="A3" t="s"><x:v>1</x:v></x:c><x:c r="C3" t="str"><x:f>LOWER("X")</x:f><x:v>x</x:v></x:c></x:row></x:sheetData></x:worksheet>',
      ),
    ]);
    const { records } = await recordsOf(book);
    expect(records).toEqual([{ row: 3, values: { name: 'A&B', photo: 'x' } }]);
  });

  it('names empty required zones, texts too long even at 70 %, cut cells and duplicates, and keeps the rows', async () => {
    const { records, problems } = await recordsOf(
      csv([
        ['name', 'photo'],
        ['', 'a.jpg'],
        ['Sri Venkata Lakshmi Narasimha Satyanarayana Murthy Chowdary', 'b.jpg'],
        ['Asha', 'c.jpg'],
        ['asha', 'C.JPG'],
        ['x'.repeat(600), ''],
      ]),
    );
    expect(records).toHaveLength(5);
    expect(records[4]!.values.name).toHaveLength(500);
    expect(problems).toEqual([
      { row: 2, field: 'name', problem: 'Name is empty.' },
      { row: 3, field: 'name', problem: 'Name is too long to fit on the card, even in smaller letters.' },
      { row: 5, field: '', problem: 'The same as row 4.' },
      { row: 6, field: 'name', problem: 'Name is longer than 500 characters.' },
      { row: 6, field: 'photo', problem: 'Photo is empty.' },
    ]);
  });

  it('tells a Hindi customer in Hindi, with the zones’ Hindi names', async () => {
    const { problems } = await recordsOf(
      csv([
        ['नाम', 'फ़ोटो'],
        ['', 'a.jpg'],
      ]),
      hindi,
    );
    expect(problems).toEqual([{ row: 2, field: 'name', problem: 'नाम खाली है।' }]);
    expect(await refusal(Buffer.from('%PDF-1.4\n'), hindi)).toBe(`400 ${RECORD_TEXTS_HI.notASheet}`);
  });

  it('keeps hostile strings as plain text: formulas, markup, control characters, bidi overrides', async () => {
    const hostile = ['=HYPERLINK("http://x","y")', '<script>alert(1)</script>', 'a\u0000b\u0007c', '\u202egnp.exe', "'; drop table quotes; --", '{{7*7}}'];
    const { records } = await recordsOf(csv([['name', 'photo'], ...hostile.map((h, i) => [h, `p${i}`])]));
    expect(records.map((r) => r.values.name)).toEqual([
      '=HYPERLINK("http://x","y")',
      '<script>alert(1)</script>',
      'a b c',
      '\u202egnp.exe',
      "'; drop table quotes; --",
      '{{7*7}}',
    ]);
  });

  it('refuses what is not a CSV or an XLSX, by its bytes', async () => {
    const notASheet = `400 ${RECORD_TEXTS_EN.notASheet}`;
    expect(await refusal(await png(20, 20))).toBe(notASheet);
    expect(await refusal(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe(notASheet);
    expect(await refusal(Buffer.from('PK\u0003\u0004 not really a zip', 'latin1'))).toBe(notASheet);
    expect(await refusal(xlsxOf([]).subarray(0, 200))).toBe(notASheet);
  });

  it('refuses a header that names no zone, lacks a required one, or names one twice; and a sheet with no rows', async () => {
    expect(
      await refusal(
        csv([
          ['Student', 'Roll'],
          ['Asha', '1'],
        ]),
      ),
    ).toBe('400 The first row must name the columns: Name, Class, Roll number, Blood group, Phone, Photo.');
    expect(
      await refusal(
        csv([
          ['Name', 'Class'],
          ['Asha', '1'],
        ]),
      ),
    ).toBe('400 The first row must name the columns: Photo.');
    expect(
      await refusal(
        csv([
          ['Name', 'नाम', 'Photo'],
          ['Asha', 'आशा', 'a'],
        ]),
      ),
    ).toBe('400 Two columns are for Name; keep one.');
    expect(await refusal(csv([['Name', 'Photo']]))).toBe(`400 ${RECORD_TEXTS_EN.noRows}`);
  });

  it('refuses more than 2,000 rows, in a CSV or an XLSX', async () => {
    const rows = Array.from({ length: 2001 }, (_, i) => [`Student ${i}`, `p${i}.jpg`]);
    const tooMany = '400 The sheet has more than 2000 rows; split it into several orders.';
    expect(await refusal(csv([['name', 'photo'], ...rows]))).toBe(tooMany);
    expect(await refusal(xlsxOf([['name', 'photo'], ...rows], { inline: true }))).toBe(tooMany);
    expect((await recordsOf(csv([['name', 'photo'], ...rows.slice(0, 2000)]))).records).toHaveLength(2000);
  });

  it('refuses a workbook whose sheet unpacks past a sane size', async () => {
    // A sheet of 33 MB of spaces (a few KB deflated) after a real header row.
    const sheet = Buffer.concat([
      Buffer.from('<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>name</t></is></c></row>'),
      Buffer.alloc(33 * 1024 * 1024, 0x20),
    ]);
    const parts = [
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook><sheets><sheet r:id="rId1"/></sheets></workbook>'), deflate: true },
      { name: 'xl/worksheets/sheet1.xml', data: sheet, deflate: true },
    ];
    expect(zipOf(parts).length).toBeLessThan(RECORD_LIMITS.sheetBytes);
    expect(await refusal(zipOf(parts))).toBe(`400 ${RECORD_TEXTS_EN.notASheet}`);
    // The same sheet, small, is read.
    parts[1]!.data = Buffer.from(
      '<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>name</t></is></c></row><row r="2"><c t="inlineStr"><is><t>Asha</t></is></c></row></sheetData></worksheet>',
    );
    expect(await refusal(zipOf(parts), { ...english, fields: ID_CARD_ZONES.slice(0, 1) })).toBe('read');
  });
});

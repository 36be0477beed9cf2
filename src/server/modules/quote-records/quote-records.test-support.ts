import sharp from 'sharp';
import { expect } from 'vitest';
import type { PersonalField } from '../../../contract/selling.ts';
import { jpeg } from '../../test-support/fixtures.ts';
import { zipOf, type ZipEntry } from '../../test-support/zip.ts';
import { createListing, openShop, type ShopTestApp } from '../listings/listings.test-support.ts';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const columnName = (i: number) => (i < 26 ? String.fromCharCode(65 + i) : `A${String.fromCharCode(65 + i - 26)}`);

/**
 * A real .xlsx as Excel lays it out (workbook, its relationships, shared strings, one sheet), with
 * texts as shared strings (`inline: false`) or inline strings, and cells that look like numbers as numbers.
 */
export function xlsxOf(rows: string[][], opts: { inline?: boolean; extra?: ZipEntry[] } = {}): Buffer {
  const shared: string[] = [];
  const cell = (text: string, r: string) => {
    if (/^\d+$/.test(text)) return `<c r="${r}"><v>${text}</v></c>`;
    if (opts.inline) return `<c r="${r}" t="inlineStr"><is><t xml:space="preserve">${xml(text)}</t></is></c>`;
    shared.push(text);
    return `<c r="${r}" t="s"><v>${shared.length - 1}</v></c>`;
  };
  const sheetRows = rows.map((cells, i) => `<row r="${i + 1}">${cells.map((c, j) => (c === '' ? '' : cell(c, `${columnName(j)}${i + 1}`))).join('')}</row>`);
  const text = (name: string, body: string) => ({ name, data: Buffer.from(body, 'utf8'), deflate: true });
  return zipOf([
    text('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    text(
      'xl/workbook.xml',
      '<?xml version="1.0"?><workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Students" sheetId="1" r:id="rId7"/></sheets></workbook>',
    ),
    text(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0"?><Relationships><Relationship Id="rId7" Type="worksheet" Target="worksheets/students.xml"/></Relationships>',
    ),
    text('xl/worksheets/students.xml', `<?xml version="1.0"?><worksheet><sheetData>${sheetRows.join('')}</sheetData></worksheet>`),
    text('xl/sharedStrings.xml', `<?xml version="1.0"?><sst>${shared.map((s) => `<si><t xml:space="preserve">${xml(s)}</t></si>`).join('')}</sst>`),
    ...(opts.extra ?? []),
  ]);
}

const zone = (key: string, label: string, hi: string, x: number, y: number, w: number, h: number, extra: Partial<PersonalField> = {}): PersonalField => ({
  key,
  label,
  translations: { hi: { label: hi } },
  x,
  y,
  w,
  h,
  align: 'left',
  colour: '#111111',
  ...extra,
});

/** An ID card's zones (85.6 × 54 mm): name and photo required. */
export const ID_CARD_ZONES: PersonalField[] = [
  zone('name', 'Name', 'नाम', 0.36, 0.3, 0.6, 0.1, { required: true }),
  zone('class', 'Class', 'कक्षा', 0.36, 0.44, 0.3, 0.08),
  zone('roll_no', 'Roll number', 'रोल नंबर', 0.7, 0.44, 0.26, 0.08),
  zone('blood_group', 'Blood group', 'ब्लड ग्रुप', 0.36, 0.56, 0.3, 0.08),
  zone('phone', 'Phone', 'फ़ोन', 0.36, 0.68, 0.4, 0.08),
  zone('photo', 'Photo', 'फ़ोटो', 0.04, 0.26, 0.28, 0.56, { kind: 'photo', required: true }),
];

/**
 * A photo taken with the phone on its side: stored 400 × 200 (red on the left, blue on the right)
 * with EXIF orientation 6, so it shows upright as 200 × 400, red on top. GPS-like metadata rides along.
 */
export async function sidewaysPhoto(): Promise<Buffer> {
  const half = (r: number, b: number) =>
    sharp({ create: { width: 200, height: 200, channels: 3, background: { r, g: 0, b } } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#000' } })
    .composite([
      { input: await half(255, 0), left: 0, top: 0 },
      { input: await half(0, 255), left: 200, top: 0 },
    ])
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Asha’s phone', Artist: 'secret' } } })
    .toBuffer();
}

/** A shop selling one school ID card (ID_CARD_ZONES) on a plain picture of this size. */
export async function openIdCardShop(width: number, height: number): Promise<{ t: ShopTestApp; listingId: string }> {
  const t = await openShop();
  const card = await createListing(t, t.cookie, t.catalogue, {
    title: 'School ID card',
    price: '25',
    moq: '1',
    images: { data: await jpeg(width, height, { r: 240, g: 240, b: 250 }), filename: 'card.jpg', type: 'image/jpeg' },
    fields: JSON.stringify(ID_CARD_ZONES),
  });
  return { t, listingId: card._id };
}

/** A school's quote for 40 cards: its id (the owner's address) and token (the customer's). */
export async function askForCards(t: ShopTestApp, listingId: string, lang: 'en' | 'hi' = 'en'): Promise<{ id: string; token: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { listingId, quantity: 40, texts: {}, name: 'Principal', phone: '98220 12345', lang },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { token } = res.json();
  const row = await t.app.db.selectFrom('quotes').select('id').where('token', '=', token).executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** A sheet of names as a multipart file part. */
export const csvPart = (rows: string[][]) => ({ data: Buffer.from(rows.map((r) => r.join(',')).join('\n'), 'utf8'), filename: 'names.csv', type: 'text/csv' });

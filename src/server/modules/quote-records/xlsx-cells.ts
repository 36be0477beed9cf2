import yauzl from 'yauzl';

/**
 * The first worksheet of an Excel workbook (.xlsx) as rows of cell texts, read with yauzl (already
 * the shop's zip reader) and a few patterns over SpreadsheetML, instead of a spreadsheet library:
 * exceljs brings ~20 dependencies for what is here shared strings, inline strings, numbers and
 * booleans of one sheet; the `xlsx` package on npm carries open advisories. Formulas give their
 * cached value; styles, dates' formats and other sheets are ignored (a school's list is text).
 * Every part is read with its declared size checked before inflating and again while inflating, so a
 * small workbook cannot unpack into gigabytes.
 */

/** Largest part of the workbook we inflate (a 2,000-row sheet is well under 5 MB of XML). */
const PART_BYTES = 32 * 1024 * 1024;
/** Columns past this are ignored: a card has at most 10 zones. */
const MAX_COLUMNS = 100;

export class NotAWorkbook extends Error {}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text to its characters: entities, character references, and OOXML's _xHHHH_ escapes. */
function xmlText(raw: string): string {
  return raw
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (whole, hex: string, dec: string, name: string) => {
      const code = hex ? parseInt(hex, 16) : dec ? Number(dec) : undefined;
      if (code !== undefined) return code <= 0x10ffff ? String.fromCodePoint(code) : '';
      return ENTITIES[name] ?? whole;
    })
    .replace(/_x([0-9a-f]{4})_/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The text runs of a shared or inline string, without phonetic guides (<rPh>). */
const runsOf = (xml: string) =>
  [...xml.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '').matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>|<(?:\w+:)?t(?:\s[^>]*)?\/>/g)]
    .map((m) => xmlText(m[1] ?? ''))
    .join('');

const attr = (attrs: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1];

/** "C" → 2, "AA" → 26. */
function columnIndex(ref: string | undefined): number | undefined {
  const letters = ref && /^([A-Z]{1,3})\d*$/.exec(ref)?.[1];
  if (!letters) return undefined;
  return [...letters].reduce((n, c) => n * 26 + (c.charCodeAt(0) - 64), 0) - 1;
}

async function partsOf(bytes: Buffer): Promise<{ read: (name: string) => Promise<string | undefined>; close: () => void }> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  } catch {
    throw new NotAWorkbook('not a zip');
  }
  const entries = new Map<string, yauzl.Entry>();
  for await (const entry of zip.eachEntry()) if (entries.size < 10_000) entries.set(entry.fileName.replace(/^\//, ''), entry);
  const read = async (name: string) => {
    const entry = entries.get(name);
    if (!entry) return undefined;
    if (entry.uncompressedSize > PART_BYTES) throw new NotAWorkbook(`${name} is too large`);
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  return { read, close: () => zip.close() };
}

/** The path of the workbook's first sheet (its order in workbook.xml, not its file name). */
async function firstSheetPath(read: (name: string) => Promise<string | undefined>): Promise<string> {
  const workbook = await read('xl/workbook.xml');
  if (workbook === undefined) throw new NotAWorkbook('no workbook');
  const sheet = /<(?:\w+:)?sheet\b([^>]*)>/.exec(workbook)?.[1] ?? '';
  const id = /\s[\w]+:id="([^"]*)"/.exec(sheet)?.[1];
  const rels = (await read('xl/_rels/workbook.xml.rels')) ?? '';
  for (const [, attrs] of rels.matchAll(/<Relationship\b([^>]*)>/g)) {
    if (id && attr(attrs!, 'Id') === id) {
      const target = attr(attrs!, 'Target') ?? '';
      return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    }
  }
  return 'xl/worksheets/sheet1.xml';
}

/**
 * Rows of the first sheet as texts, numbered as the sheet numbers them (index 0 is row 1); blank
 * rows in between are empty lists. Stops at `maxRows` + 1 rows: the caller tells the sheet is too long.
 */
export async function readXlsxCells(bytes: Buffer, maxRows: number): Promise<string[][]> {
  const { read, close } = await partsOf(bytes);
  try {
    const sheetXml = await read(await firstSheetPath(read));
    if (sheetXml === undefined) throw new NotAWorkbook('no sheet');
    const shared = [...((await read('xl/sharedStrings.xml')) ?? '').matchAll(/<(?:\w+:)?si\b[^>]*>([\s\S]*?)<\/(?:\w+:)?si>|<(?:\w+:)?si\b[^>]*\/>/g)].map(
      (m) => runsOf(m[1] ?? ''),
    );
    const rows: string[][] = [];
    for (const [, rowAttrs, rowXml] of sheetXml.matchAll(/<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g)) {
      const at = Number(attr(rowAttrs!, 'r') ?? rows.length + 1) - 1;
      if (!Number.isInteger(at) || at < rows.length) continue;
      if (at > maxRows + 1) break;
      while (rows.length < at) rows.push([]);
      const cells: string[] = [];
      for (const [, cellAttrs, cellXml = ''] of (rowXml ?? '').matchAll(/<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g)) {
        const column = columnIndex(attr(cellAttrs!, 'r')) ?? cells.length;
        if (column >= MAX_COLUMNS) continue;
        while (cells.length < column) cells.push('');
        cells[column] = cellText(attr(cellAttrs!, 't'), cellXml, shared);
      }
      rows.push(cells);
    }
    return rows;
  } finally {
    close();
  }
}

function cellText(type: string | undefined, xml: string, shared: string[]): string {
  if (type === 'inlineStr') return runsOf(/<(?:\w+:)?is\b[^>]*>([\s\S]*?)<\/(?:\w+:)?is>/.exec(xml)?.[1] ?? '');
  const value = xmlText(/<(?:\w+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?v>/.exec(xml)?.[1] ?? '');
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  return value;
}

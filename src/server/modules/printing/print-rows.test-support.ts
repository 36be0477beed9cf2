import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Listing } from '../../../contract/catalogue.ts';
import type { PersonalField } from '../../../contract/selling.ts';
import { form, jpeg } from '../../test-support/fixtures.ts';
import { zipOf, type ZipEntry } from '../../test-support/zip.ts';
import { createListing, type ShopTestApp } from '../listings/listings.test-support.ts';
import { approve, pricedQuote, setPrintSize } from './printing.test-support.ts';

/** A listing with these zones and print size, made through the listing form as the owner does (a second picture, the back, for two sides). */
export async function rowsListing(
  t: ShopTestApp,
  title: string,
  fields: PersonalField[],
  print: { widthMm: number; heightMm: number; bleedMm: number; sides: number },
): Promise<Listing> {
  const front = { data: await jpeg(540, 856, { r: 240, g: 240, b: 250 }), filename: 'card.jpg', type: 'image/jpeg' };
  const back = { data: await jpeg(540, 856, { r: 30, g: 60, b: 120 }), filename: 'back.jpg', type: 'image/jpeg' };
  const listing = await createListing(t, t.cookie, t.catalogue, {
    title,
    price: '20',
    moq: '1',
    images: print.sides === 2 ? [front, back] : front,
    fields: JSON.stringify(fields),
  });
  return setPrintSize(t, listing, print);
}

const csvOf = (rows: string[][]) =>
  Buffer.from(rows.map((r) => r.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n'), 'utf8');

/** A priced job whose rows (and photos) the owner sent, approved by the customer: its id, token and order number. */
export async function approvedRowsJob(t: ShopTestApp, listing: Listing, rows: string[][], photos?: ZipEntry[]) {
  const { id, token } = await pricedQuote(t, listing, {});
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/quotes/${id}/records`,
    headers: { cookie: t.cookie },
    payload: form({
      sheet: { data: csvOf(rows), filename: 'names.csv', type: 'text/csv' },
      ...(photos ? { photos: { data: zipOf(photos), filename: 'photos.zip', type: 'application/zip' } } : {}),
    }),
  });
  if (res.statusCode !== 200) throw new Error(`rows refused: ${res.statusCode} ${res.body}`);
  // The customer approves the newest proof: the proof of every card, once the upload makes one.
  const newest = await t.app.db.selectFrom('quote_proofs').select('version').where('quote_id', '=', id).orderBy('version', 'desc').executeTakeFirst();
  await approve(t, token, Number(newest?.version ?? 1));
  const quote = await t.app.inject({ method: 'GET', url: `/api/quotes/${id}`, headers: { cookie: t.cookie } });
  return { id, token, orderNumber: quote.json().orderNumber as string };
}

/** The images of a PDF as poppler lists them: the page each is drawn on, and its pixel size. */
export async function imagesOf(pdf: Buffer): Promise<{ page: number; width: number; height: number }[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'print-rows-'));
  try {
    await fs.writeFile(path.join(dir, 'in.pdf'), pdf);
    const { stdout } = await promisify(execFile)('pdfimages', ['-list', path.join(dir, 'in.pdf')]);
    return stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => line.trim().split(/\s+/))
      .map((c) => ({ page: Number(c[0]), width: Number(c[3]), height: Number(c[4]) }));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Each page's text, as a reader copies it (Devanagari in typed order: logical-text.ts). */
export async function pageTexts(pdf: Buffer): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(doc, { mergePages: false })).text.map((page) => page.replace(/\s+/g, ' '));
}

import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Listing } from '../../../contract/catalogue.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { putListing } from '../listings/listings.test-support.ts';
import { askQuote } from '../quotes/quotes.test-support.ts';

/** Sets the listing's print size through the listing form, as the owner does. */
export async function setPrintSize(t: ShopTestApp, listing: Listing, print: object | string): Promise<Listing> {
  const res = await putListing(t, t.cookie, listing._id, { print: typeof print === 'string' ? print : JSON.stringify(print) });
  if (res.statusCode !== 200) throw new Error(`print size refused: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A quote for `quantity` pieces with these texts, priced at ₹4000: its id and token. */
export async function pricedQuote(t: ShopTestApp, listing: Listing, texts: Record<string, string>, quantity = 200) {
  const { id, token } = await askQuote(t, listing, 'Asha', texts);
  if (quantity !== 200) await t.app.db.updateTable('quotes').set({ quantity }).where('id', '=', id).execute();
  const priced = await t.app.inject({ method: 'PUT', url: `/api/quotes/${id}`, headers: { cookie: t.cookie }, payload: { finalPrice: '4000' } });
  if (priced.statusCode !== 200) throw new Error(`pricing failed: ${priced.body}`);
  return { id, token };
}

/** The customer approves `version` at ₹4000. */
export async function approve(t: ShopTestApp, token: string, version = 1): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/approve`, payload: { version, confirmed: true, price: '4000' } });
  if (res.statusCode !== 200) throw new Error(`approval failed: ${res.body}`);
}

export const owner = (t: ShopTestApp, url: string, cookie = t.cookie) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** A page's boxes in points, rounded to 0.01 pt: [x, y, width, height]. */
export async function boxesOf(pdf: Buffer, page = 0) {
  const doc = await PDFDocument.load(pdf);
  const p = doc.getPage(page);
  const r = (b: { x: number; y: number; width: number; height: number }) => [b.x, b.y, b.width, b.height].map((v) => Math.round(v * 100) / 100);
  return { pages: doc.getPageCount(), media: r(p.getMediaBox()), bleed: r(p.getBleedBox()), trim: r(p.getTrimBox()) };
}

export async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
}

/** Points as the boxes are rounded: 1 mm = 72 / 25.4 pt. */
export const points = (mm: number) => Math.round(((mm * 72) / 25.4) * 100) / 100;

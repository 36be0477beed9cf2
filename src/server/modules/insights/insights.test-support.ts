import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestApp } from '../../test-support/test-app.ts';
import { writeStandInBuild } from '../../test-support/web-test-app.ts';

/** A phone's browser, as a visitor's requests carry it. */
export const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
export const visitor = { 'user-agent': PHONE_UA };

/**
 * A stand-in for the web build: its renderer reads the item from the API in-process, as the real
 * one does (src/web/entry-server.tsx through plugins/web.ts), and answers 404 for an unknown item.
 */
export async function standInWebBuild(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
  await writeStandInBuild(
    dir,
    `export async function render({ url, api }) {
  const item = /^\\/list\\/([^/?]+)/.exec(url);
  if (!item) return { status: 200, html: '<h1>Shop</h1>' };
  const answer = await api('/api/listings/' + item[1]);
  return answer.status === 200 ? { status: 200, html: '<h1>' + answer.body.title + '</h1>' } : { status: 404, html: '<h1>Item not found</h1>' };
}`,
  );
  return dir;
}

/** Every stored count row of a design, after writing what is waiting. */
export async function countsOf(t: TestApp, listingId: string) {
  await t.app.visits.flush();
  const rows = await t.app.db.selectFrom('listing_counts').selectAll().where('listing_id', '=', listingId).execute();
  const sum = (k: 'views' | 'whatsapp' | 'quotes' | 'shares') => rows.reduce((s, r) => s + Number(r[k]), 0);
  return { views: sum('views'), whatsapp: sum('whatsapp'), quotes: sum('quotes'), shares: sum('shares') };
}

export async function searchRows(t: TestApp) {
  await t.app.visits.flush();
  const rows = await t.app.db.selectFrom('search_counts').select(['text', 'searches', 'empty']).orderBy('text').execute();
  return rows.map((r) => ({ text: r.text, searches: Number(r.searches), empty: Number(r.empty) }));
}

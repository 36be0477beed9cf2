import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { weddingSellingForm } from '../../contract/selling-samples.ts';
import { saveBillingSettings } from '../modules/billing-settings/billing-settings.repository.ts';
import { createListing, openShop } from '../modules/listings/listings.test-support.ts';
import { askQuote } from '../modules/quotes/quotes.test-support.ts';
import { jpeg } from '../test-support/fixtures.ts';
import type { TestApp } from '../test-support/test-app.ts';
import { emptyTarget, openRestored, readEntries, rowsOf } from './backup.test-support.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const DIALECTS = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const pdfs = async (t: TestApp) =>
  Object.fromEntries((await t.app.db.selectFrom('invoices').select(['number', 'pdf']).execute()).map((r) => [r.number, r.pdf?.toString('base64') ?? null]));

/** A shop on `dialect` with two bills: one with its kept PDF, one kept without (made before PDFs were kept). */
async function billingShop(dialect: 'sqlite' | 'postgres') {
  const t = await openShop(dialect === 'sqlite' ? { databaseUrl: undefined, pgSchema: undefined } : {});
  cleanups.push(() => t.close());
  await saveBillingSettings(t.app.db, {
    upiId: 'shop@okaxis',
    upiName: 'Shri Ganesh',
    advancePercent: 50,
    legalName: 'Shri Ganesh Printers',
    address: 'Pune',
    gstMode: 'none',
    gstin: '',
    state: 'Maharashtra',
    numberPrefix: 'INV',
  });
  const listing = await createListing(t, t.cookie, t.catalogue, {
    price: '20',
    moq: '100',
    images: { data: await jpeg(64, 90), filename: 'card.jpg', type: 'image/jpeg' },
    ...weddingSellingForm(),
  });
  const tokens: string[] = [];
  for (const name of ['Asha', 'Ravi']) {
    const q = await askQuote(t, listing, name);
    for (const payload of [{ finalPrice: '1500' }, { stage: 'approved' }]) {
      expect((await t.app.inject({ method: 'PUT', url: `/api/quotes/${q.id}`, headers: { cookie: t.cookie }, payload })).statusCode).toBe(200);
    }
    await t.app.inject({ method: 'PUT', url: `/api/quotes/${q.id}`, headers: { cookie: t.cookie }, payload: { stage: 'approved' } });
    const made = await t.app.inject({ method: 'POST', url: `/api/quotes/${q.id}/invoice`, headers: { cookie: t.cookie }, payload: {} });
    expect(made.statusCode, made.body).toBe(201);
    tokens.push(q.token);
  }
  const [kept, legacy] = await t.app.db.selectFrom('invoices').select(['id', 'number']).orderBy('number').execute();
  await t.app.db.updateTable('invoices').set({ pdf: null }).where('id', '=', legacy!.id).execute();
  return { t, tokens, kept: kept!.number, legacy: legacy!.number };
}

describe('a backup carries the bills’ kept PDFs', () => {
  it.each(DIALECTS)('from %s, to every dialect: the same bytes, answered as they were; a bill without one is drawn once restored', async (from) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bills-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const shop = await billingShop(from);
    const before = await pdfs(shop.t);
    expect(before[shop.kept]).toMatch(/^JVBERi0/); // "%PDF-"
    expect(before[shop.legacy]).toBeNull();
    const archive = (await createBackup({ ...shop.t.config, out: path.join(dir, 'shop.tar.gz') })).file;
    const rows = rowsOf(await readEntries(archive), 'invoices');
    expect(rows.find((r) => r.number === shop.kept)?.pdf).toEqual({ base64: before[shop.kept] });

    for (const to of DIALECTS) {
      const target = await emptyTarget(archive, to);
      cleanups.push(target.cleanup);
      await restoreBackup(target);
      const restored = await openRestored(target);
      cleanups.push(() => restored.close());
      expect(await pdfs(restored)).toEqual(before);
      const served = await restored.app.inject({ url: `/api/quotes/${shop.tokens[0]}/invoice.pdf` });
      expect(served.rawPayload.toString('base64')).toBe(before[shop.kept]);
      const drawn = await restored.app.inject({ url: `/api/quotes/${shop.tokens[1]}/invoice.pdf` });
      expect([drawn.statusCode, (await pdfs(restored))[shop.legacy]]).toEqual([200, drawn.rawPayload.toString('base64')]);
    }
  });
});

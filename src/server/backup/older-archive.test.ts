import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { quoteRow } from '../test-support/quote-rows.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { MANIFEST_ENTRY } from './archive-format.ts';
import { editArchive, emptyTarget, manifestOf, rowsOf } from './backup.test-support.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The shop's archive as it is now, in a folder removed after the test. */
async function archiveNow(source: TestApp): Promise<{ dir: string; current: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-archive-'));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return { dir, current: (await createBackup({ ...source.config, out: path.join(dir, 'now.tar.gz') })).file };
}

/** Restores the archive into an empty database and hands that database to `check`. */
async function checkRestored(archive: string, check: (db: Database) => Promise<void>): Promise<void> {
  const target = await emptyTarget(archive);
  cleanups.push(target.cleanup);
  await restoreBackup(target);
  const handle = openDatabase(target);
  try {
    await check(handle.db);
  } finally {
    await handle.close();
  }
}

describe('restoring an archive taken before a migration that moved rows', () => {
  it('an archive from before 006 has its setup marker moved out of lookups', async () => {
    const source = await createTestApp({ admin: undefined });
    cleanups.push(() => source.close());
    const setup = await source.app.inject({ method: 'POST', url: '/api/setup', payload: { User_name: 'boss', Password: 'long enough pw' } });
    expect(setup.statusCode).toBe(201);
    const { dir, current } = await archiveNow(source);

    // The same shop as a version before 006 archived it: no shop_setup table, the marker in lookups.
    const older = path.join(dir, 'older.tar.gz');
    const marker = { id: crypto.randomUUID(), kind: 'setup', name: 'done', name_key: 'done', created_at: '2026-01-02T03:04:05.000Z' };
    await editArchive(current, older, (entries) => {
      const manifest = manifestOf(entries);
      manifest.migrations = manifest.migrations.filter((m) => m !== '006-shop-setup');
      manifest.tables = manifest.tables.filter((t) => t.name !== 'shop_setup').map((t) => (t.name === 'lookups' ? { ...t, rows: 1 } : t));
      return entries
        .filter((e) => e.name !== 'tables/shop_setup.jsonl')
        .map((e) => (e.name === 'tables/lookups.jsonl' ? { ...e, data: Buffer.from(`${JSON.stringify(marker)}\n`) } : e))
        .map((e) => (e.name === MANIFEST_ENTRY ? { ...e, data: Buffer.from(JSON.stringify(manifest)) } : e));
    });

    await checkRestored(older, async (db) => {
      expect(await db.selectFrom('shop_setup').selectAll().execute()).toEqual([{ id: 1, done_at: marker.created_at }]);
      expect(await db.selectFrom('lookups').selectAll().execute()).toEqual([]);
    });
  });

  it('an archive from before 007 has its quote statuses renamed to stages and each timeline started', async () => {
    const source = await createTestApp();
    cleanups.push(() => source.close());
    // A quote as a version before 007 stored it: an old status, no timeline.
    const quote = quoteRow({ token: 'b'.repeat(32), status: 'done', created_at: '2026-01-02T03:04:05.000Z', updated_at: '2026-01-05T03:04:05.000Z' });
    await source.app.db.insertInto('quotes').values(quote).execute();
    const { dir, current } = await archiveNow(source);
    const older = path.join(dir, 'older.tar.gz');
    await editArchive(current, older, (entries) => {
      const manifest = manifestOf(entries);
      manifest.migrations = manifest.migrations.filter((m) => m !== '007-quote-stages');
      manifest.tables = manifest.tables.filter((t) => t.name !== 'quote_timeline');
      return entries
        .filter((e) => e.name !== 'tables/quote_timeline.jsonl')
        .map((e) => (e.name === MANIFEST_ENTRY ? { ...e, data: Buffer.from(JSON.stringify(manifest)) } : e));
    });

    await checkRestored(older, async (db) => {
      expect(await db.selectFrom('quotes').select('status').execute()).toEqual([{ status: 'delivered' }]);
      const steps = await db.selectFrom('quote_timeline').select(['step', 'stage', 'at']).orderBy('step').execute();
      expect(steps).toEqual([
        { step: 1, stage: 'new', at: quote.created_at },
        { step: 2, stage: 'delivered', at: quote.updated_at },
      ]);
    });
  });

  it('an archive from before 009 has its priced quotes numbered, and the counter goes on from there', async () => {
    const source = await createTestApp();
    cleanups.push(() => source.close());
    const quote = (token: string, finalPrice: string | null, createdAt: string) =>
      quoteRow({ token: token.repeat(32), name: 'प्रिया', status: finalPrice ? 'quoted' : 'new', final_price: finalPrice, created_at: createdAt });
    await source.app.db
      .insertInto('quotes')
      .values([quote('b', '700', '2026-06-02T03:04:05.000Z'), quote('a', '500', '2026-06-01T03:04:05.000Z'), quote('c', null, '2026-05-01T03:04:05.000Z')])
      .execute();
    const { dir, current } = await archiveNow(source);
    const older = path.join(dir, 'older.tar.gz');
    // As a version before 009 archived it: no order numbers, no counters, no settings.
    await editArchive(current, older, (entries) => {
      const manifest = manifestOf(entries);
      manifest.migrations = manifest.migrations.filter((m) => m !== '009-order-numbers');
      manifest.tables = manifest.tables
        .filter((t) => t.name !== 'order_counters' && t.name !== 'order_settings')
        .map((t) => (t.name === 'quotes' ? { ...t, columns: t.columns.filter((c) => c !== 'order_number') } : t));
      const quotes = rowsOf(entries, 'quotes').map(({ order_number: _gone, ...row }) => JSON.stringify(row));
      return entries
        .filter((e) => e.name !== 'tables/order_counters.jsonl' && e.name !== 'tables/order_settings.jsonl')
        .map((e) => (e.name === 'tables/quotes.jsonl' ? { ...e, data: Buffer.from(`${quotes.join('\n')}\n`) } : e))
        .map((e) => (e.name === MANIFEST_ENTRY ? { ...e, data: Buffer.from(JSON.stringify(manifest)) } : e));
    });

    await checkRestored(older, async (db) => {
      const rows = await db.selectFrom('quotes').select(['token', 'order_number']).orderBy('token').execute();
      expect(rows.map((r) => [r.token[0], r.order_number])).toEqual([
        ['a', 'ORD-2026-27-0001'],
        ['b', 'ORD-2026-27-0002'],
        ['c', null],
      ]);
      const counters = await db.selectFrom('order_counters').selectAll().execute();
      expect(counters.map((c) => [c.financial_year, Number(c.last_number)])).toEqual([['2026-27', 2]]);
    });
  });

  it("an archive from before 017 has its phones' digits kept beside them, for the owner's search", async () => {
    const source = await createTestApp();
    cleanups.push(() => source.close());
    await source.app.db
      .insertInto('quotes')
      .values(quoteRow({ token: 'b'.repeat(32), phone: '+91 98220-54321', created_at: '2026-06-02T03:04:05.000Z' }))
      .execute();
    const { dir, current } = await archiveNow(source);
    const older = path.join(dir, 'older.tar.gz');
    await editArchive(current, older, (entries) => {
      const manifest = manifestOf(entries);
      manifest.migrations = manifest.migrations.filter((m) => m !== '017-phone-digits');
      manifest.tables = manifest.tables.map((t) => (t.name === 'quotes' ? { ...t, columns: t.columns.filter((c) => c !== 'phone_digits') } : t));
      const quotes = rowsOf(entries, 'quotes').map(({ phone_digits: _gone, ...row }) => JSON.stringify(row));
      return entries
        .map((e) => (e.name === 'tables/quotes.jsonl' ? { ...e, data: Buffer.from(`${quotes.join('\n')}\n`) } : e))
        .map((e) => (e.name === MANIFEST_ENTRY ? { ...e, data: Buffer.from(JSON.stringify(manifest)) } : e));
    });

    await checkRestored(older, async (db) => {
      expect(await db.selectFrom('quotes').select(['phone', 'phone_digits']).execute()).toEqual([{ phone: '+91 98220-54321', phone_digits: '919822054321' }]);
    });
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertSiteConfigRow } from '../test-support/table-rows.ts';
import { ADMIN, type TestApp } from '../test-support/test-app.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { HINDI_COLUMNS as HINDI_CONTENT } from '../db/migrations/013-content-in-hindi.ts';
import { MANIFEST_ENTRY } from './archive-format.ts';
import { editArchive, emptyTarget, manifestOf, openRestored, readEntries, rowsOf, seedShop } from './backup.test-support.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

/**
 * Issue 19 (migration 013): the Hindi columns and the visitors' languages travel in a backup and come
 * back. The columns the migration added for the owner's content, and the language an enquiry was written in:
 */
const HINDI_COLUMNS: Record<string, string[]> = { ...HINDI_CONTENT, enquiries: ['lang'] };
const READS = ['/api/listings', '/api/categories', '/api/subcategories', '/api/banners', '/api/confi/GetConfiList'];

const cleanups: Array<() => Promise<void>> = [];
const source = useTestApp();
let dir: string;
let archive: string;
beforeEach(async () => {
  await seedShop(source, source.cookie, 1);
  await insertSiteConfigRow(source.app.db, { name: 'Shubh' });
  const db = source.app.db;
  await db.updateTable('listings').set({ title_hi: 'शाही <कार्ड>', description_hi: 'सुनहरा\n"किनारा"' }).execute();
  await db.updateTable('categories').set({ name_hi: 'शादी के कार्ड' }).execute();
  await db.updateTable('subcategories').set({ name_hi: 'प्रीमियम' }).execute();
  await db.updateTable('banners').set({ name_hi: 'दिवाली', alt_text_hi: 'दीये' }).execute();
  await db.updateTable('site_configs').set({ name_hi: 'शुभ', address_hi: 'गोंदिया' }).execute();
  const sent = await source.app.inject({ method: 'POST', url: '/api/enquiries', payload: { name: 'आशा', email: 'a@b.in', message: 'नमस्ते', lang: 'hi' } });
  expect(sent.statusCode).toBe(201);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-archive-'));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  archive = (await createBackup({ ...source.config, out: path.join(dir, 'shop.tar.gz') })).file;
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function restored(file: string): Promise<TestApp> {
  const into = await emptyTarget(file);
  cleanups.push(into.cleanup);
  await restoreBackup(into);
  const app = await openRestored(into);
  cleanups.push(() => app.close());
  return app;
}

const body = async (t: TestApp, url: string, cookie?: string) => (await t.app.inject({ url, headers: cookie ? { cookie } : {} })).body;

describe('backing up the Hindi content', () => {
  it('carries every Hindi column and the enquiry language, and restores them as they were', async () => {
    const entries = await readEntries(archive);
    for (const [table, columns] of Object.entries(HINDI_COLUMNS)) {
      const entry = manifestOf(entries).tables.find((t) => t.name === table)!;
      for (const column of columns) expect(entry.columns, `${table}.${column}`).toContain(column);
    }
    expect(rowsOf(entries, 'listings')[0]).toMatchObject({ title_hi: 'शाही <कार्ड>' });

    const shop = await restored(archive);
    for (const url of READS) expect(await body(shop, url), url).toBe(await body(source, url));
    // The listing's own Hindi, and its category's and subcategory's names beside them (as the English ones ride along).
    expect(JSON.parse(await body(shop, '/api/listings'))[0].translations).toEqual({
      hi: { title: 'शाही <कार्ड>', description: 'सुनहरा\n"किनारा"', categoryName: 'शादी के कार्ड', subcategory: 'प्रीमियम' },
    });
    const enquiries = JSON.parse(await body(shop, '/api/enquiries', await shop.login(ADMIN.name, ADMIN.password))).result;
    expect(enquiries.map((e: { name: string; lang: string }) => [e.name, e.lang])).toEqual([['आशा', 'hi']]);
  });

  it('restores an archive from before 013 (no Hindi columns): everything reads as English only', async () => {
    const older = path.join(dir, 'older.tar.gz');
    const strip = (table: string) => (HINDI_COLUMNS[table] ?? []).concat(table === 'quotes' ? ['lang'] : []);
    await editArchive(archive, older, (entries) => {
      const manifest = manifestOf(entries);
      manifest.migrations = manifest.migrations.filter((m) => m !== '013-content-in-hindi');
      manifest.tables = manifest.tables.map((t) => ({ ...t, columns: t.columns.filter((c) => !strip(t.name).includes(c)) }));
      return entries.map((e) => {
        if (e.name === MANIFEST_ENTRY) return { ...e, data: Buffer.from(JSON.stringify(manifest)) };
        const table = /^tables\/(.+)\.jsonl$/.exec(e.name)?.[1];
        if (!table || !strip(table).length) return e;
        const rows = rowsOf(entries, table).map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !strip(table).includes(k))));
        return { ...e, data: Buffer.from(rows.map((r) => `${JSON.stringify(r)}\n`).join('')) };
      });
    });
    const shop = await restored(older);
    for (const url of READS) {
      const answer = JSON.parse(await body(shop, url));
      const records = Array.isArray(answer) ? answer : answer.result;
      expect(records.length, url).toBeGreaterThan(0);
      for (const record of records) expect(record.translations, url).toEqual({});
    }
    const row = await shop.app.db.selectFrom('enquiries').select('lang').executeTakeFirstOrThrow();
    expect(row.lang).toBe('en');
  });
});

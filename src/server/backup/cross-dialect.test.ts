import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp } from '../test-support/test-app.ts';
import { emptyTarget, manifestOf, openRestored, readEntries, rowsOf, seedShop } from './backup.test-support.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Every row of every table, sorted, for comparing two archives regardless of row order. */
async function contents(file: string) {
  const entries = await readEntries(file);
  const manifest = manifestOf(entries);
  return {
    tables: Object.fromEntries(
      manifest.tables.map((t) => [
        t.name,
        rowsOf(entries, t.name)
          .map((r) => JSON.stringify(r, Object.keys(r).sort()))
          .sort(),
      ]),
    ),
    media: manifest.media,
  };
}

/** Restores `archive` into an empty shop on `dialect` and opens it; it must list what the source listed. */
async function restoreOn(archive: string, dialect: 'sqlite' | 'postgres', listings: string) {
  const target = await emptyTarget(archive, dialect);
  cleanups.push(target.cleanup);
  await restoreBackup(target);
  const shop = await openRestored(target);
  cleanups.push(() => shop.close());
  expect(shop.app.dialect).toBe(dialect);
  expect((await shop.app.inject({ url: '/api/listings' })).body).toBe(listings);
  return { target, shop };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a backup moves between SQLite and PostgreSQL', () => {
  it('SQLite → PostgreSQL → SQLite keeps every row and file, and each shop works', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-archives-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const source = await createTestApp({ databaseUrl: undefined, pgSchema: undefined });
    cleanups.push(() => source.close());
    const cookie = await source.login();
    await seedShop(source, cookie);
    const listings = (await source.app.inject({ url: '/api/listings' })).body;

    const fromSqlite = await createBackup({ ...source.config, out: path.join(dir, 'sqlite.tar.gz') });
    const { target: pgTarget, shop: onPg } = await restoreOn(fromSqlite.file, 'postgres', listings);
    await onPg.login(ADMIN.name, ADMIN.password);

    const fromPg = await createBackup({ ...pgTarget, out: path.join(dir, 'pg.tar.gz') });
    expect(fromPg.manifest.sourceDialect).toBe('postgres');
    const { target: sqliteTarget, shop: back } = await restoreOn(fromPg.file, 'sqlite', listings);
    await back.login('staff', 'staff password 1');

    const again = await createBackup({ ...sqliteTarget, out: path.join(dir, 'again.tar.gz') });
    const [first, last] = [await contents(fromSqlite.file), await contents(again.file)];
    // The audit trail gains entries from the logins above; everything else is identical.
    delete (first.tables as Record<string, unknown>).audit_log;
    delete (last.tables as Record<string, unknown>).audit_log;
    expect(last).toEqual(first);
  });
});

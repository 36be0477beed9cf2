import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { afterEach, beforeEach } from 'vitest';
import { VARIANT_WIDTHS } from '../media/image-pipeline.ts';
import { createListing, file, seedCatalogue } from '../modules/listings/listings.test-support.ts';
import { form, uniqueJpeg } from '../test-support/fixtures.ts';
import { createTestApp, withPg, type TestApp } from '../test-support/test-app.ts';
import { isBookkeepingTable, MANIFEST_ENTRY, ManifestSchema, type Manifest, type Row } from './archive-format.ts';
import { listMediaDir } from './referenced-media.ts';
import type { RestoreOptions } from './restore-backup.ts';
import { listTables } from './table-catalog.ts';
import { openDatabase } from '../db/database.ts';

export interface ArchiveEntry {
  name: string;
  data: Buffer;
  type?: tar.Headers['type'];
  linkname?: string;
}

/** Every entry of an archive, in order (tests only: archives here are small). */
export async function readEntries(file: string): Promise<ArchiveEntry[]> {
  const extract = tar.extract();
  const feeding = pipeline((await fs.open(file)).createReadStream(), zlib.createGunzip(), extract);
  const entries: ArchiveEntry[] = [];
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push({ name: entry.header.name, data: Buffer.concat(chunks), type: entry.header.type });
  }
  await feeding;
  return entries;
}

/** Writes entries as a gzip-compressed tar (to build damaged and hostile archives). */
export async function writeEntries(file: string, entries: ArchiveEntry[]): Promise<void> {
  const pack = tar.pack();
  const done = pipeline(pack, zlib.createGzip(), (await fs.open(file, 'w')).createWriteStream());
  for (const e of entries) {
    await new Promise<void>((resolve, reject) => {
      const header: tar.Headers = { name: e.name, type: e.type ?? 'file', linkname: e.linkname };
      const cb = (err?: Error | null) => (err ? reject(err) : resolve());
      if (header.type === 'file') pack.entry({ ...header, size: e.data.length }, e.data, cb);
      else pack.entry(header, cb);
    });
  }
  pack.finalize();
  await done;
}

/** A copy of an archive with some entries changed (`edit` returns the new list). */
export async function editArchive(source: string, target: string, edit: (entries: ArchiveEntry[]) => ArchiveEntry[]): Promise<void> {
  await writeEntries(target, edit(await readEntries(source)));
}

export function manifestOf(entries: ArchiveEntry[]): Manifest {
  return ManifestSchema.parse(JSON.parse(entries.find((e) => e.name === MANIFEST_ENTRY)!.data.toString('utf8')));
}

export function rowsOf(entries: ArchiveEntry[], table: string): Row[] {
  const text = entries.find((e) => e.name === `tables/${table}.jsonl`)?.data.toString('utf8') ?? '';
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Row);
}

/**
 * What "consistent" means for an archive: every image its rows reference is there with all its
 * variants, and no other file is.
 */
export function checkArchiveMedia(entries: ArchiveEntry[]): { referenced: number; files: number } {
  const originals = new Set<string>();
  for (const row of rowsOf(entries, 'listing_images')) originals.add(String(row.url).slice('/media/'.length));
  for (const [table, column] of [
    ['categories', 'image_url'],
    ['subcategories', 'image_url'],
    ['banners', 'image_url'],
    ['gallery_images', 'url'],
    ['site_configs', 'logo'],
  ] as const) {
    for (const row of rowsOf(entries, table)) if (String(row[column]).startsWith('/media/')) originals.add(String(row[column]).slice('/media/'.length));
  }
  const expected = new Set<string>();
  for (const name of originals) {
    expected.add(name);
    for (const w of VARIANT_WIDTHS) for (const ext of ['webp', 'avif']) expected.add(`${name.slice(0, 32)}-${w}.${ext}`);
  }
  const files = entries.filter((e) => e.name.startsWith('media/')).map((e) => e.name.slice('media/'.length));
  const missing = [...expected].filter((n) => !files.includes(n));
  const extra = files.filter((n) => !expected.has(n));
  if (missing.length || extra.length) throw new Error(`archive media: missing ${missing.join(', ') || '-'}; extra ${extra.join(', ') || '-'}`);
  return { referenced: originals.size, files: files.length };
}

/** A shop with a catalogue, listings with images, a banner and a second user. */
export async function seedShop(t: TestApp, cookie: string, listings = 3) {
  const c = await seedCatalogue(t);
  for (let i = 0; i < listings; i++) {
    await createListing(t, cookie, c, { title: `Card ${i}`, images: [file(await uniqueJpeg(64, 48)), file(await uniqueJpeg(64, 48))] });
  }
  const banner = await t.app.inject({
    method: 'POST',
    url: '/api/banners',
    headers: { cookie },
    payload: form({ name: 'Diwali', image: file(await uniqueJpeg(64, 48)) }),
  });
  if (banner.statusCode !== 201) throw new Error(`banner: ${banner.statusCode} ${banner.body}`);
  const user = await t.app.inject({
    method: 'POST',
    url: '/api/users/addUser',
    headers: { cookie },
    payload: { User_name: 'staff', Password: 'staff password 1', Mobile_number: '+919800000002' },
  });
  if (user.statusCode !== 201) throw new Error(`user: ${user.statusCode} ${user.body}`);
  return c;
}

export interface EmptyTarget extends RestoreOptions {
  cleanup: () => Promise<void>;
}

/**
 * An empty shop to restore into: a new DATA_DIR, plus (on PostgreSQL) a new schema reached via
 * search_path, as test-app.ts does. `dialect` picks one regardless of TEST_DATABASE_URL.
 */
export async function emptyTarget(file: string, dialect: 'sqlite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'): Promise<EmptyTarget> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-restore-target-'));
  const base = { file, dataDir, mediaDir: path.join(dataDir, 'media') };
  if (dialect === 'sqlite') return { ...base, cleanup: () => fs.rm(dataDir, { recursive: true, force: true }) };
  const databaseUrl = process.env.TEST_DATABASE_URL!;
  const pgSchema = `r_${randomBytes(6).toString('hex')}`;
  await withPg(databaseUrl, (c) => c.query(`create schema ${pgSchema}`));
  return {
    ...base,
    databaseUrl,
    pgSchema,
    cleanup: async () => {
      await fs.rm(dataDir, { recursive: true, force: true });
      await withPg(databaseUrl, (c) => c.query(`drop schema if exists ${pgSchema} cascade`));
    },
  };
}

/** A running app on a restored target (no ADMIN: only the restored users exist). */
export function openRestored(target: EmptyTarget): Promise<TestApp> {
  return createTestApp({
    dataDir: target.dataDir,
    mediaDir: target.mediaDir,
    databaseUrl: target.databaseUrl,
    pgSchema: target.pgSchema,
    admin: undefined,
  });
}

/** True when the target has no media file and no row in any app table. */
export async function isEmptyTarget(target: EmptyTarget): Promise<boolean> {
  if ((await listMediaDir(target.mediaDir)).size > 0) return false;
  if (!target.databaseUrl && !(await fs.stat(path.join(target.dataDir, 'shop.sqlite')).catch(() => null))) return true;
  const handle = openDatabase(target);
  try {
    for (const t of await listTables(handle.db, handle.dialect, { includeExcluded: true })) {
      if (isBookkeepingTable(t.name)) continue;
      if (
        (
          await handle.db
            .selectFrom(t.name as never)
            .selectAll()
            .limit(1)
            .execute()
        ).length > 0
      )
        return false;
    }
    return true;
  } finally {
    await handle.close();
  }
}

/**
 * A backup test's own folder for archives (`outDir`) and the shop it opens (`open`), both gone
 * after each test; `keptListing` opens a shop with one listing, "Kept", and its one image.
 */
export function backupTestRun() {
  let app: TestApp | undefined;
  let outDir = '';
  beforeEach(async () => {
    outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-backups-'));
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await fs.rm(outDir, { recursive: true, force: true });
  });
  const open = async (options?: Parameters<typeof createTestApp>[0]) => (app = await createTestApp(options));
  return {
    open,
    get outDir() {
      return outDir;
    },
    async keptListing() {
      const shop = await open();
      const cookie = await shop.login();
      const c = await seedCatalogue(shop);
      await createListing(shop, cookie, c, { title: 'Kept', images: [file(await uniqueJpeg(48, 32))] });
      return { app: shop, cookie, c };
    },
  };
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import type { Listing } from '../../contract/listings.ts';
import { uniqueJpeg } from '../test-support/fixtures.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { zipOf } from '../test-support/zip.ts';
import { createListing, seedCatalogue } from '../modules/listings/listings.test-support.ts';
import { exportListingsCommand, importListingsCommand, type CliContext } from './listings-cli.ts';

const t = useTestApp();

function context(): CliContext & { out: string[] } {
  const out: string[] = [];
  return { config: t.config, port: 3000, log: (line) => out.push(line), error: (line) => out.push(`ERROR ${line}`), out };
}
const listings = async (): Promise<Listing[]> => (await t.app.inject({ url: '/api/listings' })).json();

describe('npm run export:listings / import:listings', () => {
  it('exports to a file, and imports it back after ten price changes (dry run first)', async () => {
    const c = await seedCatalogue(t);
    for (let i = 0; i < 11; i += 1) await createListing(t, t.cookie, c, { title: `Card ${i}`, price: String(100 + i) });
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'listings-cli-'));
    const file = path.join(dir, 'listings.csv');
    const ctx = context();
    expect(await exportListingsCommand([file], ctx)).toBe(0);
    expect(ctx.out).toEqual([`Exported 11 listing(s) to ${file} (images as http://localhost:3000/media/…).`]);

    const records = parse(await fs.readFile(file), { bom: true, columns: true }) as Record<string, string>[];
    const changed = records.map((r, i) => (i < 10 ? { ...r, price: `${Number(r.price) + 1}.50` } : r));
    await fs.writeFile(file, stringify([Object.keys(records[0]!), ...changed.map((r) => Object.values(r))], { bom: true }));

    const dry = context();
    expect(await importListingsCommand([file, '--dry-run'], dry)).toBe(0);
    expect(dry.out).toEqual(['Checked 11 rows: 0 new, 10 changed, 1 unchanged. Nothing has been written yet.']);
    expect((await listings()).filter((l) => l.price.endsWith('.50'))).toHaveLength(0);

    const real = context();
    expect(await importListingsCommand([file], real)).toBe(0);
    expect(real.out).toEqual(['Imported 11 rows: 0 new, 10 changed, 1 unchanged.']);
    expect((await listings()).filter((l) => l.price.endsWith('.50'))).toHaveLength(10);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('prints the bad rows and exits 1 without writing; takes pictures from --zip; refuses wrong arguments', async () => {
    await seedCatalogue(t);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'listings-cli-'));
    const csv = path.join(dir, 'new.csv');
    const zip = path.join(dir, 'pictures.zip');
    await fs.writeFile(csv, 'title,category,subcategory,price,images\nRose,Wedding Cards,Premium,10,rose.jpg\nBad,Nowhere,Premium,10,\n');
    await fs.writeFile(zip, zipOf([{ name: 'rose.jpg', data: await uniqueJpeg() }]));
    const bad = context();
    expect(await importListingsCommand([csv, '--zip', zip], bad)).toBe(1);
    expect(bad.out).toEqual(['1 row has problems, so nothing was imported. Fix it and try again, or import only the good rows.', '  Row 3: Unknown category.']);
    expect(await listings()).toEqual([]);
    expect(await importListingsCommand([csv, '--zip', zip, '--skip-bad-rows'], context())).toBe(0);
    const [rose] = await listings();
    expect(rose!.images[0]).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);

    const usage = context();
    expect(await importListingsCommand(['--zip'], usage)).toBe(2);
    expect(await importListingsCommand([csv, '--force'], usage)).toBe(2);
    expect(await importListingsCommand([path.join(dir, 'missing.csv')], usage)).toBe(1);
    expect(usage.out[0]).toMatch(/^ERROR Usage: npm run import:listings/);
    expect(usage.out[2]).toMatch(/^ERROR ENOENT/);
    await fs.rm(dir, { recursive: true, force: true });
  });
});

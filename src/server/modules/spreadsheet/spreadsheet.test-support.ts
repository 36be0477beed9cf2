import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { form } from '../../test-support/fixtures.ts';
import type { TestApp } from '../../test-support/test-app.ts';

export interface ImportOptions {
  cookie?: string;
  zip?: Buffer;
  dryRun?: boolean;
  skipBadRows?: boolean;
}

/** POST /api/listings/import as the back office sends it. */
export function postImport(t: TestApp, csv: string | Buffer, opts: ImportOptions = {}) {
  const parts: Parameters<typeof form>[0] = {
    file: { data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8'), filename: 'listings.csv', type: 'text/csv' },
  };
  if (opts.zip) parts.zip = { data: opts.zip, filename: 'pictures.zip', type: 'application/zip' };
  if (opts.dryRun) parts.dryRun = '1';
  if (opts.skipBadRows) parts.skipBadRows = '1';
  return t.app.inject({ method: 'POST', url: '/api/listings/import', headers: opts.cookie ? { cookie: opts.cookie } : {}, payload: form(parts) });
}

export async function exportCsv(t: TestApp, cookie: string): Promise<string> {
  const res = await t.app.inject({ url: '/api/listings/export.csv', headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`export failed: ${res.statusCode} ${res.body}`);
  return res.body;
}

/** The export as records keyed by column (BOM and all, read as an owner's spreadsheet program would). */
export const recordsOf = (csv: string): Record<string, string>[] => parse(csv, { bom: true, columns: true }) as Record<string, string>[];

/** Records back to a CSV, as a spreadsheet program saves them. */
export const csvOf = (records: Record<string, string>[], columns = Object.keys(records[0] ?? {})): string =>
  stringify([columns, ...records.map((r) => columns.map((c) => r[c] ?? ''))], { bom: true, record_delimiter: 'windows' });

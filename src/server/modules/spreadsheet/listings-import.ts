import type { Listing } from '../../../contract/listings.ts';
import { IMPORT_LIMITS, type BadRow, type ImportReport } from '../../../contract/spreadsheet.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import type { MediaService } from '../../media/media-service.ts';
import { findListing, insertListing, listListings, setListing, writeListing } from '../listings/listings.repository.ts';
import { decodeCsv, readCsv } from './csv-text.ts';
import { importAuditRecord, type ImportChange } from './import-audit.ts';
import { namedPictures, planRow, readHeader, type PlannedRow } from './import-rows.ts';
import type { AuditRecord } from '../audit/audit.repository.ts';
import { readZipImages } from './zip-images.ts';

export interface ImportInput {
  csv: Buffer;
  zip?: Buffer;
  dryRun: boolean;
  skipBadRows: boolean;
  /** This shop's origins: only /media/ addresses on them are taken as images. */
  origins: readonly string[];
}

export interface ImportOutcome {
  report: ImportReport;
  /** What the audit trail records (who and where are the caller's), when something was written. */
  audit?: Omit<AuditRecord, 'userId' | 'userName' | 'ip'>;
}

const isBad = (r: PlannedRow | BadRow): r is BadRow => 'reasons' in r;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function messageOf(report: Omit<ImportReport, 'message'>): string {
  const counts = `${report.created} new, ${report.updated} changed, ${report.unchanged} unchanged`;
  if (report.bad.length > 0 && !report.written && !report.dryRun) {
    return `${plural(report.bad.length, 'row has', 'rows have')} problems, so nothing was imported. Fix ${report.bad.length === 1 ? 'it' : 'them'} and try again, or import only the good rows.`;
  }
  const skipped = report.bad.length > 0 ? `; ${plural(report.bad.length, 'row')} with problems ${report.written ? 'skipped' : 'to fix or skip'}` : '';
  return report.dryRun
    ? `Checked ${plural(report.rows, 'row')}: ${counts}${skipped}. Nothing has been written yet.`
    : `Imported ${plural(report.rows, 'row')}: ${counts}${skipped}.`;
}

/**
 * The listings spreadsheet in: every row checked first (nothing is written while any row is bad,
 * unless skipBadRows), then the zip's pictures stored and every row written in one transaction —
 * all of it or none. A dry run stops after the check and says what would happen.
 */
export async function importListings(db: Database, media: MediaService, input: ImportInput): Promise<ImportOutcome> {
  const records = await readCsv(decodeCsv(input.csv), IMPORT_LIMITS.rows);
  if (records.length === 0) throw badRequest('The file is empty.');
  const header = readHeader(records[0]!);
  const zip = input.zip ? await readZipImages(input.zip, namedPictures(records, header)) : undefined;
  const listings = new Map((await listListings(db, {}, { owner: true })).map((l) => [l._id, l]));
  const ctx = { db, header, listings, sources: { store: media.store, origins: input.origins, zip }, seen: new Map<string, number>() };

  const results: (PlannedRow | BadRow)[] = [];
  for (let i = 1; i < records.length; i += 1) {
    const cells = records[i]!;
    if (cells.every((c) => c.trim() === '')) continue;
    results.push(await planRow(cells, i + 1, ctx));
  }
  const bad = results.filter(isBad);
  const good = results.filter((r): r is PlannedRow => !isBad(r));
  const count = (action: PlannedRow['action']) => good.filter((r) => r.action === action).length;
  const writes = good.filter((r) => r.action !== 'unchanged');
  const write = !input.dryRun && (bad.length === 0 || input.skipBadRows) && writes.length > 0;
  const base = {
    rows: results.length,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    bad,
    dryRun: input.dryRun,
    written: write,
  };
  if (!write) return { report: { ...base, message: messageOf(base) } };

  const changes = await writeRows(db, media, writes);
  return { report: { ...base, message: messageOf(base) }, audit: importAuditRecord(changes, base) };
}

/** Stores the zip's pictures, then writes every row in one transaction; afterwards frees pictures no listing uses any more. */
async function writeRows(db: Database, media: MediaService, rows: PlannedRow[]): Promise<ImportChange[]> {
  const zipped = new Map<string, Buffer>();
  for (const r of rows) for (const image of r.images ?? []) if (image.kind === 'zip') zipped.set(image.name.toLowerCase(), image.data);
  const names = [...zipped.keys()];
  const written: { row: PlannedRow; id: string }[] = [];
  await media.storeThen([...zipped.values()], async (urls) => {
    const stored = new Map(names.map((name, i) => [name, urls[i]!]));
    const urlsOf = (r: PlannedRow) => [...new Set(r.images!.map((img) => (img.kind === 'stored' ? img.url : stored.get(img.name.toLowerCase())!)))];
    await writeListing(db, async (trx) => {
      for (const r of rows) {
        if (r.action === 'create') {
          const id = newId();
          await insertListing(trx, id, r.values, r.refs, r.images ? urlsOf(r) : []);
          written.push({ row: r, id });
        } else {
          await setListing(trx, r.current!._id, r.values, r.refs, r.images ? urlsOf(r) : r.current!.images);
          written.push({ row: r, id: r.current!._id });
        }
      }
    });
  });
  const changes: ImportChange[] = [];
  const dropped: string[] = [];
  for (const { row, id } of written) {
    const after = (await findListing(db, id, { owner: true })) as Listing;
    changes.push({ row: row.row, before: row.current, after });
    if (row.current) dropped.push(...row.current.images.filter((u) => !after.images.includes(u)));
  }
  await media.release(dropped);
  return changes;
}

import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { BackupError, tableEntry, type CellValue, type Manifest, type Row } from './archive-format.ts';

type TableEntry = Manifest['tables'][number];

/**
 * The rows of one staged table, a batch at a time, each checked: a JSON object with exactly the
 * manifest's columns, every value text, a finite number, null or bytes ({"base64": "..."}, read back
 * into a Buffer). Line numbers make errors findable.
 */
export async function* stagedRows(dir: string, table: TableEntry, batchSize: number): AsyncGenerator<Row[]> {
  const lines = readline.createInterface({ input: fs.createReadStream(path.join(dir, tableEntry(table.name))), crlfDelay: Infinity });
  const columns = new Set(table.columns);
  let batch: Row[] = [];
  let lineNo = 0;
  for await (const line of lines) {
    lineNo += 1;
    if (line === '') throw new BackupError(`${tableEntry(table.name)} line ${lineNo}: empty line`);
    batch.push(parseRow(line, columns, `${tableEntry(table.name)} line ${lineNo}`));
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
  if (lineNo !== table.rows) throw new BackupError(`${tableEntry(table.name)} holds ${lineNo} rows, its manifest says ${table.rows}`);
}

function parseRow(line: string, columns: Set<string>, where: string): Row {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new BackupError(`${where}: not valid JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BackupError(`${where}: not a row object`);
  const row = value as Record<string, unknown>;
  const keys = Object.keys(row);
  if (keys.length !== columns.size || keys.some((k) => !columns.has(k))) {
    throw new BackupError(`${where}: its columns differ from the manifest's`);
  }
  const out: Row = {};
  for (const key of keys) out[key] = cell(row[key], where);
  return out;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function cell(value: unknown, where: string): CellValue {
  if (value === null || typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  const bytes = typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1 ? (value as { base64?: unknown }).base64 : undefined;
  if (typeof bytes === 'string' && BASE64.test(bytes)) return Buffer.from(bytes, 'base64');
  throw new BackupError(`${where}: a value is neither text, a number, null nor bytes`);
}

/** Reads every staged table once, before anything is written, so a damaged archive touches nothing. */
export async function checkStagedRows(dir: string, manifest: Manifest): Promise<void> {
  for (const table of manifest.tables) {
    for await (const _batch of stagedRows(dir, table, 1000)) {
      // reading is the check
    }
  }
}

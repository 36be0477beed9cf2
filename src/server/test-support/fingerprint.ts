import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestApp } from './test-app.ts';

/**
 * What a request could have stored: every row of every table (as a hash, with counts for a readable
 * diff) and every file under the media directory. Two equal fingerprints mean nothing was stored.
 */
export interface Fingerprint {
  counts: Record<string, number>;
  rowsHash: string;
  files: string[];
}

/** The shop's tables, read from the database itself, so tables added later are covered too. */
export async function tableNames(t: TestApp): Promise<string[]> {
  const { db, dialect } = t.app;
  const rows =
    dialect === 'postgres'
      ? await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.rows
    .map((r) => r.name)
    .filter((n) => !n.startsWith('kysely_'))
    .sort();
}

export async function fingerprint(t: TestApp, tables: string[]): Promise<Fingerprint> {
  const { db } = t.app;
  const hash = createHash('sha256');
  const counts: Record<string, number> = {};
  const all = await Promise.all(tables.map((table) => sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)));
  tables.forEach((table, i) => {
    const rows = all[i]!.rows.map((r) => JSON.stringify(r)).sort();
    counts[table] = rows.length;
    hash.update(`${table}\n${rows.join('\n')}\n`);
  });
  // Files only: a folder made on the way to a write that was then refused (the private store's, made
  // with its first file) holds nothing; any file in it is listed.
  const entries = await fs.readdir(t.config.mediaDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(t.config.mediaDir, path.join(e.parentPath, e.name)))
    .sort();
  return { counts, rowsHash: hash.digest('hex'), files };
}

/** A readable account of what changed between two fingerprints ('' when nothing did). */
export function difference(before: Fingerprint, after: Fingerprint): string {
  const lines: string[] = [];
  for (const table of new Set([...Object.keys(before.counts), ...Object.keys(after.counts)])) {
    if (before.counts[table] !== after.counts[table]) lines.push(`${table}: ${before.counts[table]} → ${after.counts[table]} rows`);
  }
  if (!lines.length && before.rowsHash !== after.rowsHash) lines.push('rows changed in place');
  const old = new Set(before.files);
  const now = new Set(after.files);
  const added = after.files.filter((f) => !old.has(f));
  const removed = before.files.filter((f) => !now.has(f));
  if (added.length) lines.push(`media files added: ${added.slice(0, 5).join(', ')}${added.length > 5 ? ' …' : ''}`);
  if (removed.length) lines.push(`media files removed: ${removed.slice(0, 5).join(', ')}${removed.length > 5 ? ' …' : ''}`);
  return lines.join('; ');
}

import { z } from 'zod';
import { PRIVATE_KEY } from '../media/private-store.ts';

/**
 * The backup archive: one gzip-compressed tar holding
 *   tables/<table>.jsonl   one JSON object per row, keyed by column name (text, integer, null, or
 *                          bytes as {"base64": "..."}: a bill's kept PDF)
 *   media/<file>           the image files the rows reference (original and variants)
 *   private/<key>          the private files the rows reference (proofs, their PDFs, customers' photos)
 *   manifest.json          last, because it carries the sha256 of every media file copied before it
 * Rows are stored by column name in plain JSON, so an archive taken on SQLite restores into
 * PostgreSQL and back.
 */
export const FORMAT = 'printshop-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (table: string) => `tables/${table}.jsonl`;
export const mediaEntry = (file: string) => `media/${file}`;
export const privateEntry = (key: string) => `private/${key}`;

/** Tables every started shop has filled without holding any of its data: migrations, the data_version counter, the leases of jobs shared by processes. */
export function isBookkeepingTable(name: string): boolean {
  return name.startsWith('kysely_') || name === 'data_version' || name === 'leases';
}

/** Tables a backup leaves out: bookkeeping, and sessions (a restored shop asks to log in). */
export function isExcludedTable(name: string): boolean {
  return name === 'sessions' || isBookkeepingTable(name) || name.startsWith('sqlite_');
}

/** Identifiers we are willing to put into SQL, even quoted: what our migrations create. */
export const IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;

/** A stored image file: `<hash>.<ext>` (the original) or `<hash>-<width>.<ext>` (a variant). */
export const MEDIA_FILE = /^([0-9a-f]{32})(?:-\d{1,5})?\.(?:jpg|png|webp|avif)$/;

/** A value of a row: bytes are a Buffer here, {"base64": "..."} in the archive (JSON has no bytes). */
export type CellValue = string | number | null | Buffer;
export type Row = Record<string, CellValue>;

const Identifier = z.string().regex(IDENTIFIER);
const fileEntry = (name: RegExp) => z.strictObject({ name: z.string().regex(name), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const ManifestSchema = z.strictObject({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  sourceDialect: z.enum(['sqlite', 'postgres']),
  /** Migrations applied to the database the snapshot came from, in order. */
  migrations: z.array(z.string().min(1).max(200)).max(10_000),
  /** In restore order: a table comes after every table its foreign keys point at. */
  tables: z
    .array(
      z.strictObject({
        name: Identifier.refine((n) => !isExcludedTable(n), 'table not allowed in a backup'),
        columns: z.array(Identifier).min(1).max(1000),
        rows: z.number().int().min(0),
      }),
    )
    .max(1000),
  media: z.array(fileEntry(MEDIA_FILE)).max(10_000_000),
  /** Left out by archives taken before the private store existed (migration 008). */
  private: z.array(fileEntry(PRIVATE_KEY)).max(10_000_000).default([]),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** A clear refusal or failure, told to the operator as is (no stack trace). */
export class BackupError extends Error {
  override name = 'BackupError';
}

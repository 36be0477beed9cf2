import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import type { DB } from './schema.ts';
import * as m001 from './migrations/001-initial.ts';
import * as m002 from './migrations/002-audit-log.ts';
import * as m003 from './migrations/003-selling-and-quotes.ts';
import * as m004 from './migrations/004-data-version.ts';
import * as m005 from './migrations/005-visit-counts.ts';
import * as m006 from './migrations/006-shop-setup.ts';
import * as m007 from './migrations/007-quote-stages.ts';
import * as m008 from './migrations/008-quote-proofs.ts';
import * as m009 from './migrations/009-order-numbers.ts';
import * as m010 from './migrations/010-billing-settings.ts';
import * as m011 from './migrations/011-payments.ts';
import * as m012 from './migrations/012-invoices.ts';
import * as m013 from './migrations/013-content-in-hindi.ts';
import * as m015 from './migrations/015-leases.ts';
import * as m016 from './migrations/016-invoice-pdfs.ts';
import * as m017 from './migrations/017-phone-digits.ts';
import * as m018 from './migrations/018-push-to-the-owner.ts';
import * as m019 from './migrations/019-gst-defaults.ts';
import * as m020 from './migrations/020-units-on-bills.ts';
import * as m021 from './migrations/021-print-sizes.ts';
import * as m022 from './migrations/022-due-dates.ts';
import * as m023 from './migrations/023-quote-records.ts';
import * as m024 from './migrations/024-finishing-cost.ts';
import * as m025 from './migrations/025-record-problems.ts';
import * as m026 from './migrations/026-online-payments.ts';
import * as m027 from './migrations/027-customer-accounts.ts';

export type Database = Kysely<DB>;
export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  dialect: Dialect;
  close: () => Promise<void>;
}

const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-audit-log': m002,
  '003-selling-and-quotes': m003,
  '004-data-version': m004,
  '005-visit-counts': m005,
  '006-shop-setup': m006,
  '007-quote-stages': m007,
  '008-quote-proofs': m008,
  '009-order-numbers': m009,
  '010-billing-settings': m010,
  '011-payments': m011,
  '012-invoices': m012,
  '013-content-in-hindi': m013,
  '015-leases': m015,
  '016-invoice-pdfs': m016,
  '017-phone-digits': m017,
  '018-push-to-the-owner': m018,
  '019-gst-defaults': m019,
  '020-units-on-bills': m020,
  '021-print-sizes': m021,
  '022-due-dates': m022,
  '023-quote-records': m023,
  '024-finishing-cost': m024,
  '025-record-problems': m025,
  '026-online-payments': m026,
  '027-customer-accounts': m027,
};

export function openDatabase(opts: { dataDir: string; databaseUrl?: string; pgSchema?: string }): DatabaseHandle {
  if (opts.databaseUrl) {
    const { databaseUrl, pgSchema } = opts;
    // pg is loaded on the first query: a shop on SQLite never loads it (decision 031).
    const pool = async () => {
      const { default: pg } = await import('pg');
      const made = new pg.Pool({
        connectionString: databaseUrl,
        max: 10,
        // A test run isolates itself in its own schema.
        ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
      });
      // An idle client losing its server must not crash the process; the next query reconnects.
      made.on('error', () => {});
      return made;
    };
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(opts.dataDir, 'shop.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * `schema`: the PostgreSQL schema the tables live in, when not the default (tests use one each).
 * `upTo`: stop after this migration (a test builds an older shop to check what a later one does to it).
 */
export async function migrate(db: Kysely<any>, schema?: string, upTo?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Without this Kysely finds another schema's migration table and skips creating its own.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** True when a write broke a UNIQUE constraint, on either dialect. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** True when a write broke a FOREIGN KEY constraint, on either dialect. */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string };
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { migrate } from '../db/database.ts';

let known: Promise<string[]> | undefined;

/**
 * Names of the migrations this code carries, learnt by running them on a throw-away in-memory
 * database: database.ts keeps its list to itself, and this way the answer cannot drift from it.
 */
export function knownMigrations(): Promise<string[]> {
  known ??= (async () => {
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    try {
      await migrate(db);
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      return rows.map((r) => r.name);
    } finally {
      await db.destroy();
    }
  })();
  return known;
}

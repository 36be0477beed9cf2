import { sql } from 'kysely';
import { KeyedLock } from '../media/keyed-lock.ts';
import { processLock, type MediaLock } from '../media/media-lock.ts';
import type { Database, Dialect } from './database.ts';

/** Advisory locks' first key: this number (decision 027) marks the shop's picture locks among any others. */
const PICTURE_LOCKS = 20_027;
/** At most this many requests hold a database connection for a picture lock at once (the pool has 10). */
const HOLDERS = 4;

/**
 * PostgreSQL: several processes may serve one shop. A holder first takes the hashes in this process
 * (so requests of one process queue without using connections), then one connection from the pool
 * and, on it, a session advisory lock per hash, in sorted order (two processes never wait for each
 * other forever). Session locks, not transaction locks: the holder's own commit runs in another
 * transaction on another connection. A process that dies loses its connection, and PostgreSQL
 * releases its locks: nobody waits for a dead writer.
 */
class PgAdvisoryLock implements MediaLock {
  readonly acrossProcesses = true;
  private readonly keyed = new KeyedLock();
  private holders = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly db: Database) {}

  run<T>(keys: Iterable<string>, fn: () => Promise<T>): Promise<T> {
    const sorted = [...new Set(keys)].sort();
    return this.keyed.run(sorted, async () => {
      await this.seat();
      try {
        return await this.db.connection().execute(async (conn) => {
          const taken: number[] = [];
          try {
            for (const key of sorted) {
              const id = keyOf(key);
              await sql`select pg_advisory_lock(${PICTURE_LOCKS}::int, ${id}::int)`.execute(conn);
              taken.push(id);
            }
            return await fn();
          } finally {
            for (const id of taken.reverse()) await sql`select pg_advisory_unlock(${PICTURE_LOCKS}::int, ${id}::int)`.execute(conn).catch(() => {});
          }
        });
      } finally {
        this.leave();
      }
    });
  }

  /** Waits for one of the HOLDERS seats: each holder also needs a connection of its own to commit. */
  private async seat(): Promise<void> {
    if (this.holders < HOLDERS) {
      this.holders += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.holders -= 1;
  }
}

/** A hash's 32 first bits as PostgreSQL's int: two hashes sharing them only wait for each other, harmlessly. */
function keyOf(key: string): number {
  const hex = /^[0-9a-f]{8}/.test(key) ? key.slice(0, 8) : hashText(key);
  return Number.parseInt(hex, 16) | 0;
}

function hashText(key: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The picture lock for a shop's database: PostgreSQL's advisory locks, or this process's own on SQLite. */
export function mediaLockFor(db: Database, dialect: Dialect): MediaLock {
  return dialect === 'postgres' ? new PgAdvisoryLock(db) : processLock();
}

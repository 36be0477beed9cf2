import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

const SHARED_CHECK_MS = 1000;

/**
 * A version that changes whenever data changes: at once for writes made by this app, and within
 * SHARED_CHECK_MS for writes made by another process on the same database (the counter in the
 * data_version table, which every write bumps). Caches of answers key on it.
 * Several processes behind a load balancer (issue 20, decision 028): `watch` reads the counter every
 * SHARED_CHECK_MS whether or not requests come, so a process left idle never answers its first
 * request after another's write from a stale cache.
 */
export class DataVersion {
  private local = 0;
  private shared = 0;
  private checkedAt = 0;
  private since = Date.now();
  private checking: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Database) {}

  /** Never waits: a check of the shared counter is started in the background when it is due. */
  current(): string {
    this.refresh();
    return `${this.local}.${this.shared}`;
  }

  /** When this process learned of the current version (its own write, or its check of the shared counter). */
  currentSince(): number {
    return this.since;
  }

  /**
   * After a successful write: this app sees it at once, the others at their next check. The shared
   * counter is read back here, so this app's own bump does not later look like someone else's write.
   */
  async changed(): Promise<void> {
    this.local += 1;
    this.since = Date.now();
    await sql`update data_version set version = version + 1 where id = 1`.execute(this.db).catch(() => {});
    await this.read();
  }

  /** Reads the shared counter now (at start-up, so the first answers are kept under the right version). */
  async read(): Promise<void> {
    const row = await this.db
      .selectFrom('data_version')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirst()
      .catch(() => undefined);
    if (row && Number(row.version) !== this.shared) {
      this.shared = Number(row.version);
      this.since = Date.now();
    }
    this.checkedAt = Date.now();
  }

  /** Reads the shared counter every SHARED_CHECK_MS until `stop` (one indexed row: a cheap query). */
  watch(): void {
    this.timer ??= setInterval(() => this.refresh(true), SHARED_CHECK_MS);
    // The process may end without stopping it (a CLI); the app's close stops it.
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** A check in the background; a request starts one only when the last is SHARED_CHECK_MS old, the timer always. */
  private refresh(due = false): void {
    if (this.checking || (!due && Date.now() - this.checkedAt < SHARED_CHECK_MS)) return;
    this.checking = this.read().finally(() => {
      this.checking = undefined;
    });
  }
}

import { HttpError } from '../../lib/http-errors.ts';

const WINDOW_MS = 60_000;

/** One login attempt under way: it stops counting against its keys when it turns out right. */
export interface LoginAttempt {
  succeeded(): void;
}

/**
 * Login attempts per key (the client's address, the account name) in a one-minute window. An
 * attempt is counted the moment it arrives, before the slow password check, so a burst of
 * parallel guesses cannot all slip past the limit; a correct password gives its count back.
 * Kept in memory on purpose: it guards one process; sessions themselves live in the database.
 */
export class LoginThrottle {
  private readonly counts = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly maxPerMinute: number) {}

  /** Counts an attempt against every key, or throws 429 saying when to try again. */
  begin(keys: string[], now = Date.now()): LoginAttempt {
    const entries = keys.map((key) => this.current(key, now));
    const blocked = entries.filter((e) => e.count >= this.maxPerMinute);
    if (blocked.length > 0) {
      const seconds = Math.max(1, Math.ceil((Math.max(...blocked.map((e) => e.resetAt)) - now) / 1000));
      throw new HttpError(429, `Too many login attempts. Please try again in ${seconds} seconds.`, {
        'retry-after': String(seconds),
      });
    }
    for (const entry of entries) entry.count += 1;
    let done = false;
    return {
      succeeded: () => {
        if (done) return;
        done = true;
        for (const entry of entries) entry.count = Math.max(0, entry.count - 1);
      },
    };
  }

  private current(key: string, now: number): { count: number; resetAt: number } {
    let entry = this.counts.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.counts.size > 10_000) this.prune(now);
      entry = { count: 0, resetAt: now + WINDOW_MS };
      this.counts.set(key, entry);
    }
    return entry;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.counts) if (entry.resetAt <= now) this.counts.delete(key);
  }
}

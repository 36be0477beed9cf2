import { HttpError } from '../../lib/http-errors.ts';
import type { SharedCounters } from '../../lib/shared-counters.ts';

const WINDOW_MS = 60_000;

/** One login attempt under way: it stops counting against its keys when it turns out right. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/**
 * Login attempts per key (the client's address, the account name) in a one-minute window. An
 * attempt is counted the moment it arrives, before the slow password check, so a burst of
 * parallel guesses cannot all slip past the limit; a correct password gives its count back.
 * The counts are the app's shared counters: in Redis when REDIS_URL is set, so guesses spread over
 * several processes add up; in this process's memory otherwise (and while Redis does not answer).
 */
export class LoginThrottle {
  constructor(
    private readonly counters: SharedCounters,
    private readonly maxPerMinute: number,
  ) {}

  /** Counts an attempt against every key, or throws 429 saying when to try again (the refused attempt is not counted). */
  async begin(keys: string[], now = Date.now()): Promise<LoginAttempt> {
    const counted = await Promise.all(keys.map((key) => this.counters.hit(`login:${key}`, WINDOW_MS, now)));
    const blocked = counted.filter((c) => c.count > this.maxPerMinute);
    if (blocked.length > 0) {
      await Promise.all(counted.map((c) => c.giveBack()));
      const seconds = Math.max(1, Math.ceil((Math.max(...blocked.map((c) => c.resetAt)) - now) / 1000));
      throw new HttpError(429, `Too many login attempts. Please try again in ${seconds} seconds.`, {
        'retry-after': String(seconds),
      });
    }
    return { succeeded: async () => void (await Promise.all(counted.map((c) => c.giveBack()))) };
  }
}

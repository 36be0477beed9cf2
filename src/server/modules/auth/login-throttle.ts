/**
 * Counts failed logins per address in a one-minute window. Kept in memory on purpose: it guards
 * one process against guessing; sessions themselves live in the database.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly maxPerMinute: number) {}

  isBlocked(address: string, now = Date.now()): boolean {
    const entry = this.failures.get(address);
    if (!entry || entry.resetAt <= now) return false;
    return entry.count >= this.maxPerMinute;
  }

  fail(address: string, now = Date.now()): void {
    const entry = this.failures.get(address);
    if (!entry || entry.resetAt <= now) {
      if (this.failures.size > 10_000) this.prune(now);
      this.failures.set(address, { count: 1, resetAt: now + 60_000 });
    } else {
      entry.count += 1;
    }
  }

  private prune(now: number): void {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}

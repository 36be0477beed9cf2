import type { Redis } from 'ioredis';

/** One request counted against a key, with what its window holds now. */
export interface Counted {
  /** The key's count in its window, this request included. */
  count: number;
  /** When the window ends (epoch ms): the count starts again from zero then. */
  resetAt: number;
  /** Takes this request's count back (a right password, a token that was found). */
  giveBack(): Promise<void>;
}

/**
 * Counts per key in fixed windows, for the limits that guard logins and quote links. In this
 * process's memory without REDIS_URL; in Redis with it, so every process behind the load balancer
 * shares one count. Counting first and then comparing is what keeps a burst of parallel requests
 * from all slipping past: each gets its own number.
 */
export interface SharedCounters {
  hit(key: string, windowMs: number, now?: number): Promise<Counted>;
  /** The key's count in its current window without adding to it (0 once the window has ended). */
  peek(key: string, now?: number): Promise<{ count: number; resetAt: number }>;
}

export class MemoryCounters implements SharedCounters {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  hit(key: string, windowMs: number, now = Date.now()): Promise<Counted> {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 10_000) for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    const counted = window;
    let given = false;
    return Promise.resolve({
      count: counted.count,
      resetAt: counted.resetAt,
      giveBack: async () => {
        if (given) return;
        given = true;
        counted.count = Math.max(0, counted.count - 1);
      },
    });
  }

  peek(key: string, now = Date.now()): Promise<{ count: number; resetAt: number }> {
    const window = this.windows.get(key);
    return Promise.resolve(window && window.resetAt > now ? { count: window.count, resetAt: window.resetAt } : { count: 0, resetAt: now });
  }
}

// INCR, and the window's expiry set by its first hit (or mended, were it ever lost): one atomic step.
const HIT = `local c = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if c == 1 or ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {c, ttl}`;
// Never below zero, and never bringing back a window that has ended.
const GIVE_BACK = `local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

type Scripted = Redis & {
  sharedHit(key: string, windowMs: number): Promise<[number, number]>;
  sharedGiveBack(key: string): Promise<number>;
};

/**
 * Counts in Redis under `prefix`. While Redis does not answer, counting goes on in this process's
 * memory (fallback): a login is still limited, per process, as it is without Redis, and the shop
 * stays up. A count taken in memory is given back in memory.
 */
export class RedisCounters implements SharedCounters {
  private readonly redis: Scripted;
  private readonly fallback = new MemoryCounters();

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    if (!('sharedHit' in redis)) {
      redis.defineCommand('sharedHit', { numberOfKeys: 1, lua: HIT });
      redis.defineCommand('sharedGiveBack', { numberOfKeys: 1, lua: GIVE_BACK });
    }
    this.redis = redis as Scripted;
  }

  async hit(key: string, windowMs: number, now = Date.now()): Promise<Counted> {
    const name = this.prefix + key;
    let answer: [number, number];
    try {
      answer = await this.redis.sharedHit(name, windowMs);
    } catch {
      return this.fallback.hit(key, windowMs, now);
    }
    const [count, ttl] = answer;
    let given = false;
    return {
      count,
      resetAt: now + ttl,
      giveBack: async () => {
        if (given) return;
        given = true;
        // A count that cannot be given back now ends with its window: a right password still signs in.
        await this.redis.sharedGiveBack(name).catch(() => {});
      },
    };
  }

  async peek(key: string, now = Date.now()): Promise<{ count: number; resetAt: number }> {
    const name = this.prefix + key;
    try {
      const answers = (await this.redis.multi().get(name).pttl(name).exec()) as [[Error | null, string | null], [Error | null, number]] | null;
      if (!answers || answers.some(([err]) => err)) throw new Error('Redis did not answer the peek');
      const [[, count], [, ttl]] = answers;
      return { count: Number(count ?? 0), resetAt: now + Math.max(0, ttl) };
    } catch {
      return this.fallback.peek(key, now);
    }
  }
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey } from '../../lib/client-address.ts';
import { HttpError } from '../../lib/http-errors.ts';

/** Wrong quote links an address may try in WINDOW_MS before it must wait (AppConfig.quoteLinkMisses). */
const QUOTE_LINK_MISSES = 30;
const WINDOW_MS = 10 * 60_000;

interface Window {
  count: number;
  resetAt: number;
}

/**
 * A quote's token (128 random bits) is its customer's only key; guessing one is hopeless, but each
 * guess costs a database read and fills the log. Every request naming a token counts against its
 * address the moment it arrives (so a burst of parallel guesses cannot all slip past) and is given
 * back unless it was a miss (404). An address with too many misses waits, for every token: were
 * right tokens let through, its guesses would still learn which ones exist. Other addresses are never
 * slowed by it. Kept in memory: it guards one process, like the login's limit.
 */
export class TokenMisses {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly max = QUOTE_LINK_MISSES) {}

  /** Counts the request, or throws 429 saying when to try again; `settle` gives the count back unless it missed. */
  begin(address: string, now = Date.now()): { settle: (missed: boolean) => void } {
    let window = this.windows.get(address);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 10_000) for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
      window = { count: 0, resetAt: now + WINDOW_MS };
      this.windows.set(address, window);
    }
    if (window.count >= this.max) {
      const minutes = Math.max(1, Math.ceil((window.resetAt - now) / 60_000));
      throw new HttpError(429, `Too many wrong quote links from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
        'retry-after': String(Math.ceil((window.resetAt - now) / 1000)),
      });
    }
    window.count += 1;
    const counted = window;
    return { settle: (missed) => void (missed || (counted.count = Math.max(0, counted.count - 1))) };
  }
}

const pending = new WeakMap<FastifyRequest, { settle: (missed: boolean) => void }>();

/**
 * Limits every route of this plugin that names a `:token` (the quote, its approval, and whatever
 * else a token opens): counted on arrival, before the body is read; a 404 answer is a miss.
 */
export function limitTokenMisses(app: FastifyInstance, misses: TokenMisses): void {
  app.addHook('onRequest', async (request) => {
    if (typeof (request.params as { token?: unknown } | undefined)?.token !== 'string') return;
    pending.set(request, misses.begin(addressKey(request.ip)));
  });
  app.addHook('onResponse', async (request, reply) => {
    pending.get(request)?.settle(reply.statusCode === 404);
    pending.delete(request);
  });
}

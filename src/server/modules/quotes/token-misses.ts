import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey } from '../../lib/client-address.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { SharedCounters } from '../../lib/shared-counters.ts';

/** Wrong quote links an address may try in WINDOW_MS before it must wait (AppConfig.quoteLinkMisses). */
const QUOTE_LINK_MISSES = 30;
const WINDOW_MS = 10 * 60_000;

/**
 * A quote's token (128 random bits) is its customer's only key; guessing one is hopeless, but each
 * guess costs a database read and fills the log. Every request naming a token counts against its
 * address the moment it arrives (so a burst of parallel guesses cannot all slip past) and is given
 * back unless it was a miss (404). An address with too many misses waits, for every token: were
 * right tokens let through, its guesses would still learn which ones exist. Other addresses are never
 * slowed by it. Counted in the app's shared counters, like the login's limit: across processes when
 * REDIS_URL is set.
 */
export class TokenMisses {
  constructor(
    private readonly counters: SharedCounters,
    private readonly max = QUOTE_LINK_MISSES,
  ) {}

  /** Counts the request, or throws 429 saying when to try again; `settle` gives the count back unless it missed. */
  async begin(address: string, now = Date.now()): Promise<{ settle: (missed: boolean) => void }> {
    const counted = await this.counters.hit(`quote-link:${address}`, WINDOW_MS, now);
    if (counted.count > this.max) {
      await counted.giveBack();
      const minutes = Math.max(1, Math.ceil((counted.resetAt - now) / 60_000));
      throw new HttpError(429, `Too many wrong quote links from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
        'retry-after': String(Math.ceil((counted.resetAt - now) / 1000)),
      });
    }
    return { settle: (missed) => void (missed || counted.giveBack()) };
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
    pending.set(request, await misses.begin(addressKey(request.ip)));
  });
  app.addHook('onResponse', async (request, reply) => {
    pending.get(request)?.settle(reply.statusCode === 404);
    pending.delete(request);
  });
}

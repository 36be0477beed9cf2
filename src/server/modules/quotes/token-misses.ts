import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../../contract/fields.ts';
import { QUOTE_MESSAGES, TOKEN_PATTERN } from '../../../contract/quotes.ts';
import type { Database } from '../../db/database.ts';
import { addressKey } from '../../lib/client-address.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { SharedCounters } from '../../lib/shared-counters.ts';

/** Wrong quote links an address may try in WINDOW_MS before it must wait (AppConfig.quoteLinkMisses). */
const QUOTE_LINK_MISSES = 30;
const WINDOW_MS = 10 * 60_000;

/**
 * A quote's token (128 random bits) is its customer's only key; guessing one is hopeless, but each
 * guess costs a database read and fills the log. A miss is a token no quote has, counted when the
 * look-up says so: what a right token's request then answers (a proof version that does not exist,
 * a bill not made yet) or whether its customer gives up half-way never counts, so a customer cannot
 * lock themselves, or their neighbours behind one carrier address, out of their own quote. Misses
 * sent in a burst each take their own number, so no more than the limit get an answer. An address
 * past the limit waits, for every token: were right tokens let through, its guesses would still learn
 * which ones exist. Counted in the app's shared counters, like the login's limit: across processes
 * when REDIS_URL is set.
 */
export class TokenMisses {
  constructor(
    private readonly counters: SharedCounters,
    private readonly max = QUOTE_LINK_MISSES,
  ) {}

  private tooMany(resetAt: number, now: number): HttpError {
    const minutes = Math.max(1, Math.ceil((resetAt - now) / 60_000));
    return new HttpError(429, `Too many wrong quote links from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      'retry-after': String(Math.ceil((resetAt - now) / 1000)),
    });
  }

  /** Throws 429 while the address is past the limit, whatever the token. */
  async checkOpen(address: string, now = Date.now()): Promise<void> {
    const seen = await this.counters.peek(this.key(address), now);
    if (seen.count >= this.max) throw this.tooMany(seen.resetAt, now);
  }

  /** Counts a miss: 429 when it is one too many, else the caller answers it as unknown. */
  async missed(address: string, now = Date.now()): Promise<void> {
    const counted = await this.counters.hit(this.key(address), WINDOW_MS, now);
    if (counted.count > this.max) {
      // Kept at the limit, so the window ends when it would have.
      await counted.giveBack();
      throw this.tooMany(counted.resetAt, now);
    }
  }

  private key(address: string): string {
    return `quote-link:${address}`;
  }
}

/**
 * GET /api/quotes/{id}: the owner's job screen reads a quote by its id, which has no token's shape.
 * Not a guess at a customer's link (it needs a session, checked before any look-up), so it is neither
 * counted nor held back by the guesses of others behind the owner's address.
 */
export const isOwnersRead = (method: string, param: string): boolean => (method === 'GET' || method === 'HEAD') && isUuid(param);

const quoteExists = async (db: Database, token: string) =>
  TOKEN_PATTERN.test(token) && (await db.selectFrom('quotes').select('id').where('token', '=', token).executeTakeFirst()) !== undefined;

/**
 * Guards every route of this plugin that names a `:token` (the quote, its approval, and whatever
 * else a token opens), before the body is read: an address past the limit gets 429, a token no quote
 * has gets 404 (and is counted) without reaching the route.
 */
export function limitTokenMisses(app: FastifyInstance, misses: TokenMisses): void {
  app.addHook('onRequest', async (request) => {
    const token = (request.params as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string') return;
    if (request.routeOptions.url?.endsWith('/:token') && isOwnersRead(request.method, token)) return;
    // A sheet of names (and its rows and proof) by the quote's id is the owner's (the routes require the session): no guess either.
    if (/\/:token\/records(\/proof\.pdf)?$/.test(request.routeOptions.url ?? '') && isUuid(token)) return;
    const address = addressKey(request.ip);
    await misses.checkOpen(address);
    if (await quoteExists(app.db, token)) return;
    await misses.missed(address);
    throw notFound(QUOTE_MESSAGES.notFound);
  });
}

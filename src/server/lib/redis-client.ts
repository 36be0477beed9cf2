import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** How long a start waits for Redis before going on without it (limits then count per process until it answers). */
const CONNECT_WAIT_MS = 2000;

/**
 * The one connection to REDIS_URL. A command never waits for an absent Redis: with no offline
 * queue and a short timeout it fails at once, and its caller falls back (lib/shared-counters.ts,
 * the write limits' skipOnError): Redis going away must never take the shop down. ioredis keeps
 * reconnecting in the background.
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // Loaded only where REDIS_URL is set: a one-process shop never pays for it (decision 031).
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: CONNECT_WAIT_MS,
    // At most every 2 s: a Redis that is back is used again within that.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let warned = false;
  redis.on('error', (err) => {
    // Once per outage: a reconnect loop must not fill the log.
    if (!warned) log.warn({ err: err.message }, 'Redis unreachable: login and write limits count per process until it answers');
    warned = true;
  });
  redis.on('ready', () => {
    if (warned) log.info('Redis answers again: limits are shared across processes');
    warned = false;
  });
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, CONNECT_WAIT_MS);
    redis.once('ready', done);
  });
  return redis;
}

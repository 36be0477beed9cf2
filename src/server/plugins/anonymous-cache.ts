import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ByteLru } from '../lib/byte-lru.ts';
import { policyOf } from '../lib/route-policy.ts';
import { WorkQueue } from '../lib/work-queue.ts';
import { hasSessionCookie } from './session.ts';
import { prefersHindiHome } from './language-choice.ts';

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Brotli quality 6, not 9: on the shop's pages and lists 9 saves 0.2–2.5 % of the bytes (home page
 * 7,576 → 7,562 bytes, all listings 21.6 → 21.1 KB) for 30–50× the time, and its encoder holds
 * ~35 MB while it works (6: ~2 MB). After a write, every page is built again at once: 50 encoders at
 * quality 9 took the server past 1.7 GB (decision 029).
 */
const BROTLI_QUALITY = 6;

/**
 * Answers are compressed one at a time (gzip and brotli side by side): the memory of the encoders
 * stays that of one answer however many pages are built at once, and the threads they run on stay
 * free for reading pictures from disk. Each takes a few milliseconds.
 */
const compressing = new WorkQueue(1);

/**
 * zlib hands its output back as a slice of a 64 KB chunk: a kept 5 KB answer held the whole chunk,
 * twice (gzip and brotli). Copied to buffers of their own size, 200 kept pages take 2 MB, not 25 MB
 * (and PAGE_CACHE_MB counts what is really held; decision 031).
 */
function ownBytes(slice: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(slice.length);
  slice.copy(own);
  return own;
}

interface CachedAnswer {
  status: number;
  type: string;
  cacheControl: string | undefined;
  etag: string;
  /** Only the compressed forms are kept (a fifth of the bytes); the rare client that takes neither gets the gzip unpacked. */
  gzip: Buffer;
  br: Buffer;
  byteLength: number;
}

export interface AnonymousCacheOptions {
  maxBytes: number;
  /** The data version answers were built at; a different one means they are stale. */
  version: () => string;
  /** True once the server is shutting down: a kept answer then closes its connection too. */
  closing?: () => boolean;
}

/**
 * The query parameters the matched route declares it reads, when its answer to this request may be
 * kept: a GET of a route declaring `cache`, without any session cookie (even an expired one is a
 * person whose page may differ). Undefined: not kept.
 */
const keptQuery = (request: FastifyRequest): readonly string[] | undefined => {
  if (request.method !== 'GET' || hasSessionCookie(request) || prefersHindiHome(request)) return undefined;
  return policyOf(request)?.cache?.query;
};

/** The path as asked and only the declared query parameters (sorted by route-policies.ts), each value in its order. */
function addressOf(url: string, query: readonly string[]): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const path = url.slice(0, mark);
  if (query.length === 0) return path;
  const params = new URLSearchParams(url.slice(mark + 1));
  const kept = query.flatMap((name) => params.getAll(name).map((value) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`));
  return kept.length ? `${path}?${kept.join('&')}` : path;
}

function pickEncoding(accept: string | undefined): 'br' | 'gzip' | 'identity' {
  const wanted = (accept ?? '').toLowerCase();
  // q=0 refusals are rare enough from browsers to treat any mention as acceptance.
  if (/\bbr\b/.test(wanted)) return 'br';
  if (/\bgzip\b/.test(wanted)) return 'gzip';
  return 'identity';
}

/**
 * A kept answer written straight to the socket: the headers set so far (security headers) and its
 * own, the bytes as kept. Nothing after this hook has anything to add to a kept answer (no session,
 * a GET, already compressed), and skipping Fastify's send path and its onSend hooks is what lets a
 * rush of visitors cost little (onResponse hooks, visit counts among them, still run).
 */
async function sendKept(request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer, closing: () => boolean) {
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value as string | number | string[];
  headers.etag = entry.etag;
  headers.vary = 'accept-encoding';
  headers['x-cache'] = 'hit';
  if (entry.cacheControl) headers['cache-control'] = entry.cacheControl;
  if (closing()) headers.connection = 'close';
  reply.hijack();
  if (request.headers['if-none-match'] === entry.etag) {
    reply.raw.writeHead(304, headers);
    reply.raw.end();
    return reply;
  }
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : await gunzip(entry.gzip);
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-type'] = entry.type;
  headers['content-length'] = body.length;
  reply.raw.writeHead(entry.status, headers);
  reply.raw.end(body);
  return reply;
}

/**
 * A visitor without a session gets the answers of routes declaring `cache` (pages, the catalogue's
 * public reads) built once per data version and kept in memory, compressed once (brotli and gzip),
 * with an ETag that a browser's next visit turns into a 304. A call of a route declaring
 * `changesPages` changes the version, so the next visitor gets a fresh answer.
 *
 * Visitors asking for an answer while it is being built wait for that one build instead of each
 * building it again: after a write, a crowd on the same pages costs one render per page, not one
 * per visitor. Answers of an older version are dropped as soon as the version changes: nobody can
 * be served them again, and they would only hold memory until pushed out.
 */
export function registerAnonymousCache(app: FastifyInstance, opts: AnonymousCacheOptions): void {
  const cache = new ByteLru<CachedAnswer>(opts.maxBytes);
  let keptVersion = opts.version();
  /** Answers being built, by key: what the visitors asking meanwhile wait for (undefined: not kept, build your own). */
  const pending = new Map<string, Promise<CachedAnswer | undefined>>();
  const building = new WeakMap<FastifyRequest, { key: string; settle: (entry?: CachedAnswer) => void }>();
  const keyOf = (request: FastifyRequest, version: string, query: readonly string[]) =>
    `${version}\n${request.protocol}://${request.host}${addressOf(request.url, query)}`;

  /** Marks `request` as the one building `key`, unless another already is. */
  const startBuilding = (request: FastifyRequest, key: string) => {
    if (pending.has(key)) {
      building.set(request, { key, settle: () => {} });
      return;
    }
    let resolve!: (entry?: CachedAnswer) => void;
    pending.set(key, new Promise((r) => (resolve = r)));
    building.set(request, {
      key,
      settle: (entry) => {
        pending.delete(key);
        resolve(entry);
      },
    });
  };
  // A build that ends without an answer to keep (an error, a client gone) still lets its waiters go.
  const giveUp = async (request: FastifyRequest) => {
    building.get(request)?.settle();
    building.delete(request);
  };
  app.addHook('onResponse', giveUp);
  app.addHook('onRequestAbort', giveUp);

  app.addHook('onRequest', async (request, reply) => {
    const query = keptQuery(request);
    if (!query) return;
    const version = opts.version();
    if (version !== keptVersion) {
      cache.clear();
      keptVersion = version;
    }
    const key = keyOf(request, version, query);
    // No await unless there is a build to wait for: between a miss and startBuilding, no other
    // request may run, or it would miss too and build the same answer again.
    const underWay = pending.get(key);
    const entry = cache.get(key) ?? (underWay ? await underWay : undefined);
    if (entry) return sendKept(request, reply, entry, opts.closing ?? (() => false));
    startBuilding(request, key);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const build = building.get(request);
    building.delete(request);
    if (!build) return payload;
    let entry: CachedAnswer | undefined;
    try {
      entry = await keep(reply, payload, build.key);
    } finally {
      build.settle(entry);
    }
    if (!entry) return payload;
    reply.header('etag', entry.etag).header('vary', 'accept-encoding').header('x-cache', 'miss');
    if (request.headers['if-none-match'] === entry.etag) {
      reply.code(304);
      return '';
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    reply.header('content-encoding', encoding);
    return encoding === 'br' ? entry.br : entry.gzip;
  });

  /** The answer as kept, if it may be: compressed, with its ETag. */
  async function keep(reply: FastifyReply, payload: unknown, key: string): Promise<CachedAnswer | undefined> {
    if (reply.statusCode !== 200 || reply.hasHeader('set-cookie') || reply.hasHeader('content-encoding')) return undefined;
    const cacheControl = reply.getHeader('cache-control') as string | undefined;
    if (cacheControl && /no-store/.test(cacheControl)) return undefined;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
    // Built at an older version than now: a write landed meanwhile, so this answer is not kept.
    if (!key.startsWith(`${opts.version()}\n`)) return undefined;
    const identity = Buffer.from(payload);
    const [gz, br] = await compressing.run(() =>
      Promise.all([
        gzip(identity, { level: 9 }),
        brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      ]),
    );
    const entry: CachedAnswer = {
      status: 200,
      type: String(reply.getHeader('content-type') ?? 'application/octet-stream'),
      cacheControl,
      etag: `"c-${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      gzip: ownBytes(gz),
      br: ownBytes(br),
      byteLength: gz.length + br.length,
    };
    // The version may have moved on while compressing: then it is not kept either (its waiters still get it).
    if (key.startsWith(`${opts.version()}\n`)) cache.set(key, entry);
    return entry;
  }
}

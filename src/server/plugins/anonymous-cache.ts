import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ByteLru } from '../lib/byte-lru.ts';
import { policyOf } from '../lib/route-policy.ts';
import { hasSessionCookie } from './session.ts';
import { prefersHindiHome } from './language-choice.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

interface CachedAnswer {
  status: number;
  type: string;
  cacheControl: string | undefined;
  etag: string;
  identity: Buffer;
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
function sendKept(request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer, closing: () => boolean) {
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
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity;
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
 */
export function registerAnonymousCache(app: FastifyInstance, opts: AnonymousCacheOptions): void {
  const cache = new ByteLru<CachedAnswer>(opts.maxBytes);
  const building = new WeakMap<FastifyRequest, string>();
  const keyOf = (request: FastifyRequest, version: string, query: readonly string[]) =>
    `${version}\n${request.protocol}://${request.host}${addressOf(request.url, query)}`;

  app.addHook('onRequest', async (request, reply) => {
    const query = keptQuery(request);
    if (!query) return;
    const key = keyOf(request, opts.version(), query);
    const entry = cache.get(key);
    if (entry) return sendKept(request, reply, entry, opts.closing ?? (() => false));
    building.set(request, key);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = building.get(request);
    building.delete(request);
    if (key === undefined || reply.statusCode !== 200 || reply.hasHeader('set-cookie') || reply.hasHeader('content-encoding')) return payload;
    const cacheControl = reply.getHeader('cache-control') as string | undefined;
    if (cacheControl && /no-store/.test(cacheControl)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // Built at an older version than now: a write landed meanwhile, so this answer is not kept.
    if (!key.startsWith(`${opts.version()}\n`)) return payload;
    const identity = Buffer.from(payload);
    const [gz, br] = await Promise.all([
      gzip(identity, { level: 9 }),
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    ]);
    const entry: CachedAnswer = {
      status: 200,
      type: String(reply.getHeader('content-type') ?? 'application/octet-stream'),
      cacheControl,
      etag: `"c-${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      identity,
      gzip: gz,
      br,
      byteLength: identity.length + gz.length + br.length,
    };
    cache.set(key, entry);
    reply.header('etag', entry.etag).header('vary', 'accept-encoding').header('x-cache', 'miss');
    if (request.headers['if-none-match'] === entry.etag) {
      reply.code(304);
      return '';
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return identity;
    reply.header('content-encoding', encoding);
    return encoding === 'br' ? br : gz;
  });
}

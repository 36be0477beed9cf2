import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ByteLru } from '../lib/byte-lru.ts';
import { policyOf } from '../lib/route-policy.ts';
import { WorkQueue } from '../lib/work-queue.ts';
import { hasSessionCookie } from './session.ts';
import { prefersHindiHome } from './language-choice.ts';

const gunzip = promisify(zlib.gunzip);

/**
 * Brotli quality 6, not 9: on the shop's pages and lists 9 saves 0.2–2.5 % of the bytes (home page
 * 7,576 → 7,562 bytes, all listings 21.6 → 21.1 KB) for 30–50× the time, and its encoder holds
 * ~35 MB while it works (6: ~2 MB). After a write, every page is built again at once: 50 encoders at
 * quality 9 took the server past 1.7 GB (decision 029).
 */
const BROTLI_QUALITY = 6;

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

/**
 * A rush after a write: this many visitors' answers already built in this turn of the event loop.
 * Everyone the loop reads from its sockets in one turn waits for every answer built in that turn,
 * so from then on a visitor whose page was kept before the write gets that answer at once, and it
 * is built again behind the scenes (on a small server 40–60 builds queued in the turns after a
 * write stalled everyone 0.5–1 s; decisions 031, 032). Not "builds under way": on SQLite a build
 * runs start to end in one go, so builds never overlap however many queue. On a quiet shop — and
 * for requests one after another — the first visitor after a write builds the page, fresh.
 */
const RUSH_BUILDS = 4;
/** How long after a write the answer of before it may still be given during a rush. */
const STAND_IN_MS = 2000;
/** Answers built again behind the scenes at once. */
const REFRESHES = new WorkQueue(2);

/**
 * The requests this process makes to itself (the page renderer's calls for its data): a page built
 * during a rush must be built from the current answers, never from stand-ins, or it would be kept
 * as current with the data of before the write. Nor are their answers kept here: the renderer keeps
 * its own, uncompressed, and no visitor ever asks for the address of this process's own requests.
 */
const INSIDE = randomBytes(18).toString('base64url');
export const insideHeaders = (): Record<string, string> => ({ 'x-shop-inside': INSIDE });
export const fromInside = (request: FastifyRequest) => request.headers['x-shop-inside'] === INSIDE;

/**
 * What a page was drawn from: the calls its renderer made and a digest of their answers
 * (plugins/web.ts). Opaque here: kept beside the answer, handed back to the next build of its address.
 */
export interface PageInputs {
  calls: readonly string[];
  digest: string;
}

interface CachedAnswer {
  /** The data version it was built at. */
  version: string;
  /** What it was drawn from, when its builder said (pages). */
  inputs?: PageInputs;
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
  /** When the current version became current (for how long the answers of the one before may stand in). */
  versionSince?: () => number;
  /** True once the server is shutting down: a kept answer then closes its connection too. */
  closing?: () => boolean;
}

/** The builds under way that may keep their answer: the answer kept before at that address, and what this one is drawn from. */
const builds = new WeakMap<FastifyRequest, { previous?: CachedAnswer; inputs?: PageInputs }>();

/**
 * The answer kept at this request's address before the last write, with what it was drawn from,
 * when this request is building the answer to keep there (a visitor's, or a refresh): a builder that
 * finds the same inputs may give the same answer without drawing it again.
 */
export function answerBefore(request: FastifyRequest): { inputs: PageInputs; body: () => Buffer; cacheControl: string | undefined } | undefined {
  const previous = builds.get(request)?.previous;
  if (!previous?.inputs) return undefined;
  return { inputs: previous.inputs, body: () => zlib.gunzipSync(previous.gzip), cacheControl: previous.cacheControl };
}

/** Says what the answer being built for `request` is drawn from, kept with it for the next build. */
export function drawnFrom(request: FastifyRequest, inputs: PageInputs): void {
  const build = builds.get(request);
  if (build) build.inputs = inputs;
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
async function sendKept(request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer, how: 'hit' | 'stale', closing: () => boolean) {
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value as string | number | string[];
  headers.etag = entry.etag;
  headers.vary = 'accept-encoding';
  headers['x-cache'] = how;
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
 * per visitor. During a rush (RUSH_BUILDS answers built in one turn of the loop), a page kept before the
 * last write is given as it was for up to STAND_IN_MS (`x-cache: stale`) and built again behind
 * the scenes. Answers two writes old are dropped when the version changes.
 */
export function registerAnonymousCache(app: FastifyInstance, opts: AnonymousCacheOptions): void {
  /** By address; each answer says the data version it was built at. */
  const cache = new ByteLru<CachedAnswer>(opts.maxBytes);
  let keptVersion = opts.version();
  /** The version the last write replaced, and until when its answers may stand in during a rush. */
  let before: { version: string; until: number } | undefined;
  /** Answers being built, by version and address: what the visitors asking meanwhile wait for (undefined: not kept, build your own). */
  const pending = new Map<string, Promise<CachedAnswer | undefined>>();
  const building = new WeakMap<FastifyRequest, { address: string; version: string; settle: (entry?: CachedAnswer) => void }>();
  const addressKey = (request: FastifyRequest, query: readonly string[]) => `${request.protocol}://${request.host}${addressOf(request.url, query)}`;
  /** The refreshes under way (below), by address: each carries its ticket with the inside header. */
  const refreshingFor = new Map<string, string>();

  /** Marks `request` as the one building `address` at `version`, unless another already is. */
  const startBuilding = (request: FastifyRequest, address: string, version: string) => {
    builds.set(request, { previous: cache.get(address) });
    const key = `${version}\n${address}`;
    if (pending.has(key)) {
      building.set(request, { address, version, settle: () => {} });
      return;
    }
    let resolve!: (entry?: CachedAnswer) => void;
    pending.set(key, new Promise((r) => (resolve = r)));
    building.set(request, {
      address,
      version,
      settle: (entry) => {
        pending.delete(key);
        resolve(entry);
      },
    });
  };

  /**
   * Builds the answer at `address` again behind the scenes, as the visitor's request would have (its
   * host, forwarding headers and address: the same page), unless it is already being built. Not a
   * visit: it is neither counted nor given to anyone; it only replaces the kept answer.
   */
  const refresh = (request: FastifyRequest, address: string, version: string) => {
    if (refreshingFor.has(address) || pending.has(`${version}\n${address}`)) return;
    const ticket = randomBytes(9).toString('base64url');
    refreshingFor.set(address, ticket);
    const headers: Record<string, string> = { ...insideHeaders(), 'x-cache-refresh': ticket, 'sec-purpose': 'prefetch', 'user-agent': 'shop-refresh (bot)' };
    for (const name of ['host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const remoteAddress = request.socket?.remoteAddress;
    void REFRESHES.run(async () => {
      // After the visitors already waiting: a refresh takes a render's time, and the queue would
      // otherwise run them one after another in a single turn of the loop, everyone waiting behind.
      await new Promise((resolve) => setImmediate(resolve));
      try {
        // A later write, or a visitor who built it meanwhile, makes this one needless.
        if (opts.version() !== version || cache.get(address)?.version === version) return;
        await app.inject({ method: 'GET', url: request.url, headers, ...(remoteAddress ? { remoteAddress } : {}) });
      } catch {
        // Not kept: the next visitor builds it.
      } finally {
        if (refreshingFor.get(address) === ticket) refreshingFor.delete(address);
      }
    });
  };
  /** The address a refresh was started for, when `request` is one of this process's refreshes. */
  const refreshOf = (request: FastifyRequest): string | undefined => {
    const ticket = request.headers['x-cache-refresh'];
    if (typeof ticket !== 'string' || !fromInside(request)) return undefined;
    for (const [address, t] of refreshingFor) if (t === ticket) return address;
    return undefined;
  };
  // A build that ends without an answer to keep (an error, a client gone) still lets its waiters go.
  const giveUp = async (request: FastifyRequest) => {
    building.get(request)?.settle();
    building.delete(request);
  };
  app.addHook('onResponse', giveUp);
  app.addHook('onRequestAbort', giveUp);

  /** Visitors' answers built in this turn of the event loop (set back to 0 once it ends). */
  let builtThisTurn = 0;
  const countBuild = () => {
    if (builtThisTurn++ === 0) setImmediate(() => (builtThisTurn = 0));
  };
  app.addHook('onRequest', async (request, reply) => {
    const query = keptQuery(request);
    if (!query) return;
    const refreshing = refreshOf(request);
    if (fromInside(request) && refreshing === undefined) return;
    const version = opts.version();
    if (version !== keptVersion) {
      before = { version: keptVersion, until: (opts.versionSince?.() ?? Date.now()) + STAND_IN_MS };
      keptVersion = version;
      // Answers two writes old can stand in for nothing any more: they would only hold memory.
      cache.retain((entry) => entry.version === before?.version || entry.version === version);
    }
    const address = addressKey(request, query);
    if (refreshing !== undefined) {
      // Built for the address it was started for, or not at all (a host or proxy header read otherwise).
      if (refreshing === address) startBuilding(request, address, version);
      return;
    }
    const closing = opts.closing ?? (() => false);
    // No await unless there is a build to wait for: between a miss and startBuilding, no other
    // request may run, or it would miss too and build the same answer again.
    const kept = cache.get(address);
    if (kept?.version === version) return sendKept(request, reply, kept, 'hit', closing);
    if (kept && before && kept.version === before.version && Date.now() < before.until && builtThisTurn >= RUSH_BUILDS) {
      refresh(request, address, version);
      return sendKept(request, reply, kept, 'stale', closing);
    }
    const underWay = pending.get(`${version}\n${address}`);
    const built = underWay ? await underWay : undefined;
    if (built) return sendKept(request, reply, built, 'hit', closing);
    countBuild();
    startBuilding(request, address, version);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const build = building.get(request);
    building.delete(request);
    if (!build) return payload;
    let entry: CachedAnswer | undefined;
    try {
      entry = await keep(reply, payload, build.address, build.version, builds.get(request)?.inputs);
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
  async function keep(reply: FastifyReply, payload: unknown, address: string, version: string, inputs?: PageInputs): Promise<CachedAnswer | undefined> {
    if (reply.statusCode !== 200 || reply.hasHeader('set-cookie') || reply.hasHeader('content-encoding')) return undefined;
    const cacheControl = reply.getHeader('cache-control') as string | undefined;
    if (cacheControl && /no-store/.test(cacheControl)) return undefined;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
    // Built at an older version than now: a write landed meanwhile, so this answer is not kept.
    if (version !== opts.version()) return undefined;
    const identity = Buffer.from(payload);
    const type = String(reply.getHeader('content-type') ?? 'application/octet-stream');
    const etag = `"c-${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
    // After a write most answers come out byte for byte as before it (another listing's page, say):
    // the compressed forms of before are theirs, and compressing was about a quarter of a rebuild.
    const previous = cache.get(address);
    const same = previous?.etag === etag && previous.type === type ? previous : undefined;
    // On this thread, at once (about 1 ms for a page; 3 ms for the largest, /list): through libuv's
    // threads, each answer waited behind every file read of the pictures being served, up to
    // seconds under load, and every visitor waiting for that build with it (decision 031). One
    // answer at a time, as before: the memory of the encoders stays that of one answer.
    const gzip = same?.gzip ?? ownBytes(zlib.gzipSync(identity, { level: 9 }));
    const br =
      same?.br ??
      ownBytes(
        zlib.brotliCompressSync(identity, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
        }),
      );
    const entry: CachedAnswer = { version, inputs, status: 200, type, cacheControl, etag, gzip, br, byteLength: gzip.length + br.length };
    // The version may have moved on while compressing: then it is not kept either (its waiters still get it).
    if (version === opts.version()) cache.set(address, entry);
    return entry;
  }
}

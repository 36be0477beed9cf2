import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ByteLru } from '../lib/byte-lru.ts';
import { policyOf } from '../lib/route-policy.ts';
import { WorkQueue } from '../lib/work-queue.ts';
import { fromInside, insideHeaders } from './inside-requests.ts';
import { compressed, pickEncoding, sendKept, type CachedAnswer } from './kept-answer.ts';
import { inputsOfBuild, startBuild, type PageInputs } from './page-inputs.ts';
import { hasSessionCookie } from './session.ts';
import { prefersHindiHome } from './language-choice.ts';

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

export interface AnonymousCacheOptions {
  maxBytes: number;
  /** The data version answers were built at; a different one means they are stale. */
  version: () => string;
  /** When the current version became current (for how long the answers of the one before may stand in). */
  versionSince?: () => number;
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
    startBuild(request, cache.get(address));
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
      entry = await keep(reply, payload, build.address, build.version, inputsOfBuild(request));
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
    const { gzip, br } = same ?? compressed(identity);
    const entry: CachedAnswer = { version, inputs, status: 200, type, cacheControl, etag, gzip, br, byteLength: gzip.length + br.length };
    // The version may have moved on while compressing: then it is not kept either (its waiters still get it).
    if (version === opts.version()) cache.set(address, entry);
    return entry;
  }
}

import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageInputs } from './page-inputs.ts';

const gunzip = promisify(zlib.gunzip);

/** An answer as the page cache keeps it (anonymous-cache.ts). */
export interface CachedAnswer {
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
 * The compressed forms of an answer's bytes. On this thread, at once (about 1 ms for a page; 3 ms
 * for the largest, /list): through libuv's threads, each answer waited behind every file read of the
 * pictures being served, up to seconds under load, and every visitor waiting for that build with it
 * (decision 031). One answer at a time, as before: the memory of the encoders stays that of one answer.
 */
export function compressed(identity: Buffer): { gzip: Buffer; br: Buffer } {
  const gzip = ownBytes(zlib.gzipSync(identity, { level: 9 }));
  const br = ownBytes(
    zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  );
  return { gzip, br };
}

export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | 'identity' {
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
export async function sendKept(request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer, how: 'hit' | 'stale', closing: () => boolean) {
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

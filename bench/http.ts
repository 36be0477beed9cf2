import autocannon from 'autocannon';

export interface HttpResult {
  name: string;
  path: string;
  requestsPerSec: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  /** Bytes on the wire per response, headers included. */
  kbPerRequest: number;
  total: number;
  non2xx: number;
  errors: number;
}

/**
 * A phone's browser (Android Chrome), as most of the shop's visitors use. The server counts a view
 * only for a browser-like user agent (no user agent, or a bot's, is not counted: issue 11), so
 * without one the bench would measure a server that counts nothing, not what a visitor costs.
 */
export const USER_AGENT = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** What a browser sends; the answers are compressed as they would be for a visitor. */
export const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json, text/html;q=0.9, */*;q=0.8', 'user-agent': USER_AGENT };

/** A 1 s warm-up (discarded), then `duration` seconds with `connections` concurrent connections. */
export async function measure(base: string, name: string, path: string, opts: { connections: number; duration: number }): Promise<HttpResult> {
  const url = base + path;
  await autocannon({ url, connections: Math.min(4, opts.connections), duration: 1, headers: HEADERS });
  const r = await autocannon({ url, connections: opts.connections, duration: opts.duration, headers: HEADERS, timeout: 10 });
  const total = r.requests.total;
  return {
    name,
    path,
    requestsPerSec: Math.round(r.requests.average),
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    kbPerRequest: total ? Math.round(((r.throughput.average * opts.duration) / total / 1024) * 10) / 10 : 0,
    total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { BareAnswer, BareSpec } from './bare-server.ts';
import { HEADERS, measure, type HttpResult } from './http.ts';

/**
 * The real server beside a bare Fastify route serving the same bytes (issue 10), at 64 connections:
 * `/`, `/list/{id}`, `/api/listings`, `/api/listings/{id}`.
 */
export interface ComparePath {
  name: string;
  path: string;
  /** Held to the targets (≥ 50 % of bare req/s, p99 < 100 ms): the server-rendered pages and GET /api/listings. */
  targeted: boolean;
}

export interface CompareRow extends ComparePath {
  /** With the anonymous-answer cache as configured by default (PAGE_CACHE_MB unset: 64 MB). */
  real: HttpResult;
  bare: HttpResult;
  /** real req/s ÷ bare req/s. */
  ratio: number;
  /** The x-cache header of the real server's answer after the run (hit, miss, or none). */
  xCache: string;
  /** The same path on a server started with PAGE_CACHE_MB=0 (the "before"), against the same bare figures. */
  cacheOff?: HttpResult & { ratio: number; xCache: string };
  /** Bytes of the body the browser-like client receives (brotli when the server sends it). */
  wireBytes: number;
  encoding: string;
}

export interface CompareResult {
  connections: number;
  duration: number;
  rows: CompareRow[];
}

export async function comparePaths(base: string): Promise<ComparePath[]> {
  const res = await fetch(`${base}/api/listings?limit=1`);
  const listings = (await res.json()) as Array<{ _id: string }>;
  const id = listings[0]?._id;
  if (!id) throw new Error('the comparison needs a seeded shop: /api/listings?limit=1 was empty');
  return [
    { name: 'GET / (HTML)', path: '/', targeted: true },
    { name: 'GET /list/{id} (HTML)', path: `/list/${id}`, targeted: true },
    { name: 'GET /api/listings (all)', path: '/api/listings', targeted: true },
    { name: 'GET /api/listings/{id}', path: `/api/listings/${id}`, targeted: false },
  ];
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'x-cache']);

/** One answer as it comes over the wire: no decompression. */
function fetchRaw(url: string, acceptEncoding: string): Promise<BareAnswer & { xCache: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { ...HEADERS, 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('base64'), xCache: String(res.headers['x-cache'] ?? 'none') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export async function xCacheOf(base: string, p: string): Promise<string> {
  return (await fetchRaw(base + p, HEADERS['accept-encoding'])).xCache;
}

interface Bare {
  url: string;
  stop: () => Promise<void>;
}

/** Fetches each path from the real server (brotli, gzip, identity) and starts the bare route on those bytes. */
export async function startBare(root: string, realBase: string, paths: string[]): Promise<Bare & { spec: BareSpec }> {
  const spec: BareSpec = {};
  for (const p of paths) {
    const [br, gzip, identity] = [await fetchRaw(realBase + p, 'br'), await fetchRaw(realBase + p, 'gzip'), await fetchRaw(realBase + p, 'identity')];
    const strip = ({ xCache: _x, ...a }: BareAnswer & { xCache: string }) => a;
    spec[p] = { br: strip(br), gzip: strip(gzip), identity: strip(identity) };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bare-'));
  const specFile = path.join(dir, 'spec.json');
  await fs.writeFile(specFile, JSON.stringify(spec));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'bare-server.ts'), specFile], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /listening (\d+)/.exec(output);
      if (m) resolve(Number(m[1]));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code}):\n${output}`)));
    setTimeout(() => reject(new Error(`the bare server did not start within 60 s:\n${output}`)), 60_000).unref();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    spec,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

const ratio = (real: HttpResult, bare: HttpResult) => (bare.requestsPerSec > 0 ? Math.round((real.requestsPerSec / bare.requestsPerSec) * 1000) / 1000 : 0);

/** The real server (cache as configured), then the bare route, path by path. */
export async function compareWithBare(
  root: string,
  realBase: string,
  paths: ComparePath[],
  opts: { connections: number; duration: number },
  log: (line: string) => void,
): Promise<CompareResult> {
  const bare = await startBare(root, realBase, paths.map((p) => p.path));
  try {
    const rows: CompareRow[] = [];
    for (const p of paths) {
      const real = await measure(realBase, p.name, p.path, opts);
      const xCache = await xCacheOf(realBase, p.path);
      const bareResult = await measure(bare.url, `${p.name} (bare)`, p.path, opts);
      const br = bare.spec[p.path]!.br;
      const row: CompareRow = {
        ...p,
        real,
        bare: bareResult,
        ratio: ratio(real, bareResult),
        xCache,
        wireBytes: Buffer.from(br.body, 'base64').length,
        encoding: br.headers['content-encoding'] ?? 'identity',
      };
      log(`  ${p.name}: server ${real.requestsPerSec} req/s (p99 ${real.latencyMs.p99} ms, x-cache ${xCache}), bare ${bareResult.requestsPerSec} req/s → ${Math.round(row.ratio * 100)} %`);
      rows.push(row);
    }
    return { connections: opts.connections, duration: opts.duration, rows };
  } finally {
    await bare.stop();
  }
}

/** The same paths on a server with the cache off (PAGE_CACHE_MB=0): the "before" figure. */
export async function measureCacheOff(realBase: string, paths: ComparePath[], opts: { connections: number; duration: number }, log: (line: string) => void) {
  const out = new Map<string, HttpResult & { xCache: string }>();
  for (const p of paths) {
    const r = await measure(realBase, p.name, p.path, opts);
    const xCache = await xCacheOf(realBase, p.path);
    log(`  ${p.name} (cache off): ${r.requestsPerSec} req/s, p99 ${r.latencyMs.p99} ms, x-cache ${xCache}`);
    out.set(p.path, { ...r, xCache });
  }
  return out;
}

export function attachCacheOff(result: CompareResult, off: Map<string, HttpResult & { xCache: string }>): void {
  for (const row of result.rows) {
    const r = off.get(row.path);
    if (r) row.cacheOff = { ...r, ratio: ratio(r, row.bare) };
  }
}

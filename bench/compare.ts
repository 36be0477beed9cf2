import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Insights } from '../src/contract/insights.ts';
import type { BareAnswer, BareSpec } from './bare-server.ts';
import { HEADERS, measure, type HttpResult } from './http.ts';
import { login } from './photo.ts';

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

interface CompareRow extends ComparePath {
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

async function xCacheOf(base: string, p: string): Promise<string> {
  return (await fetchRaw(base + p, HEADERS['accept-encoding'])).xCache;
}

interface Bare {
  url: string;
  stop: () => Promise<void>;
}

/** Fetches each path from the real server (brotli, gzip, identity) and starts the bare route on those bytes. */
async function startBare(root: string, realBase: string, paths: string[]): Promise<Bare & { spec: BareSpec }> {
  const spec: BareSpec = {};
  for (const p of paths) {
    const [br, gzip, identity] = [await fetchRaw(realBase + p, 'br'), await fetchRaw(realBase + p, 'gzip'), await fetchRaw(realBase + p, 'identity')];
    const strip = ({ xCache: _x, ...a }: BareAnswer & { xCache: string }) => a;
    spec[p] = { br: strip(br), gzip: strip(gzip), identity: strip(identity) };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bare-'));
  const specFile = path.join(dir, 'spec.json');
  await fs.writeFile(specFile, JSON.stringify(spec));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'bare-server.ts'), specFile], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

/** The run whose req/s is the median of its rounds (its latencies come with it). */
const medianRun = (runs: HttpResult[]): HttpResult => [...runs].sort((a, b) => a.requestsPerSec - b.requestsPerSec)[Math.floor(runs.length / 2)]!;

/**
 * The real server (cache as configured) and the bare route, path by path, in `rounds` alternating
 * rounds (real then bare, bare then real, ...), each side's median round kept: on a shared machine
 * the load changes from one run to the next, and one run each made the ratio swing from 20 % to
 * 290 % between paths of the same kind.
 */
export async function compareWithBare(
  root: string,
  realBase: string,
  paths: ComparePath[],
  opts: { connections: number; duration: number; rounds?: number },
  log: (line: string) => void,
): Promise<CompareResult> {
  const bare = await startBare(
    root,
    realBase,
    paths.map((p) => p.path),
  );
  try {
    const rows: CompareRow[] = [];
    for (const p of paths) {
      const reals: HttpResult[] = [];
      const bares: HttpResult[] = [];
      for (let round = 0; round < (opts.rounds ?? 3); round++) {
        const realRun = () => measure(realBase, p.name, p.path, opts).then((r) => void reals.push(r));
        const bareRun = () => measure(bare.url, `${p.name} (bare)`, p.path, opts).then((r) => void bares.push(r));
        if (round % 2) await bareRun().then(realRun);
        else await realRun().then(bareRun);
      }
      const real = medianRun(reals);
      const xCache = await xCacheOf(realBase, p.path);
      const bareResult = medianRun(bares);
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
      log(
        `  ${p.name}: server ${real.requestsPerSec} req/s (p99 ${real.latencyMs.p99} ms, x-cache ${xCache}; rounds ${reals.map((r) => r.requestsPerSec).join('/')}), bare ${bareResult.requestsPerSec} req/s (rounds ${bares.map((r) => r.requestsPerSec).join('/')}) → ${Math.round(row.ratio * 100)} %`,
      );
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

/** A path on the server counting visits (as configured by default) and on one with COUNT_VISITS=0. */
interface CountingRow extends ComparePath {
  on: HttpResult;
  off: HttpResult;
  /** on req/s ÷ off req/s: below 1, counting costs throughput. */
  ratio: number;
}

/** The cost of first-party visit counting (issue 11): a reported figure, not a target. */
export interface CountingResult {
  connections: number;
  duration: number;
  rounds: number;
  rows: CountingRow[];
  /** Views GET /api/insights?days=7 reported after the "on" rounds: all the run had counted by then. */
  viewsCounted: number;
  /** Of those, the views counted during the "on" rounds of this comparison. */
  viewsDuringRounds: number;
}

/** Views counted in the last 7 shop days, as the owner's Insights tab reads them (it flushes the tally first). */
async function viewsCounted(base: string, cookie: string): Promise<number> {
  const res = await fetch(`${base}/api/insights?days=7`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET /api/insights answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as Pick<Insights, 'totals'>).totals.views;
}

/**
 * The server counting visits (`on`, the one the rest of the bench measures) and a second one on the
 * same data with COUNT_VISITS=0 (`off`), path by path, in alternating rounds (on then off, off then
 * on, ...), each side's median round kept, as in compareWithBare: both servers share the machine,
 * so a burst of other work should not land on one side only. The views the "on" server reports
 * afterwards show that the bench's requests were counted (a request without a browser's user agent
 * is not, and would make this compare two servers that count nothing).
 */
export async function compareCounting(
  onBase: string,
  offBase: string,
  admin: { user: string; password: string },
  paths: ComparePath[],
  opts: { connections: number; duration: number; rounds?: number },
  log: (line: string) => void,
): Promise<CountingResult> {
  const rounds = opts.rounds ?? 3;
  // The owner's session carries the sid cookie, so its own reads are never counted.
  const cookie = await login(onBase, admin.user, admin.password);
  const viewsBefore = await viewsCounted(onBase, cookie);
  const rows: CountingRow[] = [];
  for (const p of paths) {
    const ons: HttpResult[] = [];
    const offs: HttpResult[] = [];
    for (let round = 0; round < rounds; round++) {
      const onRun = () => measure(onBase, p.name, p.path, opts).then((r) => void ons.push(r));
      const offRun = () => measure(offBase, `${p.name} (counting off)`, p.path, opts).then((r) => void offs.push(r));
      if (round % 2) await offRun().then(onRun);
      else await onRun().then(offRun);
    }
    const on = medianRun(ons);
    const off = medianRun(offs);
    const row: CountingRow = { ...p, on, off, ratio: ratio(on, off) };
    log(
      `  ${p.name}: counting on ${on.requestsPerSec} req/s (p99 ${on.latencyMs.p99} ms; rounds ${ons.map((r) => r.requestsPerSec).join('/')}), off ${off.requestsPerSec} req/s (p99 ${off.latencyMs.p99} ms; rounds ${offs.map((r) => r.requestsPerSec).join('/')}) → on ÷ off ${row.ratio}`,
    );
    rows.push(row);
  }
  const views = await viewsCounted(onBase, cookie);
  log(`  ${views} views counted by the server so far, ${views - viewsBefore} of them during these rounds`);
  return { connections: opts.connections, duration: opts.duration, rounds, rows, viewsCounted: views, viewsDuringRounds: views - viewsBefore };
}

import autocannon from 'autocannon';
import sharp from 'sharp';
import { USER_AGENT } from './http.ts';

/**
 * The load run (issue 7): many browsing clients at once while the admin uploads photos over HTTP.
 * Browsing is closed-loop (each client sends its next request as soon as the answer arrives, no
 * think time), so 200 clients are far more than 200 people reading the shop.
 */
export interface LoadResult {
  clients: number;
  durationS: number;
  withUploads: boolean;
  /** A request not answered within this many seconds counts as a timeout (an error). */
  timeoutS: number;
  browsing: {
    requestsPerSec: number;
    latencyMs: { p50: number; p90: number; p99: number; max: number };
    total: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Share of each kind of request in the sequence every client loops over. */
    mix: Record<string, number>;
    /** Latency of each kind, and requests given up after `timeoutS`. */
    byKind: Record<string, { count: number; p50: number; p99: number; max: number; timeouts: number }>;
  };
  uploads: AdminRun & { photosPerListing: number; photoKb: number };
  deletes: AdminRun;
  /** The print files the admin asks for between uploads (issue 29): absent when there was no job to print. */
  prints?: AdminRun;
}

interface AdminRun {
  count: number;
  failed: number;
  failures: string[];
  latencyMs: { p50: number; p99: number; max: number };
}

// The browsing clients are visitors, counted as a phone's browser is (issue 11).
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': USER_AGENT };
const PAGE = { ...HEADERS, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const API = { ...HEADERS, accept: 'application/json' };
const IMAGE = { ...HEADERS, accept: 'image/avif,image/webp,image/*,*/*;q=0.8' };
const PHOTOS_PER_LISTING = 2;

/** What a visit asks for, in proportion (pages, the API calls their browsers make, images). */
const MIX: Array<[kind: string, weight: number]> = [
  ['GET / (HTML)', 12],
  ['GET /list (HTML)', 6],
  ['GET /list/{id} (HTML)', 14],
  ['GET /subcategory/{id} (HTML)', 8],
  ['GET /api/listings?limit=24', 10],
  ['GET /api/listings?category={id}', 5],
  ['GET /api/categories', 10],
  ['GET /media/{image}', 35],
];

export async function runLoad(
  base: string,
  cookie: string,
  opts: { clients: number; duration: number; uploads: boolean; timeoutS: number; pdfs?: string[] },
): Promise<LoadResult> {
  const shop = await catalogue(base);
  const sequence = browsingSequence(shop, 400);
  const photos = await photoPool(8);
  const until = Date.now() + opts.duration * 1000;

  const times = new Map<string, number[]>();
  let clientCount = 0;
  const timeouts = new Map<string, number>();
  const browsing = autocannon({
    url: base,
    connections: opts.clients,
    duration: opts.duration,
    timeout: opts.timeoutS,
    requests: sequence.map((r) => ({ method: 'GET', path: r.path, headers: r.headers })),
    setupClient: (client) => {
      // Each client starts the walk at its own place, so that together they ask for the whole mix
      // even when each gets through only part of the walk.
      const start = (clientCount++ * Math.ceil(sequence.length / opts.clients)) % sequence.length;
      const mine = [...sequence.slice(start), ...sequence.slice(0, start)];
      client.setRequests(mine.map((r) => ({ method: 'GET', path: r.path, headers: r.headers })));
      const kind = () => mine[client.requestIterator.currentRequestIndex]?.kind ?? '?';
      client.on('response', (_status, _bytes, ms) => {
        const list = times.get(kind()) ?? times.set(kind(), []).get(kind())!;
        list.push(ms);
      });
      client.on('timeout', () => void timeouts.set(kind(), (timeouts.get(kind()) ?? 0) + 1));
    },
  });
  const admin = adminLoop(base, cookie, shop, photos, opts.uploads ? until : 0, opts.pdfs ?? []);
  const [r, { uploads, deletes, prints }] = await Promise.all([browsing, admin]);

  const mix: Record<string, number> = {};
  for (const req of sequence) mix[req.kind] = (mix[req.kind] ?? 0) + 1;
  for (const kind of Object.keys(mix)) mix[kind] = Math.round((mix[kind]! / sequence.length) * 100) / 100;
  const byKind: LoadResult['browsing']['byKind'] = {};
  for (const kind of Object.keys(mix)) {
    const sorted = (times.get(kind) ?? []).sort((a, b) => a - b);
    const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
    byKind[kind] = { count: sorted.length, p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0), timeouts: timeouts.get(kind) ?? 0 };
  }
  return {
    clients: opts.clients,
    durationS: opts.duration,
    withUploads: opts.uploads,
    timeoutS: opts.timeoutS,
    browsing: {
      requestsPerSec: Math.round(r.requests.average),
      latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
      total: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      mix,
      byKind,
    },
    uploads: { ...summary(uploads), photosPerListing: PHOTOS_PER_LISTING, photoKb: Math.round(photos[0]!.length / 1024) },
    deletes: summary(deletes),
    ...(opts.pdfs?.length && opts.uploads ? { prints: summary(prints) } : {}),
  };
}

interface Shop {
  listings: Array<{ _id: string; images: string[]; category_uuid: string; subcategory_uuid: string }>;
  categories: Array<{ category_uuid: string }>;
}

async function catalogue(base: string): Promise<Shop> {
  const get = async (path: string) => {
    const res = await fetch(base + path);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return res.json();
  };
  const shop: Shop = { listings: await get('/api/listings'), categories: await get('/api/categories') };
  if (!shop.listings.length || !shop.categories.length) throw new Error('the load run needs a seeded shop');
  return shop;
}

/** A fixed pseudo-random walk through the shop (the same in every run), looped by every client. */
function browsingSequence(shop: Shop, length: number): Array<{ kind: string; path: string; headers: Record<string, string> }> {
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  const total = MIX.reduce((sum, [, w]) => sum + w, 0);
  const images = shop.listings.flatMap((l) => l.images);
  const out = [];
  for (let i = 0; i < length; i++) {
    let roll = random() * total;
    const kind = MIX.find(([, w]) => (roll -= w) < 0)?.[0] ?? MIX[0]![0];
    const listing = pick(shop.listings);
    const category = pick(shop.categories).category_uuid;
    const paths: Record<string, [string, Record<string, string>]> = {
      'GET / (HTML)': ['/', PAGE],
      'GET /list (HTML)': ['/list', PAGE],
      'GET /list/{id} (HTML)': [`/list/${listing._id}`, PAGE],
      'GET /subcategory/{id} (HTML)': [`/subcategory/${category}`, PAGE],
      'GET /api/listings?limit=24': ['/api/listings?limit=24', API],
      'GET /api/listings?category={id}': [`/api/listings?category=${category}`, API],
      'GET /api/categories': ['/api/categories', API],
      // The sizes a phone's page asks for (srcset), now and then the original.
      'GET /media/{image}': [pick(images).replace(/\.(jpg|png|webp)$/, pick(['-320.avif', '-640.avif', '-640.webp', '-1280.avif', '.$1'])), IMAGE],
    };
    const [path, headers] = paths[kind]!;
    out.push({ kind, path, headers });
  }
  return out;
}

/**
 * Camera-like photos after the web's compression (1600×1200, ~700 KB of noisy JPEG). Each upload
 * appends a counter after the JPEG's end, so every photo is new to the shop (a new hash, new files).
 */
async function photoPool(n: number): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: n }, () =>
      sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
}

/**
 * The admin, one request at a time: a listing with photos, and every third round a delete of an older
 * one; with `pdfs`, one of them before each upload in turn (a job's print file, its imposed sheet).
 */
async function adminLoop(base: string, cookie: string, shop: Shop, photos: Buffer[], until: number, pdfs: string[]) {
  const uploads: Timed[] = [];
  const deletes: Timed[] = [];
  const prints: Timed[] = [];
  const created: string[] = [];
  const headers = { cookie, origin: base };
  for (let round = 0; Date.now() < until; round++) {
    if (pdfs.length) prints.push(await timed(() => fetch(base + pdfs[round % pdfs.length]!, { headers }), 200));
    const listing = shop.listings[round % shop.listings.length]!;
    const form = new FormData();
    form.append('title', `Load test card ${round}`);
    form.append('category', listing.category_uuid);
    form.append('subcategory', listing.subcategory_uuid);
    form.append('price', '499');
    for (let p = 0; p < PHOTOS_PER_LISTING; p++) {
      const photo = Buffer.concat([photos[(round * PHOTOS_PER_LISTING + p) % photos.length]!, Buffer.from(` ${round}.${p}`)]);
      form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `IMG_${round}_${p}.jpg`);
    }
    const up = await timed(() => fetch(`${base}/api/listings`, { method: 'POST', headers, body: form }), 201);
    uploads.push(up);
    if (up.ok && up.body) created.push((JSON.parse(up.body) as { _id: string })._id);
    if (round % 3 === 2 && created.length > 1 && Date.now() < until) {
      const id = created.shift()!;
      deletes.push(await timed(() => fetch(`${base}/api/listings/${id}`, { method: 'DELETE', headers }), 200));
    }
  }
  return { uploads, deletes, prints };
}

interface Timed {
  ms: number;
  ok: boolean;
  failure?: string;
  body?: string;
}

async function timed(send: () => Promise<Response>, expected: number): Promise<Timed> {
  const started = performance.now();
  try {
    const res = await send();
    const body = await res.text();
    const ms = Math.round(performance.now() - started);
    return res.status === expected ? { ms, ok: true, body } : { ms, ok: false, failure: `${res.status} ${body.slice(0, 120)}` };
  } catch (err) {
    return { ms: Math.round(performance.now() - started), ok: false, failure: String(err) };
  }
}

function summary(runs: Timed[]): AdminRun {
  const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const failures = runs.filter((r) => !r.ok).map((r) => r.failure!);
  return { count: runs.length, failed: failures.length, failures: failures.slice(0, 5), latencyMs: { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 } };
}

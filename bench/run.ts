import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, openDatabase } from '../src/server/db/database.ts';
import { seedDemo } from '../src/server/db/seed/demo-seeder.ts';
import { MediaStore } from '../src/server/media/media-store.ts';
import { measure, type HttpResult } from './http.ts';
import { runLoad, type LoadResult } from './load.ts';
import { login, phonePhoto, processInProcess, uploadOverHttp } from './photo.ts';
import { benchPreviews, type PreviewBench } from './preview.ts';
import { evaluateTargets, printReport, type BenchResult } from './report.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * `npm run bench [-- --connections 20 --duration 8 --load-clients 200 --load-duration 60]`: seeds a
 * temporary demo shop, starts the real server, measures it. `--load-duration 0` skips the load run;
 * `--load-only` runs only the load run (no per-endpoint runs, no photo timings); `--load-without-uploads`
 * runs it without the admin, to compare; `--load-timeout 30`: seconds after which an unanswered request is an error.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const n = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const loadDuration = process.argv.includes('--load-duration') && Number(process.argv[process.argv.indexOf('--load-duration') + 1]) === 0 ? 0 : arg('load-duration', 60);
const loadOnly = process.argv.includes('--load-only');
const loadUploads = !process.argv.includes('--load-without-uploads');
const options = { connections: arg('connections', 20), duration: arg('duration', 8), loadClients: arg('load-clients', 200), loadDuration, loadUploads, loadTimeout: arg('load-timeout', 30) };

const ENDPOINTS: Array<[string, string]> = [
  ['GET /api/ping', '/api/ping'],
  ['GET /api/listings (all)', '/api/listings'],
  ['GET /api/listings?limit=24', '/api/listings?limit=24'],
  ['GET /api/categories', '/api/categories'],
  ['GET /api/confi/GetConfiList', '/api/confi/GetConfiList'],
  ['GET / (HTML)', '/'],
];

async function main(): Promise<number> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  let server: RunningServer | undefined;
  try {
    console.log(`Seeding the demo shop into ${dataDir} ...`);
    const database = openDatabase({ dataDir });
    await migrate(database.db);
    const seeded = await seedDemo(database.db, new MediaStore(path.join(dataDir, 'media')), { log: (l) => console.log(l) });
    await database.close();
    if (seeded.status !== 'seeded') throw new Error('a fresh data directory was not empty');
    console.log(`Seeded in ${(seeded.ms / 1000).toFixed(1)} s.`);

    const admin = { user: 'bench', password: randomBytes(12).toString('hex') };
    server = await startServer(root, dataDir, admin);
    console.log(`Server ${server.url} (pid ${server.pid}) is up${loadOnly ? '' : `; ${ENDPOINTS.length} endpoints × ${options.duration} s ...`}`);

    // The machine may be busy with other work: its 1-minute load average says how much (ideally < cpus).
    const loadAverage = { atStart: os.loadavg()[0]!, beforeLoadRun: 0 };
    const http: HttpResult[] = [];
    for (const [name, p] of loadOnly ? [] : ENDPOINTS) {
      const result = await measure(server.url, name, p, options);
      console.log(`  ${name}: ${result.requestsPerSec} req/s, p99 ${result.latencyMs.p99} ms`);
      http.push(result);
    }
    const afterHttp = server.memory();

    const cookie = await login(server.url, admin.user, admin.password);
    let photo: BenchResult['photo'];
    if (!loadOnly) {
      console.log('Image pipeline: generating two 4000×3000 noisy JPEGs ...');
      const photos = [await phonePhoto(), await phonePhoto()];
      photo = { inProcess: await processInProcess(photos[0]!, 3), upload: await uploadOverHttp(server.url, cookie, photos) };
    }
    let preview: PreviewBench | undefined;
    if (!loadOnly) {
      preview = await benchPreviews(server.url, cookie);
      console.log(`  card preview: first ${preview.firstMedianMs} ms (median), cached ${preview.cachedMedianMs} ms`);
    }
    const afterUploads = server.memory();

    let load: LoadResult | undefined;
    loadAverage.beforeLoadRun = os.loadavg()[0]!;
    if (options.loadDuration > 0) {
      console.log(`Load: ${options.loadClients} browsing clients for ${options.loadDuration} s ${loadUploads ? 'while the admin uploads listings with photos' : 'without uploads'} ...`);
      load = await runLoad(server.url, cookie, { clients: options.loadClients, duration: options.loadDuration, uploads: loadUploads, timeoutS: options.loadTimeout });
      console.log(`  browsing: ${load.browsing.requestsPerSec} req/s, p50 ${load.browsing.latencyMs.p50} ms, p99 ${load.browsing.latencyMs.p99} ms; ${load.uploads.count} uploads`);
    }
    const afterLoad = load ? server.memory() : undefined;

    const partial = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.availableParallelism(),
        node: process.version,
        platform: `${os.platform()} ${os.arch()}`,
        loadAverage: { atStart: Math.round(loadAverage.atStart * 10) / 10, beforeLoadRun: Math.round(loadAverage.beforeLoadRun * 10) / 10 },
      },
      options,
      seed: { ms: seeded.ms, listings: seeded.counts.listings, images: seeded.images },
      http,
      ...(photo ? { photo } : {}),
      ...(preview ? { preview } : {}),
      ...(load ? { load } : {}),
      memory: { afterHttp, afterUploads, ...(afterLoad ? { afterLoad } : {}) },
    };
    const targets = evaluateTargets(partial);
    const result: BenchResult = { ...partial, targets, pass: targets.every((t) => t.pass) };
    printReport(result);
    // A load-only run keeps the last full run's figures.
    const out = path.join(root, 'bench', 'results', loadOnly ? 'latest-load-only.json' : 'latest.json');
    await fs.mkdir(path.dirname(out), { recursive: true });
    await fs.writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Written to ${path.relative(root, out)}`);
    return result.pass ? 0 : 1;
  } finally {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error('Benchmark failed:', err);
    process.exit(1);
  },
);

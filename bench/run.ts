import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, openDatabase } from '../src/server/db/database.ts';
import { seedDemo } from '../src/server/db/seed/demo-seeder.ts';
import { MediaStore } from '../src/server/media/media-store.ts';
import { measure, type HttpResult } from './http.ts';
import { login, phonePhoto, processInProcess, uploadOverHttp } from './photo.ts';
import { evaluateTargets, printReport, type BenchResult } from './report.ts';
import { startServer, type RunningServer } from './server.ts';

/** `npm run bench [-- --connections 20 --duration 8]`: seeds a temporary demo shop, starts the real server, measures it. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const n = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const options = { connections: arg('connections', 20), duration: arg('duration', 8) };

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
    console.log(`Server ${server.url} (pid ${server.pid}) is up; ${ENDPOINTS.length} endpoints × ${options.duration} s ...`);

    const http: HttpResult[] = [];
    for (const [name, p] of ENDPOINTS) {
      const result = await measure(server.url, name, p, options);
      console.log(`  ${name}: ${result.requestsPerSec} req/s, p99 ${result.latencyMs.p99} ms`);
      http.push(result);
    }
    const afterHttp = server.memory();

    console.log('Image pipeline: generating two 4000×3000 noisy JPEGs ...');
    const photos = [await phonePhoto(), await phonePhoto()];
    const inProcess = await processInProcess(photos[0]!, 3);
    const cookie = await login(server.url, admin.user, admin.password);
    const upload = await uploadOverHttp(server.url, cookie, photos);
    const afterUploads = server.memory();

    const partial = {
      date: new Date().toISOString(),
      machine: { cpus: os.availableParallelism(), node: process.version, platform: `${os.platform()} ${os.arch()}` },
      options,
      seed: { ms: seeded.ms, listings: seeded.counts.listings, images: seeded.images },
      http,
      photo: { inProcess, upload },
      memory: { afterHttp, afterUploads },
    };
    const targets = evaluateTargets(partial);
    const result: BenchResult = { ...partial, targets, pass: targets.every((t) => t.pass) };
    printReport(result);
    const out = path.join(root, 'bench', 'results', 'latest.json');
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

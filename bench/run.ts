import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, openDatabase } from '../src/server/db/database.ts';
import { seedDemo } from '../src/server/db/seed/demo-seeder.ts';
import { DiskMediaStore } from '../src/server/media/disk-media-store.ts';
import { bundleSizes, type PageBundle } from './bundle.ts';
import { attachCacheOff, compareCounting, compareWithBare, comparePaths, measureCacheOff, type CompareResult, type CountingResult } from './compare.ts';
import { measure, type HttpResult } from './http.ts';
import { lighthousePaths, runLighthouse, type LighthouseResult } from './lighthouse.ts';
import { benchmarksMarkdown } from './markdown.ts';
import type { LoadResult } from './load.ts';
import { runLoadScenario, type LoadScenario } from './load-scenario.ts';
import { login, phonePhoto, processInProcess, uploadOverHttp } from './photo.ts';
import { benchPreviews, type PreviewBench } from './preview.ts';
import { benchFirstBill, type BillBench } from './bill.ts';
import { benchPrintFiles } from './print-files.ts';
import { runBillLoad, seedWithCheckout, type BillLoadScenario } from './bill-load.ts';
import { runPrintScenario, type PrintBench } from './print-scenario.ts';
import { runIdCardsBench } from './id-cards-scenario.ts';
import { evaluateTargets, printReport, type BenchResult } from './report.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * Issue 10: `--compare-connections 64 --compare-duration <duration>` (the server beside a bare route),
 * `--skip-compare`, `--no-cache-off` (skip the PAGE_CACHE_MB=0 server), `--lighthouse-runs 3`,
 * `--skip-lighthouse`, `--no-markdown` (leave BENCHMARKS.md alone). Issue 11: `--no-counting-off`
 * (skip the COUNT_VISITS=0 server, counting on and off). See bench/README.md.
 *
 * `npm run bench [-- --connections 20 --duration 8 --load-clients 200 --load-duration 60]`: seeds a
 * temporary demo shop, starts the real server, measures it. `--load-duration 0` skips the load run;
 * `--load-only` runs only the load run (no per-endpoint runs, no photo timings); `--load-without-uploads`
 * runs it without the admin, to compare; `--load-timeout 30`: seconds after which an unanswered request is an error.
 * The load run (issue 20) is its own scenario on a fresh server (load-scenario.ts): the RSS of a browsed
 * and idle shop, then the clients alone, then with the admin uploading, each with its peak RSS;
 * `--before <dir>` runs the same on another checkout (e.g. main in /tmp, its node_modules linked) beside it.
 * Issue 27: the bill scenario (bill-load.ts), `/` alone then while a bill is downloaded on
 * `--bill-connections 8` connections (`--bill-load-connections 20` for `/`, `--bill-load-duration 10`
 * seconds each, 0 skips it); `--bill-load-only` runs only it; `--before <dir>` applies to it too.
 * Issue 29: a 5×7 card's print file and imposed SRA3 sheet over HTTP on a fresh server, first and
 * `--print-runs 5` times again (print-scenario.ts); `--print-only` runs only that.
 * `--idle-only [--before <dir>]`: only the load run's first phase (one visitor browses the shop, 10 s idle, RSS).
 * Issue 30: `--id-cards-only [--id-cards 500] [--id-cards-browse 60] [--id-cards-sample <dir>]`: the ID-card job (id-cards-scenario.ts).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const n = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const loadDuration =
  process.argv.includes('--load-duration') && Number(process.argv[process.argv.indexOf('--load-duration') + 1]) === 0 ? 0 : arg('load-duration', 60);
/** `--idle-only`: the load run's first phase alone (seed, one visitor browses the shop, 10 s idle, RSS), before and now. */
const idleOnly = process.argv.includes('--idle-only');
const loadOnly = process.argv.includes('--load-only') || idleOnly;
const billLoadOnly = process.argv.includes('--bill-load-only');
const printOnly = process.argv.includes('--print-only');
/** A run of one scenario on its own servers: no per-endpoint runs, no comparisons, no Lighthouse. */
const scenarioOnly = loadOnly || billLoadOnly || printOnly;
const loadUploads = !process.argv.includes('--load-without-uploads');
const beforeAt = process.argv.indexOf('--before');
const beforeRoot = beforeAt >= 0 ? path.resolve(process.argv[beforeAt + 1] ?? '') : undefined;
const flag = (name: string) => process.argv.includes(`--${name}`);
const skipCompare = scenarioOnly || flag('skip-compare');
const skipLighthouse = scenarioOnly || flag('skip-lighthouse');
const zeroed = (name: string) => process.argv.includes(`--${name}`) && Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) === 0;
const cacheOff = !skipCompare && !flag('no-cache-off');
const countingOff = !skipCompare && !flag('no-counting-off');
const options = {
  connections: arg('connections', 20),
  duration: arg('duration', 8),
  loadClients: arg('load-clients', 200),
  loadDuration: billLoadOnly || printOnly ? 0 : loadDuration,
  loadUploads,
  loadTimeout: arg('load-timeout', 30),
  compareConnections: arg('compare-connections', 64),
  lighthouseRuns: arg('lighthouse-runs', 3),
  cacheOff,
  countingOff,
  billLoad: {
    connections: arg('bill-load-connections', 20),
    billConnections: arg('bill-connections', 8),
    duration: loadOnly || printOnly || zeroed('bill-load-duration') ? 0 : arg('bill-load-duration', 10),
  },
  /** Issue 29's print files: how many times each is asked for again after the first (0 with --load-only or --bill-load-only). */
  printRuns: loadOnly || billLoadOnly ? 0 : arg('print-runs', 5),
};
const compareOpts = { connections: options.compareConnections, duration: arg('compare-duration', options.duration), rounds: arg('compare-rounds', 3) };

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
  const seededDir = `${dataDir}-seeded`;
  let server: RunningServer | undefined;
  try {
    console.log(`Seeding the demo shop into ${dataDir} ...`);
    const database = openDatabase({ dataDir });
    await migrate(database.db);
    const seeded = await seedDemo(database.db, new DiskMediaStore(path.join(dataDir, 'media')), { log: (l) => console.log(l) });
    // The job ready for pickup went through two proof rounds: the quote page at its fullest.
    const job = await database.db.selectFrom('quotes').select('token').where('status', '=', 'ready').executeTakeFirst();
    await database.close();
    if (seeded.status !== 'seeded') throw new Error('a fresh data directory was not empty');
    if (!job) throw new Error('the demo shop has no job ready for pickup');
    console.log(`Seeded in ${(seeded.ms / 1000).toFixed(1)} s.`);
    // The load and bill scenarios each start from this copy of the shop as seeded (the other runs change it).
    if (options.loadDuration > 0 || options.billLoad.duration > 0 || options.printRuns > 0) execFileSync('cp', ['-a', dataDir, seededDir]);
    // An older checkout refuses a shop seeded by this one (migrations it does not know): its scenarios
    // start from a shop seeded by its own code, made once when first needed.
    let beforeSeeded: string | undefined;
    const seededForBefore = async (checkout: string) => {
      if (!beforeSeeded) {
        console.log(`  seeding the demo shop with ${checkout}'s own code (its migrations) ...`);
        await seedWithCheckout(checkout, `${seededDir}-older-checkout`);
        beforeSeeded = `${seededDir}-older-checkout`;
      }
      return beforeSeeded;
    };

    const admin = { user: 'bench', password: randomBytes(12).toString('hex') };
    // The machine may be busy with other work: its 1-minute load average says how much (ideally < cpus).
    const loadAverage = { atStart: os.loadavg()[0]!, beforeLoadRun: 0 };

    // The "before": the same shop with the anonymous-answer cache off, measured first on the fresh data.
    let offFigures: Awaited<ReturnType<typeof measureCacheOff>> | undefined;
    if (cacheOff) {
      server = await startServer(root, dataDir, admin, { PAGE_CACHE_MB: '0' });
      console.log(`Server with PAGE_CACHE_MB=0 ${server.url}: ${compareOpts.connections} connections × ${compareOpts.duration} s ...`);
      offFigures = await measureCacheOff(server.url, await comparePaths(server.url), compareOpts, (l) => console.log(l));
      await server.stop();
      server = undefined;
    }

    // As configured by default (PAGE_CACHE_MB unset unless the environment sets it). A load-only or
    // bill-load-only run needs none: its scenarios start their own.
    if (!scenarioOnly) {
      server = await startServer(root, dataDir, admin);
      console.log(`Server ${server.url} (pid ${server.pid}) is up; ${ENDPOINTS.length} endpoints × ${options.duration} s ...`);
    }
    // Only asked for when the server runs (every run but --load-only and --bill-load-only).
    const url = server?.url ?? '';

    const http: HttpResult[] = [];
    for (const [name, p] of scenarioOnly ? [] : ENDPOINTS) {
      const result = await measure(url, name, p, options);
      console.log(`  ${name}: ${result.requestsPerSec} req/s, p99 ${result.latencyMs.p99} ms`);
      http.push(result);
    }
    let compare: CompareResult | undefined;
    if (!skipCompare) {
      console.log(`Server vs a bare route serving the same bytes: ${compareOpts.connections} connections × ${compareOpts.duration} s ...`);
      compare = await compareWithBare(root, url, await comparePaths(url), compareOpts, (l) => console.log(l));
      if (offFigures) attachCacheOff(compare, offFigures);
    }
    // Issue 11: what counting visits costs, against a second server on the same data that counts nothing.
    let counting: CountingResult | undefined;
    if (countingOff) {
      const off = await startServer(root, dataDir, admin, { COUNT_VISITS: '0' });
      try {
        console.log(`Counting visits on (${url}) and off (COUNT_VISITS=0, ${off.url}): ${compareOpts.connections} connections × ${compareOpts.duration} s ...`);
        counting = await compareCounting(url, off.url, admin, await comparePaths(url), compareOpts, (l) => console.log(l));
      } finally {
        await off.stop();
      }
    }
    const afterHttp = server?.memory();

    // The server built the web app if it had to: the manifest is current.
    const bundles: PageBundle[] | undefined = scenarioOnly ? undefined : bundleSizes(root);
    let lighthouse: LighthouseResult | undefined;
    if (!skipLighthouse) {
      console.log(`Lighthouse (mobile preset), ${options.lighthouseRuns} runs per page ...`);
      lighthouse = await runLighthouse(url, await lighthousePaths(url, job.token), options.lighthouseRuns, (l) => console.log(l));
    }

    let photo: BenchResult['photo'];
    let preview: PreviewBench | undefined;
    let bill: BillBench | undefined;
    if (server) {
      const cookie = await login(server.url, admin.user, admin.password);
      console.log('Image pipeline: generating two 4000×3000 noisy JPEGs ...');
      const photos = [await phonePhoto(), await phonePhoto()];
      photo = { inProcess: await processInProcess(photos[0]!, 3), upload: await uploadOverHttp(server.url, cookie, photos) };
      preview = await benchPreviews(server.url, cookie);
      console.log(`  card preview: first ${preview.firstMedianMs} ms (median), cached ${preview.cachedMedianMs} ms`);
      bill = await benchFirstBill();
      console.log(`  first bill (fresh process): ${bill.firstMedianMs} ms (median of ${bill.firstMs.join(', ')})`);
      const print = await benchPrintFiles();
      console.log(
        `  print file of a 5×7 card: ${print.printMedianMs} ms, imposed SRA3 sheet: ${print.sheetMedianMs} ms (fresh process, median; peak RSS ${print.peakRssMb} MB)`,
      );
    }
    const afterUploads = server?.memory();
    // The other runs are over: their server no longer competes with the load scenarios for memory or CPU.
    await server?.stop();
    server = undefined;

    let load: LoadResult | undefined;
    const loadScenarios: LoadScenario[] = [];
    loadAverage.beforeLoadRun = os.loadavg()[0]!;
    if (options.loadDuration > 0) {
      const scenario = {
        clients: options.loadClients,
        duration: options.loadDuration,
        timeoutS: options.loadTimeout,
        phases: idleOnly ? [] : loadUploads ? (['alone', 'withUploads'] as const).slice() : (['alone'] as const).slice(),
      };
      console.log(
        `Load: ${options.loadClients} browsing clients for ${options.loadDuration} s, alone${loadUploads ? ', then while the admin uploads listings with photos' : ''} ...`,
      );
      // The older checkout first: whatever the machine does meanwhile, neither side always runs last.
      if (beforeRoot)
        loadScenarios.push(await runLoadScenario('before', beforeRoot, await seededForBefore(beforeRoot), admin, scenario, (l) => console.log(l)));
      loadScenarios.push(await runLoadScenario('now', root, seededDir, admin, scenario, (l) => console.log(l)));
      const now = loadScenarios.at(-1)!;
      load = (now.withUploads ?? now.alone)?.load;
    }
    // Issue 27: the older checkout first here too.
    const billLoad: BillLoadScenario[] = [];
    if (options.billLoad.duration > 0) {
      const b = options.billLoad;
      console.log(
        `The bill and the shop: / on ${b.connections} connections for ${b.duration} s alone, then while a bill is downloaded on ${b.billConnections} ...`,
      );
      if (beforeRoot) billLoad.push(await runBillLoad('before', beforeRoot, await seededForBefore(beforeRoot), admin, b, (l) => console.log(l)));
      billLoad.push(await runBillLoad('now', root, seededDir, admin, b, (l) => console.log(l)));
    }
    let print: PrintBench | undefined;
    if (options.printRuns > 0) {
      console.log(`Print files (issue 29): a 5×7 card's print.pdf and imposition.pdf?sheet=SRA3, first and ${options.printRuns} times again ...`);
      print = await runPrintScenario(root, seededDir, admin, options.printRuns, (l) => console.log(l));
      console.log(
        `  print.pdf: first ${print.print.firstMs} ms, median ${print.print.warmMedianMs} ms; SRA3 sheet: first ${print.sheet.firstMs} ms, median ${print.sheet.warmMedianMs} ms`,
      );
    }
    const now = loadScenarios.at(-1);
    const lastPhase = now?.withUploads ?? now?.alone;
    const afterLoad = lastPhase ? { rssMb: lastPhase.rssAfterMb, peakMb: lastPhase.peakMb } : undefined;

    const partial = {
      date: new Date().toISOString(),
      command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
      machine: {
        cpus: os.availableParallelism(),
        node: process.version,
        platform: `${os.platform()} ${os.arch()}`,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        loadAverage: { atStart: Math.round(loadAverage.atStart * 10) / 10, beforeLoadRun: Math.round(loadAverage.beforeLoadRun * 10) / 10 },
      },
      options,
      seed: { ms: seeded.ms, listings: seeded.counts.listings, images: seeded.images },
      http,
      ...(photo ? { photo } : {}),
      ...(preview ? { preview } : {}),
      ...(bill ? { bill } : {}),
      ...(print ? { print } : {}),
      ...(load ? { load } : {}),
      ...(loadScenarios.length ? { loadScenarios } : {}),
      ...(billLoad.length ? { billLoad } : {}),
      ...(bundles ? { bundles } : {}),
      ...(compare ? { compare } : {}),
      ...(counting ? { counting } : {}),
      ...(lighthouse ? { lighthouse } : {}),
      memory: { ...(afterHttp ? { afterHttp } : {}), ...(afterUploads ? { afterUploads } : {}), ...(afterLoad ? { afterLoad } : {}) },
    };
    const targets = evaluateTargets(partial);
    const result: BenchResult = { ...partial, targets, pass: targets.every((t) => t.pass) };
    printReport(result);
    // A load-only or bill-load-only run keeps the last full run's figures.
    const out = path.join(
      root,
      'bench',
      'results',
      idleOnly
        ? 'latest-idle-only.json'
        : loadOnly
          ? 'latest-load-only.json'
          : billLoadOnly
            ? 'latest-bill-load-only.json'
            : printOnly
              ? 'latest-print-only.json'
              : 'latest.json',
    );
    await fs.mkdir(path.dirname(out), { recursive: true });
    await fs.writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Written to ${path.relative(root, out)}`);
    if (!scenarioOnly && !flag('no-markdown')) {
      const md = path.join(root, 'BENCHMARKS.md');
      await fs.writeFile(md, benchmarksMarkdown(result, result.command ?? 'npm run bench'));
      console.log(`Written to ${path.relative(root, md)}`);
    }
    return result.pass ? 0 : 1;
  } finally {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(seededDir, { recursive: true, force: true });
    await fs.rm(`${seededDir}-older-checkout`, { recursive: true, force: true });
  }
}

// Issue 30's ID-card job is its own run: it seeds and generates its sample itself (id-cards-scenario.ts).
const idCards = () =>
  runIdCardsBench(root, {
    count: arg('id-cards', 500),
    clients: options.loadClients,
    browseS: arg('id-cards-browse', 60),
    timeoutS: options.loadTimeout,
    sampleDir: process.argv.includes('--id-cards-sample') ? path.resolve(process.argv[process.argv.indexOf('--id-cards-sample') + 1] ?? '') : undefined,
  });
(flag('id-cards-only') ? idCards() : main()).then(
  (code) => process.exit(code),
  (err) => {
    console.error('Benchmark failed:', err);
    process.exit(1);
  },
);

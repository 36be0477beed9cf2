import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../src/server/db/database.ts';
import { seedDemo } from '../src/server/db/seed/demo-seeder.ts';
import { writeSampleSchool } from '../src/server/db/seed/sample-school.ts';
import { DiskMediaStore } from '../src/server/media/disk-media-store.ts';
import { idCardsJob, type IdCardsTimes } from './id-cards-job.ts';
import { runLoad } from './load.ts';
import { login } from './photo.ts';
import { startServer } from './server.ts';

/** Issue 30's figures: ≤ 60 s from the upload to the imposed PDF, peak RSS ≤ 256 MB, browsing p99 ≤ 300 ms meanwhile. */
const TARGETS = { totalS: 60, peakRssMb: 256, browsingP99Ms: 300 };

async function generated(dir: string, count: number) {
  console.log(`Generating a school sheet of ${count} students and their photos ...`);
  return writeSampleSchool(dir, count, (l) => console.log(l));
}

/** A sample made before (`npm run sample:id-cards -- 500 <dir>`): generating 500 photos takes minutes. */
async function readySample(dir: string) {
  const sheet = path.join(dir, 'students.csv');
  const photos = path.join(dir, 'photos.zip');
  const students = (await fs.readFile(sheet, 'utf8')).trim().split('\n').length - 1;
  return { sheet, photos, students, photoBytes: (await fs.stat(photos)).size };
}

/**
 * `npm run bench -- --id-cards-only [--id-cards 500] [--load-clients 200] [--id-cards-browse 60] [--id-cards-sample <dir>]`:
 * a fresh demo shop on a fresh server; a generated school sheet of 500 students and a zip of their
 * drawn photos (0.5–2 MB each); the ID-card job through the API (id-cards-job.ts) while the load
 * run's browsing clients browse the shop for `--id-cards-browse` seconds from the upload's start.
 * The server's peak RSS (VmHWM, reset at the upload) covers the whole job. Writes
 * bench/results/latest-id-cards-only.json.
 */
export async function runIdCardsBench(
  root: string,
  opts: { count: number; clients: number; browseS: number; timeoutS: number; sampleDir?: string },
): Promise<number> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-id-cards-'));
  const sampleDir = `${dataDir}-sample`;
  const admin = { user: 'bench', password: 'bench-id-cards' };
  try {
    console.log(`Seeding the demo shop into ${dataDir} ...`);
    const database = openDatabase({ dataDir });
    await migrate(database.db);
    await seedDemo(database.db, new DiskMediaStore(path.join(dataDir, 'media')), { log: () => {} });
    await database.close();
    const sample = opts.sampleDir ? await readySample(opts.sampleDir) : await generated(sampleDir, opts.count);
    const server = await startServer(root, dataDir, admin);
    try {
      const cookie = await login(server.url, admin.user, admin.password);
      const run = await idCardsJob(server.url, cookie, sample);
      const loadAverage = os.loadavg()[0]!;
      console.log(`Server ${server.url} (pid ${server.pid}): the ID-card job while ${opts.clients} clients browse for ${opts.browseS} s ...`);
      server.resetPeak();
      const browsing = runLoad(server.url, cookie, { clients: opts.clients, duration: opts.browseS, uploads: false, timeoutS: opts.timeoutS });
      let job: IdCardsTimes | undefined;
      let failure: unknown;
      try {
        job = await run();
      } catch (err) {
        failure = err;
      }
      const peakAfterJob = server.memory().peakMb;
      const load = await browsing;
      if (!job) throw failure;
      const result = {
        date: new Date().toISOString(),
        command: `npm run bench -- ${process.argv.slice(2).join(' ')}`,
        machine: { cpus: os.availableParallelism(), node: process.version, loadAverageAtStart: Math.round(loadAverage * 10) / 10 },
        sample: { students: sample.students, photosMb: Math.round(sample.photoBytes / 1024 / 102.4) / 10 },
        job,
        peakRssMb: { job: peakAfterJob, withBrowsing: server.memory().peakMb },
        browsing: { clients: opts.clients, durationS: opts.browseS, ...load.browsing },
      };
      const targets = [
        {
          name: `${opts.count} ID cards read, checked and imposed ≤ ${TARGETS.totalS} s`,
          value: job.totalMs / 1000,
          pass: job.totalMs / 1000 <= TARGETS.totalS,
        },
        {
          name: `server peak RSS ≤ ${TARGETS.peakRssMb} MB`,
          value: result.peakRssMb.withBrowsing,
          pass: (result.peakRssMb.withBrowsing ?? 0) <= TARGETS.peakRssMb,
        },
        { name: `browsing p99 ≤ ${TARGETS.browsingP99Ms} ms`, value: load.browsing.latencyMs.p99, pass: load.browsing.latencyMs.p99 <= TARGETS.browsingP99Ms },
      ];
      const pass = targets.every((t) => t.pass);
      console.log(JSON.stringify({ job, peakRssMb: result.peakRssMb, browsingLatencyMs: load.browsing.latencyMs }, null, 2));
      for (const t of targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'} ${t.name}: ${t.value}`);
      const out = path.join(root, 'bench', 'results', 'latest-id-cards-only.json');
      await fs.writeFile(out, `${JSON.stringify({ ...result, targets, pass }, null, 2)}\n`);
      console.log(`Written to ${path.relative(root, out)}`);
      return pass ? 0 : 1;
    } finally {
      await server.stop();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(sampleDir, { recursive: true, force: true });
  }
}

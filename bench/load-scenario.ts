import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { runLoad, type LoadResult } from './load.ts';
import { login } from './photo.ts';
import { makePrintJob } from './print-job.ts';
import { USER_AGENT } from './http.ts';
import { startServer } from './server.ts';

/**
 * Issue 20, point 4: the load run as a small server lives it, on a fresh server started on its own
 * copy of the freshly seeded shop: one visitor browses every page of the demo shop, then the server
 * idles (its RSS then: what a quiet shop costs); then the browsing clients alone, then the same
 * clients while the admin uploads photos — each with its own peak RSS (VmHWM, started again before
 * each phase) and browsing latency, side by side. `--before <dir>` runs the same scenario on another
 * checkout (its own package.json's npm start, its own build) right after, on another copy of the same
 * shop, so that before and after are measured in one run on one machine in the same state.
 */
interface MemoryPhase {
  /** VmHWM of the server during this phase, MB (since it started if the kernel did not let the peak be reset). */
  peakMb: number | null;
  peakSinceStart: boolean;
  /** VmRSS right after the phase, MB. */
  rssAfterMb: number | null;
  load: LoadResult;
}

export interface LoadScenario {
  label: string;
  root: string;
  /** One visitor's walk through every page of the demo shop (pages and the API calls they make), then IDLE_S seconds of nothing. */
  idle: { pagesBrowsed: number; rssMb: number | null; idleS: number };
  alone?: MemoryPhase;
  withUploads?: MemoryPhase;
}

const IDLE_S = 10;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': USER_AGENT, accept: 'text/html,application/json;q=0.9,*/*;q=0.8' };

export async function runLoadScenario(
  label: string,
  root: string,
  seededDir: string,
  admin: { user: string; password: string },
  opts: { clients: number; duration: number; timeoutS: number; phases: Array<'alone' | 'withUploads'> },
  log: (line: string) => void,
): Promise<LoadScenario> {
  const dataDir = `${seededDir}-${label.replace(/\W+/g, '-')}`;
  await fs.rm(dataDir, { recursive: true, force: true });
  execFileSync('cp', ['-a', seededDir, dataDir]);
  const server = await startServer(root, dataDir, admin);
  try {
    log(`${label}: server ${server.url} (pid ${server.pid}); one visitor browses the demo shop, then ${IDLE_S} s idle ...`);
    const pagesBrowsed = await browseShop(server.url);
    await new Promise((r) => setTimeout(r, IDLE_S * 1000));
    const scenario: LoadScenario = { label, root, idle: { pagesBrowsed, rssMb: server.memory().rssMb, idleS: IDLE_S } };
    log(`  RSS ${scenario.idle.rssMb} MB after ${pagesBrowsed} pages and ${IDLE_S} s idle`);
    if (!opts.phases.length) return scenario; // --idle-only
    const cookie = await login(server.url, admin.user, admin.password);
    // An approved job to print (issue 29), so the peak covers its PDFs; an older checkout may have none.
    const pdfs = await makePrintJob(server.url, cookie).then(
      (job) => [job.printPath, job.sheetPath],
      (err: unknown) => (log(`  no print files in this run: ${String(err).slice(0, 160)}`), []),
    );
    for (const phase of opts.phases) {
      const reset = server.resetPeak();
      const uploads = phase === 'withUploads';
      log(`  ${opts.clients} browsing clients for ${opts.duration} s ${uploads ? 'while the admin uploads listings with photos' : 'alone'} ...`);
      const load = await runLoad(server.url, cookie, { clients: opts.clients, duration: opts.duration, uploads, timeoutS: opts.timeoutS, pdfs });
      const mem = server.memory();
      scenario[phase] = { peakMb: mem.peakMb, peakSinceStart: !reset, rssAfterMb: mem.rssMb, load };
      log(
        `    browsing p99 ${load.browsing.latencyMs.p99} ms (${load.browsing.requestsPerSec} req/s), peak RSS ${mem.peakMb} MB${uploads ? `; ${load.uploads.count} uploads, p50 ${load.uploads.latencyMs.p50} ms` : ''}${load.prints ? `; ${load.prints.count} print files, p50 ${load.prints.latencyMs.p50} ms` : ''}`,
      );
    }
    return scenario;
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** Every public page of the shop once, one at a time, as one visitor (no cookie): home, feed, each category, each listing. */
async function browseShop(base: string): Promise<number> {
  const json = async <T>(p: string): Promise<T> => (await fetch(base + p, { headers: HEADERS })).json() as Promise<T>;
  const listings = await json<Array<{ _id: string }>>('/api/listings');
  const categories = await json<Array<{ category_uuid: string }>>('/api/categories');
  const pages = ['/', '/list', ...categories.map((c) => `/subcategory/${c.category_uuid}`), ...listings.map((l) => `/list/${l._id}`)];
  for (const p of pages) {
    const res = await fetch(base + p, { headers: HEADERS });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
  }
  return pages.length;
}

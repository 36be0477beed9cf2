import type { PageBundle } from './bundle.ts';
import type { CompareResult, CountingResult } from './compare.ts';
import type { HttpResult } from './http.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import type { LoadScenario } from './load-scenario.ts';
import type { InProcessResult, UploadResult } from './photo.ts';
import type { PreviewBench } from './preview.ts';
import type { BillBench } from './bill.ts';
import type { BillLoadScenario } from './bill-load.ts';
import { printRows, printTargets } from './print-report.ts';
import type { PrintBench } from './print-scenario.ts';

export interface BenchResult {
  date: string;
  /** The command line of the run (for BENCHMARKS.md). */
  command?: string;
  machine: { cpus: number; node: string; platform: string; cpuModel?: string; loadAverage?: { atStart: number; beforeLoadRun: number } };
  options: {
    connections: number;
    duration: number;
    loadClients: number;
    loadDuration: number;
    loadUploads: boolean;
    loadTimeout: number;
    compareConnections?: number;
    lighthouseRuns?: number;
    cacheOff?: boolean;
    countingOff?: boolean;
    /** `/` on `connections`, the bill on `billConnections`, `duration` s per phase (0: not run). */
    billLoad?: { connections: number; billConnections: number; duration: number };
  };
  seed: { ms: number; listings: number; images: number };
  http: HttpResult[];
  /** Absent in a --load-only run. */
  photo?: { inProcess: InProcessResult; upload: UploadResult };
  /** A card preview of a 1280 px design (issue 9); absent in a --load-only run. */
  preview?: PreviewBench;
  /** The first GST bill of a fresh process (issue 18); absent in a --load-only run. */
  bill?: BillBench;
  /** Issue 29: a 5×7 card's print file and its imposed SRA3 sheet over HTTP (print-scenario.ts); absent in --load-only and --bill-load-only runs. */
  print?: PrintBench;
  /** Absent with --load-duration 0. */
  load?: LoadResult;
  /** JavaScript per public page, gzip (issue 10); absent in a --load-only run. */
  bundles?: PageBundle[];
  /** The real server beside a bare route serving the same bytes (issue 10); absent with --skip-compare. */
  compare?: CompareResult;
  /**
   * Visit counting on (the server measured everywhere else) and off (COUNT_VISITS=0) on the same paths
   * (issue 11): reported, not a target. Absent with --skip-compare or --no-counting-off.
   */
  counting?: CountingResult;
  /** Absent with --skip-lighthouse. */
  lighthouse?: LighthouseResult;
  /** The load scenarios of issue 20 (load-scenario.ts): this checkout last, an older one (--before) first. Absent with --load-duration 0. */
  loadScenarios?: LoadScenario[];
  /** `/` alone and while a bill is downloaded (issue 27, bill-load.ts): this checkout last, an older one (--before) first. Absent with --bill-load-duration 0. */
  billLoad?: BillLoadScenario[];
  /** afterHttp and afterUploads are absent in a --load-only run (no server besides the load scenarios'). */
  memory: { afterHttp?: MemoryMb; afterUploads?: MemoryMb; afterLoad?: MemoryMb };
  targets: Target[];
  pass: boolean;
}

type MemoryMb = { rssMb: number | null; peakMb: number | null };

export interface Target {
  name: string;
  target: string;
  measured: string;
  pass: boolean;
}

/** The promises the shop makes; the run fails (exit 1) if one is broken. */
export function evaluateTargets(r: Omit<BenchResult, 'targets' | 'pass'>): Target[] {
  const http = (path: string) => r.http.find((h) => h.path === path);
  const latency = (name: string, path: string, limitMs: number): Target => {
    const h = http(path);
    const ok = Boolean(h && h.non2xx === 0 && h.errors === 0 && h.total > 0);
    const measured = h ? `p99 ${h.latencyMs.p99} ms${ok ? '' : ` (${h.non2xx} non-2xx, ${h.errors} errors)`}` : 'not run';
    return { name, target: `p99 < ${limitMs} ms`, measured, pass: ok && h!.latencyMs.p99 < limitMs };
  };
  // Measured before the load run, as before it existed; the load run's memory is reported beside it.
  const rss = r.memory.afterUploads?.rssMb;
  const targets: Target[] = [];
  if (r.http.length) targets.push(latency('GET /api/listings?limit=24', '/api/listings?limit=24', 200), latency('GET / (HTML)', '/', 300));
  if (r.photo) {
    const uploadsOk = r.photo.upload.status.every((s) => s === 201);
    targets.push(
      { name: '9 MB photo, in process', target: '< 5000 ms', measured: `worst ${r.photo.inProcess.worstMs} ms`, pass: r.photo.inProcess.worstMs < 5000 },
      {
        name: '9 MB photo, HTTP upload',
        target: '< 5000 ms',
        measured: `worst ${r.photo.upload.worstMs} ms${uploadsOk ? '' : ` (status ${r.photo.upload.status.join(', ')})`}`,
        pass: uploadsOk && r.photo.upload.worstMs < 5000,
      },
    );
  }
  if (r.preview) {
    targets.push(
      {
        name: 'card preview of a 1280 px design, first time',
        target: '≤ 400 ms',
        measured: `median ${r.preview.firstMedianMs} ms`,
        pass: r.preview.firstMedianMs <= 400,
      },
      { name: 'card preview, cached', target: '≤ 10 ms', measured: `median ${r.preview.cachedMedianMs} ms`, pass: r.preview.cachedMedianMs <= 10 },
    );
  }
  if (r.bill) {
    targets.push({
      name: 'GST bill PDF, first time (fresh process)',
      target: '≤ 500 ms',
      measured: `median ${r.bill.firstMedianMs} ms`,
      pass: r.bill.firstMedianMs <= 500,
    });
  }
  if (r.load) {
    const b = r.load.browsing;
    // autocannon counts a timeout as an error too.
    const failed = b.non2xx + b.errors + r.load.uploads.failed + r.load.deletes.failed;
    targets.push({
      name: `load: ${r.load.clients} clients browsing${r.load.withUploads ? ', admin uploading' : ''}`,
      target: '0 errors',
      measured: `${b.non2xx} non-2xx, ${b.errors} errors (${b.timeouts} timeouts > ${r.load.timeoutS} s); ${r.load.uploads.failed}/${r.load.uploads.count} uploads, ${r.load.deletes.failed}/${r.load.deletes.count} deletes failed`,
      pass: failed === 0 && b.total > 0 && (r.load.uploads.count > 0 || !r.load.withUploads),
    });
  }
  targets.push(...speedTargets(r), ...smallServerTargets(r), ...billLoadTargets(r), ...printTargets(r.print, r.loadScenarios));
  // 400 MB leaves a 1 GB server room for its system and a database beside the shop.
  if (rss !== undefined) {
    targets.push({
      name: 'server RSS after the HTTP and photo runs',
      target: '< 400 MB',
      measured: rss === null ? 'unknown' : `${rss} MB`,
      pass: rss !== null && rss < 400,
    });
  }
  return targets;
}

/** Issue 20, point 4: the shop on a 512 MB server, and uploads that never stall the pages (this checkout's scenario). */
function smallServerTargets(r: Omit<BenchResult, 'targets' | 'pass'>): Target[] {
  const now = r.loadScenarios?.find((s) => s.label === 'now');
  if (!now) return [];
  const mb = (n: number | null) => (n === null ? 'unknown' : `${n} MB`);
  const out: Target[] = [
    {
      name: `RSS idle after one visitor browsed the demo shop (${now.idle.pagesBrowsed} pages)`,
      target: '≤ 120 MB',
      measured: mb(now.idle.rssMb),
      pass: now.idle.rssMb !== null && now.idle.rssMb <= 120,
    },
  ];
  for (const [name, phase] of [
    ['browsing alone', now.alone],
    ['browsing while the admin uploads', now.withUploads],
  ] as const) {
    if (!phase) continue;
    out.push({
      name: `load, ${name}: peak RSS${phase.peakSinceStart ? ' (since the start)' : ''}`,
      target: '≤ 256 MB',
      measured: mb(phase.peakMb),
      pass: phase.peakMb !== null && phase.peakMb <= 256,
    });
  }
  if (now.withUploads) {
    const p99 = now.withUploads.load.browsing.latencyMs.p99;
    out.push({ name: 'load, browsing while the admin uploads: p99', target: '≤ 300 ms', measured: `${p99} ms`, pass: p99 <= 300 });
  }
  return out;
}

/** Issue 27, item 1: a client downloading a bill on many connections leaves `/` its pace (this checkout's scenario). */
function billLoadTargets(r: Omit<BenchResult, 'targets' | 'pass'>): Target[] {
  const now = r.billLoad?.find((s) => s.label === 'now');
  if (!now) return [];
  const failed = now.alone.non2xx + now.alone.errors + now.withBills.non2xx + now.withBills.errors + now.bills.non2xx + now.bills.errors;
  const bad = failed ? ` (${failed} non-2xx or errors)` : '';
  const share = now.alone.requestsPerSec ? now.withBills.requestsPerSec / now.alone.requestsPerSec : 0;
  const p99 = now.alone.latencyMs.p99 ? now.withBills.latencyMs.p99 / now.alone.latencyMs.p99 : Infinity;
  const name = `GET / while a bill is downloaded on ${now.billConnections} connections`;
  return [
    {
      name: `${name}: req/s`,
      target: '≥ 80 % of / alone',
      measured: `${Math.round(share * 100)} % (${now.withBills.requestsPerSec} of ${now.alone.requestsPerSec} req/s)${bad}`,
      pass: !failed && share >= 0.8,
    },
    {
      name: `${name}: p99`,
      target: '≤ 2× / alone',
      measured: `${now.withBills.latencyMs.p99} ms (${p99.toFixed(2)}× ${now.alone.latencyMs.p99} ms)${bad}`,
      pass: !failed && p99 <= 2,
    },
  ];
}

/** Issue 10: Lighthouse, the server against the bare route, JavaScript per page. */
function speedTargets(r: Omit<BenchResult, 'targets' | 'pass'>): Target[] {
  const out: Target[] = [];
  for (const p of r.lighthouse?.pages ?? []) {
    const ran = p.runs > 0;
    const t = (name: string, target: string, measured: string, ok: boolean): Target => ({
      name: `Lighthouse ${p.name}: ${name}`,
      target,
      measured: ran ? measured : `no run (${p.errors?.join('; ') ?? 'error'})`,
      pass: ran && ok,
    });
    out.push(
      t('score', '≥ 97', String(p.score), p.score >= 97),
      t('LCP', '≤ 1.5 s', `${(p.lcpMs / 1000).toFixed(2)} s`, p.lcpMs <= 1500),
      t('CLS', '≤ 0.02', String(p.cls), p.cls <= 0.02),
      t('TBT', '≤ 100 ms', `${p.tbtMs} ms`, p.tbtMs <= 100),
    );
    // The home page in either language (/hi/ is its Hindi twin, same targets).
    if (p.path === '/' || p.path === '/hi/') out.push(t('bytes transferred (cold cache)', '≤ 300 KB', `${Math.round(p.bytes / 1000)} KB`, p.bytes <= 300_000));
  }
  for (const row of r.compare?.rows.filter((x) => x.targeted) ?? []) {
    const ok = row.real.non2xx === 0 && row.real.errors === 0 && row.real.total > 0;
    const bad = ok ? '' : ` (${row.real.non2xx} non-2xx, ${row.real.errors} errors)`;
    out.push(
      {
        name: `${row.name} vs bare route, ${r.compare!.connections} connections`,
        target: '≥ 50 % of bare req/s',
        measured: `${Math.round(row.ratio * 100)} % (${row.real.requestsPerSec} of ${row.bare.requestsPerSec} req/s)${bad}`,
        pass: ok && row.ratio >= 0.5,
      },
      {
        name: `${row.name}, ${r.compare!.connections} connections`,
        target: 'p99 < 100 ms',
        measured: `p99 ${row.real.latencyMs.p99} ms${bad}`,
        pass: ok && row.real.latencyMs.p99 < 100,
      },
    );
  }
  for (const b of r.bundles ?? []) {
    out.push({
      name: `JavaScript for ${b.label}${b.label === b.page ? ' page' : ''} (gzip)`,
      target: `≤ ${b.budget.toLocaleString('en')} bytes${b.page === 'home' ? ', no admin code' : ''}`,
      measured: `${b.gzipBytes.toLocaleString('en')} bytes${b.adminFiles.length ? ` + admin code: ${b.adminFiles.join(', ')}` : ''}`,
      pass: b.gzipBytes <= b.budget && b.adminFiles.length === 0,
    });
  }
  return out;
}

export function printReport(r: BenchResult): void {
  const busy = r.machine.loadAverage;
  if (busy) {
    const note = Math.max(busy.atStart, busy.beforeLoadRun) > r.machine.cpus ? ' — the machine was busy with other work: figures are not comparable' : '';
    console.log(`\nMachine: ${r.machine.cpus} CPUs, load average ${busy.atStart} at the start, ${busy.beforeLoadRun} before the load run${note}`);
  }
  const rows = r.http.map((h) => [
    h.name,
    String(h.requestsPerSec),
    String(h.latencyMs.p50),
    String(h.latencyMs.p90),
    String(h.latencyMs.p99),
    String(h.latencyMs.max),
    String(h.kbPerRequest),
    String(h.non2xx + h.errors),
  ]);
  if (rows.length) {
    console.log(`\nHTTP (${r.options.connections} connections, ${r.options.duration} s each, answers compressed as for a browser; KB/resp includes headers)`);
    table(['endpoint', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'KB/resp', 'non-2xx'], rows);
  }

  const p = r.photo;
  if (p) {
    console.log(`\nImage pipeline: ${p.inProcess.inputSize} JPEG, ${p.inProcess.inputMb} MB`);
    table(
      ['run', 'times ms', 'median ms', 'worst ms'],
      [
        ['processImage() in process', p.inProcess.ms.join(', '), String(p.inProcess.medianMs), String(p.inProcess.worstMs)],
        ['POST /api/categories (upload)', p.upload.ms.join(', '), String(p.upload.medianMs), String(p.upload.worstMs)],
      ],
    );
    table(
      ['stored file', 'KB'],
      p.inProcess.files.map((f) => [f.name, String(f.kb)]),
    );
  }
  if (r.load) printLoad(r.load);
  if (r.loadScenarios?.length) printScenarios(r.loadScenarios);
  if (r.billLoad?.length) printBillLoad(r.billLoad);
  if (r.print) {
    console.log(`\nPrint files (issue 29), one at a time on a fresh server; its peak RSS meanwhile ${r.print.peakRssMb ?? '?'} MB`);
    const { head, rows } = printRows(r.print);
    table(head, rows);
  }
  if (r.compare) printCompare(r.compare);
  if (r.counting) printCounting(r.counting);
  if (r.lighthouse) printLighthouse(r.lighthouse);

  const m = r.memory;
  if (m.afterHttp && m.afterUploads) {
    console.log(
      `\nServer memory: RSS ${m.afterHttp.rssMb} MB after the HTTP runs, ${m.afterUploads.rssMb} MB after the uploads (peak ${m.afterUploads.peakMb} MB)`,
    );
  }

  console.log('\nTargets');
  table(
    ['', 'target', 'measured', 'result'],
    r.targets.map((t) => [t.name, t.target, t.measured, t.pass ? 'PASS' : 'FAIL']),
  );
  console.log(`\n${r.pass ? 'PASS' : 'FAIL'}: ${r.targets.filter((t) => t.pass).length}/${r.targets.length} targets met`);
}

function printLoad(l: LoadResult): void {
  const b = l.browsing;
  const admin = l.withUploads ? `while the admin uploads listings with ${l.uploads.photosPerListing} photos of ${l.uploads.photoKb} KB` : 'without uploads';
  console.log(`\nLoad: ${l.clients} browsing clients (closed loop, no think time) for ${l.durationS} s ${admin}; timeout ${l.timeoutS} s`);
  table(
    ['', 'count', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'failed'],
    [
      [
        'browsing',
        String(b.total),
        String(b.requestsPerSec),
        String(b.latencyMs.p50),
        String(b.latencyMs.p90),
        String(b.latencyMs.p99),
        String(b.latencyMs.max),
        String(b.non2xx + b.errors),
      ],
      [
        'admin: POST /api/listings',
        String(l.uploads.count),
        '',
        String(l.uploads.latencyMs.p50),
        '',
        String(l.uploads.latencyMs.p99),
        String(l.uploads.latencyMs.max),
        String(l.uploads.failed),
      ],
      [
        'admin: DELETE /api/listings/{id}',
        String(l.deletes.count),
        '',
        String(l.deletes.latencyMs.p50),
        '',
        String(l.deletes.latencyMs.p99),
        String(l.deletes.latencyMs.max),
        String(l.deletes.failed),
      ],
    ],
  );
  for (const f of [...l.uploads.failures, ...l.deletes.failures]) console.log(`  failed: ${f}`);
  table(
    ['browsing, by kind', 'share', 'count', 'p50 ms', 'p99 ms', 'max ms', 'timeouts'],
    Object.entries(b.byKind).map(([kind, k]) => [
      kind,
      `${Math.round((b.mix[kind] ?? 0) * 100)}%`,
      String(k.count),
      String(k.p50),
      String(k.p99),
      String(k.max),
      String(k.timeouts),
    ]),
  );
}

/** Issue 20: each checkout's scenario side by side (before, now): idle RSS, then each phase's peak RSS and browsing latency. */
export function scenarioRows(scenarios: LoadScenario[]): { head: string[]; rows: string[][] } {
  const head = ['', ...scenarios.map((s) => s.label)];
  const cell = (f: (s: LoadScenario) => string) => scenarios.map(f);
  const rows: string[][] = [[`RSS idle after browsing the shop once (MB)`, ...cell((s) => String(s.idle.rssMb))]];
  for (const [name, key] of [
    ['browsing alone', 'alone'],
    ['browsing + admin uploading', 'withUploads'],
  ] as const) {
    if (!scenarios.some((s) => s[key])) continue;
    const of = (f: (p: NonNullable<LoadScenario['alone']>) => string) => cell((s) => (s[key] ? f(s[key]) : '-'));
    rows.push(
      [`${name}: peak RSS (MB)`, ...of((p) => `${p.peakMb}${p.peakSinceStart ? ' (since start)' : ''}`)],
      [`${name}: RSS after (MB)`, ...of((p) => String(p.rssAfterMb))],
      [`${name}: req/s`, ...of((p) => String(p.load.browsing.requestsPerSec))],
      [`${name}: p50 / p99 / max (ms)`, ...of((p) => `${p.load.browsing.latencyMs.p50} / ${p.load.browsing.latencyMs.p99} / ${p.load.browsing.latencyMs.max}`)],
      [`${name}: failed`, ...of((p) => String(p.load.browsing.non2xx + p.load.browsing.errors))],
    );
    if (key === 'withUploads') {
      rows.push(
        ['uploads: count, p50 / max (ms)', ...of((p) => `${p.load.uploads.count}, ${p.load.uploads.latencyMs.p50} / ${p.load.uploads.latencyMs.max}`)],
        ['uploads and deletes failed', ...of((p) => String(p.load.uploads.failed + p.load.deletes.failed))],
      );
    }
  }
  return { head, rows };
}

/** Issue 27: each checkout's `/` alone and while a bill is downloaded, side by side (before, now). */
export function billLoadRows(scenarios: BillLoadScenario[]): { head: string[]; rows: string[][] } {
  const head = ['', ...scenarios.map((s) => s.label)];
  const cell = (f: (s: BillLoadScenario) => string) => scenarios.map(f);
  const share = (s: BillLoadScenario) => (s.alone.requestsPerSec ? `${Math.round((s.withBills.requestsPerSec / s.alone.requestsPerSec) * 100)} %` : '-');
  const times = (s: BillLoadScenario) => (s.alone.latencyMs.p99 ? `${(s.withBills.latencyMs.p99 / s.alone.latencyMs.p99).toFixed(2)}×` : '-');
  const failed = (f: BillLoadScenario['alone']) => String(f.non2xx + f.errors);
  return {
    head,
    rows: [
      ['/ alone: req/s', ...cell((s) => String(s.alone.requestsPerSec))],
      ['/ alone: p50 / p99 / max (ms)', ...cell((s) => `${s.alone.latencyMs.p50} / ${s.alone.latencyMs.p99} / ${s.alone.latencyMs.max}`)],
      ['/ with the bill downloads: req/s', ...cell((s) => String(s.withBills.requestsPerSec))],
      [
        '/ with the bill downloads: p50 / p99 / max (ms)',
        ...cell((s) => `${s.withBills.latencyMs.p50} / ${s.withBills.latencyMs.p99} / ${s.withBills.latencyMs.max}`),
      ],
      ['/ with ÷ alone: req/s (≥ 80 %)', ...cell(share)],
      ['/ with ÷ alone: p99 (≤ 2×)', ...cell(times)],
      ['bill downloads: req/s', ...cell((s) => String(s.bills.requestsPerSec))],
      ['bill downloads: p50 / p99 (ms)', ...cell((s) => `${s.bills.latencyMs.p50} / ${s.bills.latencyMs.p99}`)],
      ['failed (/ alone, / with, bills)', ...cell((s) => [s.alone, s.withBills, s.bills].map(failed).join(', '))],
    ],
  };
}

function printBillLoad(scenarios: BillLoadScenario[]): void {
  const first = scenarios[0]!;
  console.log(
    `\nThe bill and the shop (issue 27): / on ${first.connections} connections for ${first.durationS} s alone, then while one client downloads a bill on ${first.billConnections}${scenarios.length > 1 ? '; before = ' + first.root : ''}`,
  );
  const { head, rows } = billLoadRows(scenarios);
  table(head, rows);
}

function printScenarios(scenarios: LoadScenario[]): void {
  const first = scenarios[0]!;
  const phase = first.alone ?? first.withUploads;
  console.log(
    `\nSmall server (issue 20): a fresh server per checkout on the seeded shop; ${phase?.load.clients ?? '?'} clients for ${phase?.load.durationS ?? '?'} s per phase${scenarios.length > 1 ? '; before = ' + first.root : ''}`,
  );
  const { head, rows } = scenarioRows(scenarios);
  table(head, rows);
}

function printCompare(c: CompareResult): void {
  console.log(`\nServer vs a bare Fastify route serving the same bytes (${c.connections} connections, ${c.duration} s each; cache on = PAGE_CACHE_MB default)`);
  table(
    ['endpoint', 'server req/s', 'p50 ms', 'p99 ms', 'bare req/s', 'p50 ms', 'p99 ms', 'ratio', 'x-cache', 'cache off req/s', 'p50 ms', 'p99 ms', 'ratio'],
    c.rows.map((x) => [
      x.name,
      String(x.real.requestsPerSec),
      String(x.real.latencyMs.p50),
      String(x.real.latencyMs.p99),
      String(x.bare.requestsPerSec),
      String(x.bare.latencyMs.p50),
      String(x.bare.latencyMs.p99),
      `${Math.round(x.ratio * 100)} %`,
      x.xCache,
      x.cacheOff ? String(x.cacheOff.requestsPerSec) : '-',
      x.cacheOff ? String(x.cacheOff.latencyMs.p50) : '-',
      x.cacheOff ? String(x.cacheOff.latencyMs.p99) : '-',
      x.cacheOff ? `${Math.round(x.cacheOff.ratio * 100)} %` : '-',
    ]),
  );
}

function printCounting(c: CountingResult): void {
  console.log(
    `\nCounting visits on and off (COUNT_VISITS=0), ${c.connections} connections, ${c.duration} s each, median of ${c.rounds} alternating round${c.rounds === 1 ? '' : 's'}; reported, not a target`,
  );
  table(
    ['endpoint', 'on req/s', 'p50 ms', 'p99 ms', 'off req/s', 'p50 ms', 'p99 ms', 'on ÷ off'],
    c.rows.map((x) => [
      x.name,
      String(x.on.requestsPerSec),
      String(x.on.latencyMs.p50),
      String(x.on.latencyMs.p99),
      String(x.off.requestsPerSec),
      String(x.off.latencyMs.p50),
      String(x.off.latencyMs.p99),
      x.ratio.toFixed(2),
    ]),
  );
  console.log(`${c.viewsCounted} views counted during the run (GET /api/insights?days=7), ${c.viewsDuringRounds} of them during these rounds`);
}

function printLighthouse(l: LighthouseResult): void {
  console.log(`\nLighthouse ${l.lighthouse}, ${l.preset}, ${l.chromium}; medians of each figure`);
  table(
    ['page', 'runs', 'score', 'LCP s', 'CLS', 'TBT ms', 'KB'],
    l.pages.map((p) => [
      p.name,
      String(p.runs),
      String(p.score),
      (p.lcpMs / 1000).toFixed(2),
      String(p.cls),
      String(p.tbtMs),
      String(Math.round(p.bytes / 1000)),
    ]),
  );
  for (const p of l.pages) for (const e of p.errors ?? []) console.log(`  ${p.name}: ${e}`);
}

function table(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

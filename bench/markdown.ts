import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printRows } from './print-report.ts';
import { billLoadRows, scenarioRows, type BenchResult } from './report.ts';

/** BENCHMARKS.md: the run's figures, each beside its target, written by `npm run bench`. */
export function benchmarksMarkdown(r: BenchResult, command: string): string {
  const lines: string[] = [];
  const push = (...l: string[]) => lines.push(...l);
  const row = (cells: Array<string | number>) => `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  const tbl = (head: string[], rows: Array<Array<string | number>>) => push(row(head), row(head.map(() => '---')), ...rows.map(row), '');
  const busy = r.machine.loadAverage;
  const passed = r.targets.filter((t) => t.pass).length;

  push(
    '# Benchmarks',
    '',
    `Written by \`${command}\` (bench/run.ts; how it works: bench/README.md). Do not edit by hand: run the bench again.`,
    '',
    `- **Date**: ${r.date}`,
    `- **Machine**: ${r.machine.cpus} CPUs, ${r.machine.platform}, Node ${r.machine.node}${r.machine.cpuModel ? `, ${r.machine.cpuModel}` : ''}${busy ? `; 1-minute load average ${busy.atStart} at the start, ${busy.beforeLoadRun} before the load run` : ''}`,
    `- **Result**: ${r.pass ? 'PASS' : 'FAIL'} — ${passed}/${r.targets.length} targets met`,
    '',
  );
  if (busy && Math.max(busy.atStart, busy.beforeLoadRun) > r.machine.cpus * 0.75) {
    push(
      `> The machine was busy with other work during this run (load average up to ${Math.max(busy.atStart, busy.beforeLoadRun)} on ${r.machine.cpus} CPUs):`,
      '> the server, the load generator, the bare route and Chromium share those CPUs with it, so the figures are noisy',
      '> and lower than on a quiet machine. Compare runs made on the same machine in the same conditions.',
      '',
    );
  }

  push('## Targets', '');
  tbl(
    ['', 'target', 'measured', 'result'],
    r.targets.map((t) => [t.name, t.target, t.measured, t.pass ? 'PASS' : '**FAIL**']),
  );

  if (r.lighthouse) {
    const l = r.lighthouse;
    push(
      '## Lighthouse',
      '',
      `Lighthouse ${l.lighthouse}, ${l.preset}, ${l.chromium} (headless, /usr/bin/chromium), cold cache; each figure is the median of its runs.`,
      '',
    );
    tbl(
      ['page', 'runs', 'score (≥ 97)', 'LCP (≤ 1.5 s)', 'CLS (≤ 0.02)', 'TBT (≤ 100 ms)', 'transferred'],
      l.pages.map((p) => [
        `\`${p.path}\``,
        p.runs,
        p.score,
        `${(p.lcpMs / 1000).toFixed(2)} s`,
        p.cls,
        `${p.tbtMs} ms`,
        `${Math.round(p.bytes / 1000)} KB${p.path === '/' ? ' (≤ 300 KB)' : ''}`,
      ]),
    );
    push('Every run:', '');
    tbl(
      ['page', 'run', 'score', 'LCP', 'CLS', 'TBT', 'KB'],
      l.pages.flatMap((p) => p.each.map((e, i) => [p.name, i + 1, e.score, `${e.lcpMs} ms`, e.cls, `${e.tbtMs} ms`, Math.round(e.bytes / 1000)])),
    );
    const errors = l.pages.flatMap((p) => (p.errors ?? []).map((e) => `- ${p.name}: a run failed (${e}); its median is of the other runs.`));
    if (errors.length) push(...errors, '');
    push(
      'Lighthouse simulates the slow phone from the CPU time it measures in this Chromium, so on a busy host TBT and LCP',
      'swing from run to run (see the runs of the same page above); the median of 3 damps it, it does not remove it.',
      '',
    );
  }

  if (r.compare) {
    const c = r.compare;
    push(
      '## The server beside a bare route',
      '',
      `autocannon, ${c.connections} connections, ${c.duration} s per endpoint after a 1 s warm-up, browser-like headers (\`accept-encoding: gzip, deflate, br\`);`,
      "three alternating rounds per endpoint (server then bare, bare then server, server then bare), each side's median round shown.",
      'The bare route is a Fastify server in its own process that answers with the bytes the real server sent for the same',
      'path (fetched once: the brotli, gzip and uncompressed answers, with the same headers) and does nothing else.',
      "Targets for the pages and `GET /api/listings`: ≥ 50 % of the bare route's req/s, p99 < 100 ms.",
      '',
    );
    tbl(
      ['endpoint', 'server req/s', 'p50', 'p99', 'bare req/s', 'p50', 'p99', 'server ÷ bare', 'x-cache', 'answer'],
      c.rows.map((x) => [
        x.name,
        x.real.requestsPerSec,
        `${x.real.latencyMs.p50} ms`,
        `${x.real.latencyMs.p99} ms`,
        x.bare.requestsPerSec,
        `${x.bare.latencyMs.p50} ms`,
        `${x.bare.latencyMs.p99} ms`,
        `${Math.round(x.ratio * 100)} %`,
        x.xCache,
        `${Math.round(x.wireBytes / 100) / 10} KB ${x.encoding}`,
      ]),
    );
    if (c.rows.some((x) => x.cacheOff)) {
      push(
        '### The anonymous-answer cache on and off',
        '',
        'Every full run also starts the server once with `PAGE_CACHE_MB=0` (the cache off: each answer rendered and compressed per',
        'request — the "before") on the same seeded shop, measured first, then stopped; "on" is the server as configured by default',
        '(`PAGE_CACHE_MB` unset: 64 MB). Both are divided by the same bare-route figures. `--no-cache-off` skips it.',
        '',
      );
      tbl(
        ['endpoint', 'cache off req/s', 'p50', 'p99', '÷ bare', 'cache on req/s', 'p50', 'p99', '÷ bare', 'on ÷ off'],
        c.rows.map((x) => {
          const off = x.cacheOff;
          return [
            x.name,
            off?.requestsPerSec ?? '-',
            off ? `${off.latencyMs.p50} ms` : '-',
            off ? `${off.latencyMs.p99} ms` : '-',
            off ? `${Math.round(off.ratio * 100)} %` : '-',
            x.real.requestsPerSec,
            `${x.real.latencyMs.p50} ms`,
            `${x.real.latencyMs.p99} ms`,
            `${Math.round(x.ratio * 100)} %`,
            off && off.requestsPerSec > 0 ? `${(x.real.requestsPerSec / off.requestsPerSec).toFixed(1)}×` : '-',
          ];
        }),
      );
    }
  }

  if (r.counting) {
    const c = r.counting;
    push(
      '## Counting visits on and off (issue 11)',
      '',
      `The server as measured above (counting visits) and a second one on the same data started with \`COUNT_VISITS=0\`, at ${c.connections} connections, ${c.duration} s per endpoint after a 1 s warm-up, with an Android Chrome user agent (a visitor who is counted), in ${c.rounds} alternating round${c.rounds === 1 ? '' : 's'} (on then off, off then on, ...), each side's median round shown; reported, not a target (the noise of this shared machine is about ±10 %).`,
      '',
    );
    tbl(
      ['endpoint', 'counting on req/s', 'p50', 'p99', 'counting off req/s', 'p50', 'p99', 'on ÷ off'],
      c.rows.map((x) => [
        x.name,
        x.on.requestsPerSec,
        `${x.on.latencyMs.p50} ms`,
        `${x.on.latencyMs.p99} ms`,
        x.off.requestsPerSec,
        `${x.off.latencyMs.p50} ms`,
        `${x.off.latencyMs.p99} ms`,
        x.ratio.toFixed(2),
      ]),
    );
    push(
      `${c.viewsCounted.toLocaleString('en')} views counted during the run (\`GET /api/insights?days=7\` afterwards), ${c.viewsDuringRounds.toLocaleString('en')} of them during these rounds.`,
      '',
    );
  }

  if (r.bundles) {
    push(
      '## JavaScript per public page',
      '',
      "As npm test's scripts/bundle-size.mjs counts and checks it: the entry, the query cache every page but home loads, the page's chunk and their static imports, gzip level 9.",
      '',
    );
    tbl(
      ['page', 'gzip bytes', 'budget', 'admin code', 'result'],
      r.bundles.map((b) => [
        b.label === b.page ? b.page : `\`${b.label}\` (${b.page})`,
        b.gzipBytes.toLocaleString('en'),
        b.budget.toLocaleString('en'),
        b.adminFiles.length ? b.adminFiles.join(', ') : 'none',
        b.gzipBytes <= b.budget && !b.adminFiles.length ? 'PASS' : '**FAIL**',
      ]),
    );
  }

  if (r.http.length) {
    push('## HTTP endpoints', '', `autocannon, ${r.options.connections} connections, ${r.options.duration} s each.`, '');
    tbl(
      ['endpoint', 'req/s', 'p50', 'p90', 'p99', 'max', 'KB/resp', 'non-2xx'],
      r.http.map((h) => [h.name, h.requestsPerSec, h.latencyMs.p50, h.latencyMs.p90, h.latencyMs.p99, h.latencyMs.max, h.kbPerRequest, h.non2xx + h.errors]),
    );
  }
  if (r.load) {
    const b = r.load.browsing;
    push(
      '## Load run',
      '',
      `${r.load.clients} browsing clients for ${r.load.durationS} s${r.load.withUploads ? ' while the admin uploads listings with photos' : ''}: ${b.requestsPerSec} req/s, p50 ${b.latencyMs.p50} ms, p99 ${b.latencyMs.p99} ms, ${b.non2xx} non-2xx, ${b.errors} errors; ${r.load.uploads.count} uploads (${r.load.uploads.failed} failed).`,
      '',
    );
  }
  if (r.loadScenarios?.length) {
    const { head, rows } = scenarioRows(r.loadScenarios);
    push(
      '## Small server (issue 20)',
      '',
      'Each checkout on a fresh server and its own copy of the seeded shop: one visitor browses every page, 10 s idle, then the load run alone, then with the admin uploading; the peak RSS (VmHWM) of each phase.',
      '',
    );
    tbl(head, rows);
  }
  if (r.billLoad?.length) {
    const first = r.billLoad[0]!;
    const { head, rows } = billLoadRows(r.billLoad);
    push(
      '## The bill and the shop (issue 27)',
      '',
      `Each checkout on a fresh server and its own copy of the seeded shop, with a bill made through the API: \`/\` on ${first.connections} connections for ${first.durationS} s alone, then again while one other client downloads the bill's PDF by the customer's link on ${first.billConnections} connections. Targets: \`/\` keeps ≥ 80 % of its req/s alone and its p99 ≤ 2× alone.`,
      '',
    );
    tbl(head, rows);
  }
  if (r.print) {
    const { head, rows } = printRows(r.print);
    push(
      '## To the press (issue 29)',
      '',
      `On a fresh server and its own copy of the seeded shop, a 5×7 in card quoted with Devanagari names and approved through the API; its print file and its imposed SRA3 sheet asked for one at a time, first and ${r.print.runs} times again (peak RSS meanwhile ${r.print.peakRssMb ?? '?'} MB). Target: ≤ 1 s each. During the load run the admin asks for them too, between uploads.`,
      '',
    );
    tbl(head, rows);
  }
  const m = r.memory;
  if (m.afterHttp && m.afterUploads) {
    push(
      '## Memory',
      '',
      `Server RSS ${m.afterHttp.rssMb} MB after the HTTP runs, ${m.afterUploads.rssMb} MB after the uploads${m.afterLoad ? `; ${m.afterLoad.rssMb} MB after the load run (its own server, peak ${m.afterLoad.peakMb} MB)` : ''}.`,
      '',
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** `node --import tsx bench/markdown.ts`: BENCHMARKS.md again from bench/results/latest.json (the same figures). */
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const result = JSON.parse(fs.readFileSync(path.join(root, 'bench/results/latest.json'), 'utf8')) as BenchResult;
  fs.writeFileSync(path.join(root, 'BENCHMARKS.md'), benchmarksMarkdown(result, result.command ?? 'npm run bench'));
  console.log('Written to BENCHMARKS.md');
}

import type { HttpResult } from './http.ts';
import type { InProcessResult, UploadResult } from './photo.ts';

export interface BenchResult {
  date: string;
  machine: { cpus: number; node: string; platform: string };
  options: { connections: number; duration: number };
  seed: { ms: number; listings: number; images: number };
  http: HttpResult[];
  photo: { inProcess: InProcessResult; upload: UploadResult };
  memory: { afterHttp: MemoryMb; afterUploads: MemoryMb };
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
  const rss = r.memory.afterUploads.rssMb;
  const uploadsOk = r.photo.upload.status.every((s) => s === 201);
  return [
    latency('GET /api/listings?limit=24', '/api/listings?limit=24', 200),
    latency('GET / (HTML)', '/', 300),
    {
      name: '9 MB photo, in process',
      target: '< 5000 ms',
      measured: `worst ${r.photo.inProcess.worstMs} ms`,
      pass: r.photo.inProcess.worstMs < 5000,
    },
    {
      name: '9 MB photo, HTTP upload',
      target: '< 5000 ms',
      measured: `worst ${r.photo.upload.worstMs} ms${uploadsOk ? '' : ` (status ${r.photo.upload.status.join(', ')})`}`,
      pass: uploadsOk && r.photo.upload.worstMs < 5000,
    },
    // 400 MB leaves a 1 GB server room for its system and a database beside the shop.
    { name: 'server RSS after the runs', target: '< 400 MB', measured: rss === null ? 'unknown' : `${rss} MB`, pass: rss !== null && rss < 400 },
  ];
}

export function printReport(r: BenchResult): void {
  const rows = r.http.map((h) => [
    h.name, String(h.requestsPerSec), String(h.latencyMs.p50), String(h.latencyMs.p90), String(h.latencyMs.p99),
    String(h.latencyMs.max), String(h.kbPerRequest), String(h.non2xx + h.errors),
  ]);
  console.log(`\nHTTP (${r.options.connections} connections, ${r.options.duration} s each, answers compressed as for a browser; KB/resp includes headers)`);
  table(['endpoint', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'KB/resp', 'non-2xx'], rows);

  const p = r.photo;
  console.log(`\nImage pipeline: ${p.inProcess.inputSize} JPEG, ${p.inProcess.inputMb} MB`);
  table(['run', 'times ms', 'median ms', 'worst ms'], [
    ['processImage() in process', p.inProcess.ms.join(', '), String(p.inProcess.medianMs), String(p.inProcess.worstMs)],
    ['POST /api/categories (upload)', p.upload.ms.join(', '), String(p.upload.medianMs), String(p.upload.worstMs)],
  ]);
  table(['stored file', 'KB'], p.inProcess.files.map((f) => [f.name, String(f.kb)]));

  const m = r.memory;
  console.log(`\nServer memory: RSS ${m.afterHttp.rssMb} MB after the HTTP runs, ${m.afterUploads.rssMb} MB after the uploads (peak ${m.afterUploads.peakMb} MB)`);

  console.log('\nTargets');
  table(['', 'target', 'measured', 'result'], r.targets.map((t) => [t.name, t.target, t.measured, t.pass ? 'PASS' : 'FAIL']));
  console.log(`\n${r.pass ? 'PASS' : 'FAIL'}: ${r.targets.filter((t) => t.pass).length}/${r.targets.length} targets met`);
}

function table(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

import type { LoadScenario } from './load-scenario.ts';
import type { PrintBench } from './print-scenario.ts';
import type { Target } from './report.ts';

/** Issue 29's figures: a 5×7 card's print file and an imposed SRA3 sheet ≤ 1 s each, the first and the warm ones. */
export function printTargets(print: PrintBench | undefined, scenarios: LoadScenario[] | undefined): Target[] {
  const out: Target[] = [];
  if (print) {
    for (const [name, t] of [
      ['print.pdf of an approved 5×7 card with Devanagari names', print.print],
      ['imposition.pdf of it on SRA3', print.sheet],
    ] as const) {
      out.push(
        { name: `${name}, first of a fresh server`, target: '≤ 1000 ms', measured: `${t.firstMs} ms`, pass: t.firstMs <= 1000 },
        { name: `${name}, again`, target: '≤ 1000 ms', measured: `median ${t.warmMedianMs} ms of ${t.warmMs.length}`, pass: t.warmMedianMs <= 1000 },
      );
    }
  }
  const prints = scenarios?.find((s) => s.label === 'now')?.withUploads?.load.prints;
  if (prints) {
    out.push({
      name: 'load: the admin’s print files while browsing and uploading',
      target: '0 failed',
      measured: `${prints.failed}/${prints.count} failed, p50 ${prints.latencyMs.p50} ms, max ${prints.latencyMs.max} ms`,
      pass: prints.count > 0 && prints.failed === 0,
    });
  }
  return out;
}

/** The table printed and written to BENCHMARKS.md. */
export function printRows(print: PrintBench): { head: string[]; rows: string[][] } {
  const row = (name: string, t: PrintBench['print']) => [name, String(t.firstMs), t.warmMs.join(', '), String(t.warmMedianMs), String(t.kb)];
  return {
    head: ['PDF', 'first ms', 'again ms', 'median ms', 'KB'],
    rows: [row('print.pdf (5×7 in, Devanagari names)', print.print), row('imposition.pdf?sheet=SRA3 (4 up)', print.sheet)],
  };
}

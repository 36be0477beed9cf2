import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FirstBill } from './bill-first.ts';

export interface BillBench {
  /** Each run a fresh process: pdfkit's import, the fonts and the drawing of the first bill. */
  firstMs: number[];
  firstMedianMs: number;
}

const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor((ms.length - 1) / 2)] ?? 0;

/** Issue 18's budget: a bill renders in ≤ 500 ms the first time (the server imports the renderer on its first bill). */
export async function benchFirstBill(runs = 3): Promise<BillBench> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bill-first.ts');
  const firstMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script]);
    firstMs.push((JSON.parse(stdout.trim().split('\n').at(-1)!) as FirstBill).ms);
  }
  return { firstMs, firstMedianMs: median(firstMs) };
}

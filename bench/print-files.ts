import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FirstPrint } from './print-first.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

/** Issue 29's budget: a 5×7 card's print file ≤ 1 s, an imposed SRA3 sheet ≤ 1 s, each in a fresh process (the first is the slowest). */
export async function benchPrintFiles(runs = 3): Promise<{ printMedianMs: number; sheetMedianMs: number; peakRssMb: number }> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'print-first.ts');
  const results: FirstPrint[] = [];
  for (let i = 0; i < runs; i++) {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script]);
    results.push(JSON.parse(stdout.trim().split('\n').at(-1)!) as FirstPrint);
  }
  return {
    printMedianMs: median(results.map((r) => r.printMs)),
    sheetMedianMs: median(results.map((r) => r.sheetMs)),
    peakRssMb: Math.max(...results.map((r) => r.peakRssMb)),
  };
}

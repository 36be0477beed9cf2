import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from './import-graph.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Every file `start` reaches through its imports, itself included. */
function reached(graph: Map<string, string[]>, start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    (graph.get(file) ?? []).forEach(visit);
  };
  visit(start);
  return [...seen].sort();
}

describe('what the first bill loads', () => {
  it('draws a bill without zod: the server loads the bill lazily, and a fresh process must not pay for the forms', () => {
    // BENCHMARKS.md's "GST bill PDF, first time (fresh process)": the UQC list once brought zod with it (~100 ms).
    const files = reached(importGraph('src'), 'src/server/modules/billing/invoice-pdf.ts');
    expect(files.length).toBeGreaterThan(5);
    const withZod = files.filter((file) => /from ['"]zod['"]/.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(withZod).toEqual([]);
  });
});

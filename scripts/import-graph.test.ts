import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './import-graph.ts';

/** Files written to a folder of their own, for the walker to read. */
function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  made.push(dir);
  return dir;
}
const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The circles, with the folder's own path taken out of the names. */
const circlesIn = (dir: string) =>
  importCircles(importGraph(dir)).map((c) => c.replaceAll(`${path.relative(path.resolve(import.meta.dirname, '..'), dir)}/`, ''));

describe('import circles', () => {
  it('there are none in src: each circle is named, file by file', () => {
    // A circle is undone by moving the piece both files use to a file both import (decision 046).
    expect(importCircles(importGraph('src'))).toEqual([]);
  });

  it('a type-only import, an export … from and a lazy import() each draw an arrow', () => {
    const dir = folder({
      'a.ts': "import type { B } from './b.ts';\nexport type A = B;\n",
      'b.ts': "export { c } from './lib/c';\nexport type B = string;\n",
      'lib/c.ts': "export const c = () => import('../a.ts');\n",
      'lone.ts': "import { z } from 'zod';\n// import { a } from './a.ts';\nexport const s = \"import './b.ts'\";\nexport { z };\n",
    });
    expect(circlesIn(dir)).toEqual(['a.ts → b.ts → lib/c.ts → a.ts']);
  });

  it('one circle is named for each group of files that reach one another', () => {
    const graph = new Map([
      ['x.ts', ['y.ts']],
      ['y.ts', ['x.ts', 'z.ts']],
      ['z.ts', ['w.ts']],
      ['w.ts', ['z.ts']],
      ['v.ts', ['v.ts']],
      ['u.ts', ['x.ts']],
    ]);
    expect(importCircles(graph).sort()).toEqual(['v.ts → v.ts', 'w.ts → z.ts → w.ts', 'x.ts → y.ts → x.ts']);
  });
});

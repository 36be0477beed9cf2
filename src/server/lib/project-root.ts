import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, found from this file's place: the same whether the server runs
 * from src/ (tsx, tests) or from its bundle in dist/.
 */
export function projectRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

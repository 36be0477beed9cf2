/**
 * `npm start`: builds the web app if its build is missing or older than its sources, then runs the
 * server in this same process (so SIGTERM from a supervisor reaches it directly).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['dist/client/.vite/manifest.json', 'dist/server/entry-server.js'].map((p) => path.join(root, p));
const sources = ['src/web', 'src/contract', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

export function buildIsCurrent(): boolean {
  if (!outputs.every((o) => fs.existsSync(o))) return false;
  const built = Math.min(...outputs.map((o) => fs.statSync(o).mtimeMs));
  return Math.max(...sources.map(newestMtime)) <= built;
}

if (!buildIsCurrent()) {
  console.log('Building the web app (first start or sources changed)…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../src/server/main.ts');

/**
 * `npm run dev`: the shop from source, for working on it. `node --watch-path` restarts this process
 * when a file under src/server or src/contract changes; the web app is Vite's, with hot reload
 * (dev/vite-web.ts). Production starts from src/server/main.ts and never loads this folder.
 */
import '../lib/supported-node.ts';
import { buildApp } from '../app.ts';
import { configFromEnv, parseEnv } from '../env.ts';
import { viteWeb } from './vite-web.ts';

process.env.NODE_ENV ??= 'development';

// Development defaults: only this machine may connect (Vite serves the source), and no page is kept
// by the page cache (an edited component must show at the next load). Either may still be set.
let env;
try {
  env = parseEnv({ HOST: '127.0.0.1', PAGE_CACHE_MB: '0', ...process.env });
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const app = await buildApp(configFromEnv(env), { devWeb: viteWeb() });

// On a restart node --watch sends SIGTERM and waits: the port and Vite's watchers are let go first.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void app.close().finally(() => process.exit(0)));
}

await app.listen({ port: env.PORT, host: env.HOST });

import { buildApp } from './app.ts';
import { configFromEnv, parseEnv } from './env.ts';

// React (loaded by the page renderer) picks its development build unless told otherwise: 3–4× slower
// rendering, plus dev-only checks. A server started from the command line is production.
process.env.NODE_ENV ??= 'production';

let env;
try {
  env = parseEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const app = await buildApp(configFromEnv(env));

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  // A hard stop if something hangs: the 10 s promise is kept either way.
  const force = setTimeout(() => process.exit(1), 9_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });

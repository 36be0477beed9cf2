import './lib/supported-node.ts';
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
const config = configFromEnv(env);
const app = await buildApp(config);
if (!config.publicUrl) {
  app.log.warn(
    "PUBLIC_URL is not set: links in pages, the sitemap and robots.txt use the Host of each request and are not cached publicly. Set it to the shop's address, e.g. https://shop.example",
  );
}

let closing = false;
/**
 * Stops taking new connections, lets requests in flight (uploads included) finish within
 * SHUTDOWN_GRACE_S, then exits 0. A request still running when the grace period ends is cut off,
 * and the files its upload wrote are taken back first, so it leaves nothing behind.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const graceMs = config.shutdownGraceSeconds * 1000;
  app.log.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'shutting down: finishing requests in flight');
  const cutOff = setTimeout(async () => {
    app.log.warn('grace period over: cutting off the requests still in flight');
    try {
      const removed = await app.media.abandonWrites();
      if (removed > 0) app.log.info({ removed }, 'removed the images of uploads cut off');
    } catch (err) {
      app.log.error({ err }, 'could not clean up uploads cut off; the next start sweeps them');
    }
    process.exit(0);
  }, graceMs);
  cutOff.unref();
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

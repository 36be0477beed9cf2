import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../env.ts';
import { addressKey } from '../lib/client-address.ts';
import { forbidden } from '../lib/http-errors.ts';
import { PAGE_BOOT_SCRIPT } from '../../contract/page-boot.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What helmet's middleware sets on a response, collected once. */
function headersOf(middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

const SECURITY_HEADERS = headersOf(
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Scripts from the shop itself, and the pages' one inline script by its hash (nothing else inline).
        scriptSrc: ["'self'", `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // The profile page's map is the one third-party embed.
        frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  }),
);

export async function registerSecurity(app: FastifyInstance, config: AppConfig, redis?: Redis): Promise<void> {
  // A loose limit on every write (this hook must precede the plugin's own onRoute hook), per address; the login has its own strict one.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => SAFE_METHODS.has(m))) return;
    route.config = {
      ...(route.config as object),
      rateLimit: (route.config as { rateLimit?: object })?.rateLimit ?? { max: config.writesPerMinute, timeWindow: 60_000 },
    } as never;
  });
  // Every limit counts an IPv6 client by its /64 (lib/client-address.ts), the same rule as the login's own.
  // With REDIS_URL every process counts in the same Redis keys. While Redis does not answer, writes
  // go through unlimited (skipOnError): a limit that loose must not be what takes the shop down.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => addressKey(request.ip),
    ...(redis && config.redis ? { redis, nameSpace: `${config.redis.keyPrefix}rate:`, skipOnError: true } : {}),
  });

  // Helmet's headers are the same for every answer: worked out once here and set as they are
  // (the Fastify plugin builds and parses the whole policy again for every request).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });

  // Writes from another site are refused: the SameSite cookie keeps the session out of them,
  // and the Origin check refuses them even where a browser would send it.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw forbidden('Cross-site request refused.');
      }
      if (host !== request.headers.host) throw forbidden('Cross-site request refused.');
    } else if (origin === 'null' || request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('Cross-site request refused.');
    }
  });
}

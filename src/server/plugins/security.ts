import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../env.ts';
import { forbidden } from '../lib/http-errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  // A loose limit on every write (this hook must precede the plugin's own onRoute hook), per address; the login has its own strict one.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => SAFE_METHODS.has(m))) return;
    route.config = { ...(route.config as object), rateLimit: (route.config as { rateLimit?: object })?.rateLimit ?? { max: config.writesPerMinute, timeWindow: 60_000 } } as never;
  });
  await app.register(rateLimit, { global: false });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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

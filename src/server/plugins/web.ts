import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serviceWorker = fs.readFileSync(path.join(root, 'src/web/public/service-worker.js'), 'utf8');

/**
 * Everything that is not /api or /media: the web app. Until the storefront lands this serves one
 * plain page (TODO #3: server-rendered React).
 */
export async function registerWeb(app: FastifyInstance, opts: { enabled: boolean }): Promise<void> {
  app.get('/service-worker.js', async (_req, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').header('service-worker-allowed', '/').send(serviceWorker),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (!opts.enabled || url.startsWith('/api/') || url === '/api' || url.startsWith('/media/') || request.method !== 'GET') {
      return reply.code(404).send({ message: 'Not found' });
    }
    return reply.type('text/html; charset=utf-8').send('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body><h1>Shop</h1></body></html>');
  });
}

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from '../lib/project-root.ts';
import type { RoutePolicy } from '../lib/route-policy.ts';
import { registerImmutableFiles } from './media-files.ts';

const publicDir = path.join(projectRoot(), 'src/web/public');
const serviceWorker = fs.readFileSync(path.join(publicDir, 'service-worker.js'), 'utf8');
const TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.svg': 'image/svg+xml', '.ico': 'image/x-icon', '.webp': 'image/webp' };

/** The same for every visitor and read with no query: kept by the page cache. */
export const SHARED_FILE: RoutePolicy = { access: 'public', cache: { query: [] } };

/**
 * The service worker (always: it is in src/web/public, built or not) and, from a build in `dist`,
 * dist/client/assets (hashed: immutable) and the few fixed files of src/web/public.
 */
export async function registerFiles(app: FastifyInstance, dist: string | undefined): Promise<void> {
  app.get('/service-worker.js', { config: { policy: SHARED_FILE } }, async (_req, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').header('service-worker-allowed', '/').send(serviceWorker),
  );
  if (dist === undefined) return;
  const assets = path.join(dist, 'client/assets');
  if (fs.existsSync(assets)) await registerImmutableFiles(app, assets, '/assets/');
  for (const name of fs.readdirSync(publicDir)) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    const file = fs.readFileSync(path.join(publicDir, name));
    app.get(`/${name}`, { config: { policy: SHARED_FILE } }, async (_req, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=86400').send(file),
    );
  }
}

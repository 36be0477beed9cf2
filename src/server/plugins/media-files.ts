import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DiskMediaStore } from '../media/disk-media-store.ts';
import { MEDIA_NAME, mediaTypeOf, type MediaStore } from '../media/media-store.ts';
import { notFound } from '../lib/http-errors.ts';
import { withPolicy } from './route-policies.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files whose names change with their content: public, cached by browsers for a year, never
 * revalidated (not by the page cache: they are streamed from disk).
 */
export async function registerImmutableFiles(app: FastifyInstance, root: string, prefix: string, allowedName?: RegExp): Promise<void> {
  await withPolicy(app, { access: 'public' }, async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      prefix,
      // Only finished files: a temp file of a write under way (or cut off) is never served.
      ...(allowedName ? { allowedPath: (pathName: string) => allowedName.test(pathName.replace(/^\//, '')) } : {}),
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', IMMUTABLE);
      },
    });
  });
}

/**
 * /media/* — processed images, named by content hash: from the folder as before, or streamed from the
 * bucket (never whole in memory) with the same headers, so a CDN in front caches them the same way.
 */
export async function registerMediaFiles(app: FastifyInstance, store: MediaStore): Promise<void> {
  if (store instanceof DiskMediaStore) return registerImmutableFiles(app, store.dir, '/media/', MEDIA_NAME);
  app.get<{ Params: { name: string } }>('/media/:name', { config: { policy: { access: 'public' } } }, async (request, reply) => {
    const { name } = request.params;
    if (!MEDIA_NAME.test(name)) throw notFound();
    const file = await store.open(name);
    if (!file) throw notFound();
    reply.header('cache-control', IMMUTABLE).header('last-modified', file.lastModified.toUTCString());
    if (file.etag) reply.header('etag', file.etag);
    // Named by its content, a file never changes: any copy the browser holds of this name is current.
    if (file.etag && request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.code(304).send();
    }
    return reply.type(mediaTypeOf(name)).header('content-length', file.size).send(file.body);
  });
}

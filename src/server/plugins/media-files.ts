import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_NAME, mediaTypeOf, type MediaStore } from '../media/media-store.ts';
import { notFound } from '../lib/http-errors.ts';
import { withPolicy } from './route-policies.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files whose names change with their content: public, cached by browsers for a year, never
 * revalidated (not by the page cache: they are streamed from disk).
 */
export async function registerImmutableFiles(app: FastifyInstance, root: string, prefix: string): Promise<void> {
  await withPolicy(app, { access: 'public' }, async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      prefix,
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
 * /media/* — processed images, named by content hash, from memory while visitors are asking for
 * them (media/hot-pictures.ts), else streamed from the folder or the bucket, with the same headers, so a CDN in front caches them the same way. Not through
 * @fastify/static: since 10.1 it lists the folder on every request to check the name's spelling —
 * a shop's thousands of pictures, for every picture asked for (13 % of a small server's time under
 * load; decision 031). A media name is a hash and a size from a fixed pattern: nothing to misspell.
 */
export async function registerMediaFiles(app: FastifyInstance, store: MediaStore): Promise<void> {
  app.get<{ Params: { name: string } }>('/media/:name', { config: { policy: { access: 'public' } } }, async (request, reply) => {
    const { name } = request.params;
    if (!MEDIA_NAME.test(name)) throw notFound();
    const file = await store.open(name);
    if (!file) throw notFound();
    reply.header('cache-control', IMMUTABLE).header('last-modified', file.lastModified.toUTCString());
    if (file.etag) reply.header('etag', file.etag);
    // Named by its content, a file never changes: any copy the browser holds of this name is current.
    if (file.etag && request.headers['if-none-match'] === file.etag) {
      if (!Buffer.isBuffer(file.body)) file.body.destroy();
      return reply.code(304).send();
    }
    return reply.type(mediaTypeOf(name)).header('content-length', file.size).send(file.body);
  });
}

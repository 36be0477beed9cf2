import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_NAME } from '../media/media-store.ts';
import { withPolicy } from './route-policies.ts';

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
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  });
}

/** /media/* — processed images, named by content hash. */
export const registerMediaFiles = (app: FastifyInstance, mediaDir: string) => registerImmutableFiles(app, mediaDir, '/media/', MEDIA_NAME);

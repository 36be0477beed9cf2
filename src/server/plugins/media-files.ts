import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** /media/* — content-hashed names never change meaning, so they are cached for a year. */
export async function registerMediaFiles(app: FastifyInstance, mediaDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}

import type { FastifyInstance } from 'fastify';

// TODO #2: the calls of this module.
export async function galleryRoutes(_app: FastifyInstance): Promise<void> {}

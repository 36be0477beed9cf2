import type { FastifyInstance } from 'fastify';

// TODO #2: the calls of this module.
export async function listingsRoutes(_app: FastifyInstance): Promise<void> {}

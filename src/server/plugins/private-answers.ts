import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './session.ts';

/** API paths whose answers carry people's data (mobile numbers, e-mail addresses, who did what, quotes). */
const PERSONAL = /^\/api\/(?:users|enquiries|audit|setup|quotes)(?:[/?]|$)/;

/**
 * A shared cache (a proxy, a CDN) must never keep an answer meant for one person: every /api
 * answer to a request with a session, every answer to a write, and every answer that carries
 * personal data is `no-store`. A route that chose its own Cache-Control keeps it.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return;
    const withSession = request.user !== null || request.cookies?.[SESSION_COOKIE] !== undefined;
    if (withSession || request.method !== 'GET' || PERSONAL.test(request.url)) reply.header('cache-control', 'no-store');
  });
}

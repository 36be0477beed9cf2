import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditListSchema, AuditQuerySchema } from '../../../contract/audit.ts';
import { requireUser } from '../../plugins/session.ts';
import { listAudit } from './audit.repository.ts';

/** GET /api/audit: the audit trail, newest first, for a signed-in admin. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  // Who did what from which address: never kept by a shared cache, whatever the answer.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    { preValidation: requireUser, schema: { querystring: AuditQuerySchema, response: { 200: AuditListSchema } } },
    async (request) => ({ success: true as const, result: await listAudit(app.db, request.query) }),
  );
}

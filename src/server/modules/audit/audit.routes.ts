import type { FastifyInstance } from 'fastify';
import { AuditQuerySchema, type AuditEntry } from '../../../contract/audit.ts';
import { requireUser } from '../../plugins/session.ts';
import { listAudit } from './audit.repository.ts';

/** GET /api/audit: the audit trail, newest first, for a signed-in admin. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  // Who did what from which address: never kept by a shared cache, whatever the answer.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/', { preHandler: requireUser }, async (request): Promise<{ success: true; result: AuditEntry[] }> => {
    const query = AuditQuerySchema.parse(request.query ?? {});
    return { success: true, result: await listAudit(app.db, query) };
  });
}

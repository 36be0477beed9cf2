import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditListSchema, AuditQuerySchema } from '../../../contract/audit.ts';
import { listAnswer } from '../../lib/list-answer.ts';
import { listAudit } from './audit.repository.ts';

/** GET /api/audit: the audit trail, newest first, for a signed-in admin. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    // Who did what from which address: personal, never kept by a shared cache, whatever the answer.
    { config: { policy: { access: 'session', personal: true } }, schema: { querystring: AuditQuerySchema, response: { 200: AuditListSchema } } },
    async (request) => listAnswer(listAudit(app.db, request.query)),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ExistAnswersByStatus, LOOKUP_KINDS, lookupInputSchema, LookupListSchema } from '../../../contract/lookups.ts';
import { newId } from '../../lib/ids.ts';
import { listAnswer } from '../../lib/list-answer.ts';
import { auditCreated } from '../audit/audit.hooks.ts';
import { registerAuditReader } from '../audit/audit.entities.ts';
import { lookupAudit } from './lookups.audit.ts';
import { addLookup, listLookups } from './lookups.repository.ts';

/** The seven single-value lists: /api/{kind}/add and /api/{kind}. Only these kinds are routes. */
export async function lookupsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerAuditReader(app, 'lookup', lookupAudit);
  for (const kind of LOOKUP_KINDS) {
    // The answer is a JSON string, "exist" or "notexist", as the old app's res.json("exist") was.
    app.post(
      `/${kind}/add`,
      { config: { policy: { access: 'session', audit: 'lookup' } }, schema: { body: lookupInputSchema(kind), response: ExistAnswersByStatus } },
      async (request, reply) => {
        const id = newId();
        const status = await addLookup(app.db, kind, request.body, id);
        // The answer is only "exist"/"notexist": the audit trail is told which record was added.
        if (status === 'notexist') auditCreated(request, id);
        return reply
          .code(status === 'exist' ? 200 : 201)
          .type('application/json; charset=utf-8')
          .serializer(JSON.stringify)
          .send(status);
      },
    );

    app.get(`/${kind}`, { config: { policy: { access: 'session' } }, schema: { response: { 200: LookupListSchema } } }, async () =>
      listAnswer(listLookups(app.db, kind)),
    );
  }
}

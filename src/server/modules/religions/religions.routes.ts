import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ReligionListSchema, ReligionSchema } from '../../../contract/catalogue.ts';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { ExistAnswersByStatus } from '../../../contract/lookups.ts';
import { ReligionCreateSchema, ReligionEditSchema } from '../../../contract/religions.ts';
import { conflict } from '../../lib/http-errors.ts';
import { listAnswer } from '../../lib/list-answer.ts';
import { formFields } from '../../lib/multipart.ts';
import { deleteRoute } from '../../lib/delete-route.ts';
import { findOr404, NAME_EXISTS } from '../../lib/records.ts';
import { NO_FILES } from '../../media/upload-limits.ts';
import { auditCreated } from '../audit/audit.hooks.ts';
import { registerAuditReader } from '../audit/audit.entities.ts';
import { religionAudit } from './religions.audit.ts';
import { deleteReligion, findReligion, insertReligion, listReligions, renameReligion } from './religions.repository.ts';

const NOT_FOUND = 'Religion not found';
/** The web sends the name as multipart, old clients as JSON (see formFields). */
const nameForm = (fields: typeof ReligionCreateSchema) => ({ fields, json: true as const });

export async function religionsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerAuditReader(app, 'religion', religionAudit);
  const { db } = app;
  const find = (id: string) => findOr404((key) => findReligion(db, key), id, NOT_FOUND);
  const byId = { params: IdParamsSchema };

  app.get('/GetReligionList', { config: { policy: { access: 'public', cache: { query: [] } } }, schema: { response: { 200: ReligionListSchema } } }, async () =>
    listAnswer(listReligions(db)),
  );

  app.get('/:id', { config: { policy: { access: 'public', cache: { query: [] } } }, schema: { ...byId, response: { 200: ReligionSchema } } }, async (request) =>
    find(request.params.id),
  );

  // The spec's web sends the name as multipart; old clients send JSON. Both are read the same.
  app.post(
    '/',
    {
      config: { policy: { access: 'session', audit: 'religion', changesPages: true } },
      schema: { form: nameForm(ReligionCreateSchema), response: { 201: ReligionSchema } },
    },
    async (request, reply) => {
      const { name } = ReligionCreateSchema.parse(await formFields(request, NO_FILES));
      const id = await insertReligion(db, name);
      if (!id) throw conflict(NAME_EXISTS);
      return reply.code(201).send(await find(id));
    },
  );

  // The old app's call, kept for old clients: a JSON string answer, "exist" or "notexist".
  app.post(
    '/add',
    {
      config: { policy: { access: 'session', audit: 'religion', changesPages: true } },
      schema: { form: nameForm(ReligionCreateSchema), response: ExistAnswersByStatus },
    },
    async (request, reply) => {
      const { name } = ReligionCreateSchema.parse(await formFields(request, NO_FILES));
      const id = await insertReligion(db, name);
      // The answer is only "exist"/"notexist": the audit trail is told which record was added.
      if (id) auditCreated(request, id);
      return reply
        .code(id ? 201 : 200)
        .type('application/json; charset=utf-8')
        .serializer(JSON.stringify)
        .send(id ? 'notexist' : 'exist');
    },
  );

  app.put(
    '/:id',
    {
      config: { policy: { access: 'session', audit: 'religion', changesPages: true } },
      schema: { ...byId, form: nameForm(ReligionEditSchema), response: { 200: ReligionSchema } },
    },
    async (request) => {
      const current = await find(request.params.id);
      const { name } = ReligionEditSchema.parse(await formFields(request, NO_FILES));
      await renameReligion(db, current._id, name);
      return find(current._id);
    },
  );

  deleteRoute(app, { find, remove: (r) => deleteReligion(db, r), message: 'Deleted', audit: 'religion' });
}

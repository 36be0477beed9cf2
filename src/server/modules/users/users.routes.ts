import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageSchema } from '../../../contract/catalogue.ts';
import { ExistAnswersByStatus } from '../../../contract/lookups.ts';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { UserCreateSchema, UserEditSchema, UserListSchema, UserUpdatedSchema } from '../../../contract/users.ts';
import { listAnswer } from '../../lib/list-answer.ts';
import { findOr404 } from '../../lib/records.ts';
import type { RoutePolicy } from '../../lib/route-policy.ts';
import { SESSION_COOKIE, sessionIdOf } from '../../plugins/session.ts';
import { auditCreated } from '../audit/audit.hooks.ts';
import { registerAuditReader } from '../audit/audit.entities.ts';
import { userAudit } from './users.audit.ts';
import { createUser, deleteUser, listUsers, updateUser, USER_NOT_FOUND } from './users.repository.ts';

export async function usersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerAuditReader(app, 'user', userAudit);
  const { db } = app;
  const byId = { params: IdParamsSchema };
  // login/logout/me live in the auth module; everything here is the admin's, about people.
  const admins: RoutePolicy = { access: 'session', personal: true };
  const changes: RoutePolicy = { ...admins, audit: 'user' };

  app.get('/GetUserList', { config: { policy: admins }, schema: { response: { 200: UserListSchema } } }, async () => listAnswer(listUsers(db)));

  // The answer is a JSON string, "exist" or "notexist".
  app.post('/addUser', { config: { policy: changes }, schema: { body: UserCreateSchema, response: ExistAnswersByStatus } }, async (request, reply) => {
    const { User_name: name, Mobile_number: mobile, Password: password } = request.body;
    const result = await createUser(db, { name, password, mobile });
    // The answer is only "exist"/"notexist": the audit trail is told which record was added.
    if (result.status === 'notexist') auditCreated(request, result.user._id);
    return reply
      .code(result.status === 'exist' ? 200 : 201)
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(result.status);
  });

  app.put(
    '/updateUser/:id',
    { config: { policy: changes }, schema: { ...byId, body: UserEditSchema, response: { 200: UserUpdatedSchema } } },
    async (request) => {
      const { User_name: name, Mobile_number: mobile, Password: password } = request.body;
      const keepSession = sessionIdOf(request.cookies[SESSION_COOKIE] ?? '');
      const updated = await findOr404((id) => updateUser(db, id, { name, mobile, password, keepSession }), request.params.id, USER_NOT_FOUND);
      return { success: true as const, message: 'User updated', result: updated };
    },
  );

  app.delete('/:id', { config: { policy: changes }, schema: { ...byId, response: { 200: MessageSchema } } }, async (request) => {
    await deleteUser(db, await findOr404(async (id) => id, request.params.id, USER_NOT_FOUND));
    return { message: 'User deleted' };
  });
}

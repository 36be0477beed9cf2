import type { FastifyInstance } from 'fastify';
import { MOBILE_MESSAGE, MOBILE_PATTERN, PASSWORD_MESSAGE, PASSWORD_MIN } from '../../../contract/users.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { text } from '../../lib/fields.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { nameKey } from '../../../contract/fields.ts';
import { isId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/password.ts';
import { requireUser, SESSION_COOKIE, sessionIdOf } from '../../plugins/session.ts';
import { auditCreated } from '../audit/audit.hooks.ts';
import { countUsers, createUser, findUserById, listUsers, mobileKey, toUser } from './users.repository.ts';

function checkedFields(body: unknown) {
  const name = text(body, 'User_name');
  const mobile = text(body, 'Mobile_number');
  const raw = (body as { Password?: unknown } | null)?.Password;
  const password = typeof raw === 'string' ? raw : '';
  if (name.length > 100) throw badRequest('User name must be at most 100 characters.');
  if (mobile && !MOBILE_PATTERN.test(mobile)) throw badRequest(MOBILE_MESSAGE);
  if (password && (password.length < PASSWORD_MIN || password.length > 200)) throw badRequest(PASSWORD_MESSAGE);
  return { name, mobile, password };
}

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (request) => {
    // login/logout/me live in the auth module; everything here is the admin's.
    await requireUser(request);
  });

  app.get('/GetUserList', async () => ({ success: true, result: await listUsers(app.db) }));

  app.post('/addUser', async (request, reply) => {
    const { name, mobile, password } = checkedFields(request.body);
    if (!name || !mobile || !password) throw badRequest('Fill all fields');
    const result = await createUser(app.db, { name, password, mobile });
    // The answer is only "exist"/"notexist": the audit trail is told which record was added.
    if (result.status === 'notexist') auditCreated(request, result.user._id);
    return reply
      .code(result.status === 'exist' ? 200 : 201)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(result.status));
  });

  app.put<{ Params: { id: string } }>('/updateUser/:id', async (request) => {
    const { id } = request.params;
    const current = isId(id) ? await findUserById(app.db, id) : undefined;
    if (!current) throw notFound('User not found');
    const { name, mobile, password } = checkedFields(request.body);
    if (!name || !mobile) throw badRequest('Fill all fields');
    const changes = {
      name,
      name_key: nameKey(name),
      mobile,
      mobile_key: mobileKey(mobile),
      ...(password ? { password_hash: await hashPassword(password) } : {}),
    };
    try {
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set(changes).where('id', '=', id).execute();
        // A new password ends the user's other sessions (a lost phone stays logged out).
        if (password) {
          await trx
            .deleteFrom('sessions')
            .where('user_id', '=', id)
            .where('id', '!=', sessionIdOf(request.cookies[SESSION_COOKIE] ?? ''))
            .execute();
        }
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('User already exists');
      throw err;
    }
    const updated = await findUserById(app.db, id);
    return { success: true, message: 'User updated', result: toUser(updated!) };
  });

  app.delete<{ Params: { id: string } }>('/:id', async (request) => {
    const { id } = request.params;
    if (!isId(id)) throw notFound('User not found');
    await app.db.transaction().execute(async (trx) => {
      const user = await findUserById(trx, id);
      if (!user) throw notFound('User not found');
      if ((await countUsers(trx)) <= 1) throw conflict('The last user cannot be deleted.');
      await trx.deleteFrom('users').where('id', '=', id).execute();
    });
    return { message: 'User deleted' };
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageSchema } from '../../../contract/catalogue.ts';
import { LoginAnswerSchema, LoginInputSchema, MeSchema, PASSWORD_MIN, SetupInputSchema, SetupStatusSchema } from '../../../contract/users.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { forbidden, unauthorized } from '../../lib/http-errors.ts';
import { nameKey } from '../../../contract/fields.ts';
import { nowIso, newId } from '../../lib/ids.ts';
import type { RoutePolicy } from '../../lib/route-policy.ts';
import { DUMMY_HASH, verifyPassword } from '../../lib/password.ts';
import { clearSessionCookie, createSession, deleteSession, SESSION_COOKIE, setSessionCookie } from '../../plugins/session.ts';
import { recordAudit } from '../audit/audit.hooks.ts';
import { countUsers, createUser, findUserByName } from '../users/users.repository.ts';
import { LoginThrottle } from './login-throttle.ts';

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** Checked before the body: once the shop has an admin, the form's content does not matter. */
  const setupOpen = async () => {
    if ((await countUsers(app.db)) > 0) throw forbidden('The shop already has an admin. Please log in.');
  };
  const throttle = new LoginThrottle(app.config.loginFailuresPerMinute);

  // Recorded in the activity log by their own code (a login names who tried), not by the audit hooks.
  const account: RoutePolicy = { access: 'public', personal: true };
  app.post('/users/login', { config: { policy: account }, schema: { body: LoginInputSchema, response: { 200: LoginAnswerSchema } } }, async (request, reply) => {
    const { User_name: name, Password: password } = request.body;
    // Counted per address and per account before the password is checked: neither a burst of
    // parallel guesses nor guesses spread over many addresses get past the limit.
    const attempt = throttle.begin([`ip:${request.ip}`, `user:${nameKey(name)}`]);

    const user = await findUserByName(app.db, name);
    const valid = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !valid) {
      // Who tried is only the name typed; the record id says whether that account exists.
      await recordAudit(request, { action: 'login-failed', entity: 'user', recordId: user?.id ?? null, label: name, user: null, userName: name });
      return user ? { status: 'invalid' as const, message: 'Invalid credentials.' } : { status: 'notexist' as const };
    }
    attempt.succeeded();
    // A new session id at every login; the one the browser had before is ended.
    await deleteSession(app.db, request.cookies[SESSION_COOKIE]);
    const session = await createSession(app.db, user.id, app.config.sessionDays);
    setSessionCookie(request, reply, session.token, session.expires);
    await recordAudit(request, { action: 'login', entity: 'user', recordId: user.id, label: user.name, user: { id: user.id, name: user.name } });
    return { status: 'exist' as const, User_name: user.name };
  });

  app.post('/users/logout', { config: { policy: account }, schema: { response: { 200: MessageSchema } } }, async (request, reply) => {
    await deleteSession(app.db, request.cookies[SESSION_COOKIE]);
    clearSessionCookie(request, reply);
    if (request.user) await recordAudit(request, { action: 'logout', entity: 'user', recordId: request.user.id, label: request.user.name });
    return { message: 'Logged out' };
  });

  app.get('/users/me', { config: { policy: { access: 'session', personal: true } }, schema: { response: { 200: MeSchema } } }, async (request) => {
    if (!request.user) throw unauthorized();
    return { _id: request.user.id, User_name: request.user.name };
  });

  app.get('/setup', { config: { policy: account }, schema: { response: { 200: SetupStatusSchema } } }, async () => ({ needsSetup: (await countUsers(app.db)) === 0 }));

  /** Creates the first admin; open only while the shop has no user at all. */
  app.post('/setup', { config: { policy: account }, preValidation: setupOpen, schema: { body: SetupInputSchema, response: { 201: LoginAnswerSchema } } }, async (request, reply) => {
    const { User_name: name, Password: password, Mobile_number: mobile } = request.body;

    const created = await app.db.transaction().execute(async (trx) => {
      // The marker row is unique: of two setups racing, only one gets past this insert.
      try {
        await trx.insertInto('lookups').values({ id: newId(), kind: 'setup', name: 'done', name_key: 'done', created_at: nowIso() }).execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw forbidden('The shop already has an admin. Please log in.');
        throw err;
      }
      const result = await createUser(trx, { name, password, mobile });
      if (result.status === 'exist') throw forbidden('The shop already has an admin. Please log in.');
      return result.user;
    });
    const session = await createSession(app.db, created._id, app.config.sessionDays);
    setSessionCookie(request, reply, session.token, session.expires);
    await recordAudit(request, {
      action: 'setup',
      entity: 'user',
      recordId: created._id,
      label: created.User_name,
      user: { id: created._id, name: created.User_name },
      changes: { name: { before: null, after: created.User_name }, mobile: { before: null, after: created.Mobile_number } },
    });
    return reply.code(201).send({ status: 'exist' as const, User_name: created.User_name });
  });
}

/** At start: the admin from ADMIN_USER/ADMIN_PASSWORD, or a hint on how to create the first one. */
export async function ensureFirstAdmin(app: FastifyInstance): Promise<void> {
  const admin = app.config.admin;
  if (admin) {
    if (!(await findUserByName(app.db, admin.name))) {
      const result = await createUser(app.db, { name: admin.name, password: admin.password, mobile: admin.mobile });
      if (result.status === 'notexist') app.log.info({ user: admin.name }, 'created the admin from ADMIN_USER');
      else app.log.warn('ADMIN_USER could not be created: its mobile number (ADMIN_MOBILE) is taken');
    }
    if (admin.password.length < PASSWORD_MIN) app.log.warn(`ADMIN_PASSWORD is shorter than ${PASSWORD_MIN} characters`);
    return;
  }
  if ((await countUsers(app.db)) === 0) {
    app.log.info(
      'No admin yet. Open /login in a browser to create the first one, POST /api/setup {"User_name","Password"}, or start with ADMIN_USER and ADMIN_PASSWORD set.',
    );
  }
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageSchema } from '../../../contract/catalogue.ts';
import { LoginAnswerSchema, LoginInputSchema, MeSchema, SetupInputSchema, SetupStatusSchema } from '../../../contract/users.ts';
import { forbidden, unauthorized } from '../../lib/http-errors.ts';
import { nameKey } from '../../../contract/fields.ts';
import { addressKey } from '../../lib/client-address.ts';
import type { RoutePolicy } from '../../lib/route-policy.ts';
import { clearSessionCookie, createSession, deleteSession, SESSION_COOKIE, setSessionCookie } from '../../plugins/session.ts';
import { recordAudit } from '../audit/audit.hooks.ts';
import { createFirstAdmin } from './auth.repository.ts';
import { checkCredentials, needsSetup, SETUP_CLOSED } from './auth.service.ts';
import { recordFailedLogin } from './failed-login.ts';
import { LoginThrottle } from './login-throttle.ts';

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** Checked before the body: once the shop has an admin, the form's content does not matter. */
  const setupOpen = async () => {
    if (!(await needsSetup(app.db))) throw forbidden(SETUP_CLOSED);
  };
  const throttle = new LoginThrottle(app.counters, app.config.loginFailuresPerMinute);

  // Recorded in the activity log by their own code (a login names who tried), not by the audit hooks.
  const account: RoutePolicy = { access: 'public', personal: true };
  app.post(
    '/users/login',
    { config: { policy: account }, schema: { body: LoginInputSchema, response: { 200: LoginAnswerSchema } } },
    async (request, reply) => {
      const { User_name: name, Password: password } = request.body;
      // Counted per address and per account before the password is checked: neither a burst of
      // parallel guesses nor guesses spread over many addresses get past the limit.
      const attempt = await throttle.begin([`ip:${addressKey(request.ip)}`, `user:${nameKey(name)}`]);

      const { user, valid } = await checkCredentials(app.db, name, password);
      if (!user || !valid) {
        await recordFailedLogin(request, name, user);
        return user ? { status: 'invalid' as const, message: 'Invalid credentials.' } : { status: 'notexist' as const };
      }
      await attempt.succeeded();
      // A new session id at every login; the one the browser had before is ended.
      await deleteSession(app.db, request.cookies[SESSION_COOKIE]);
      const session = await createSession(app.db, user.id, app.config.sessionDays);
      setSessionCookie(request, reply, session.token, session.expires);
      await recordAudit(request, { action: 'login', entity: 'user', recordId: user.id, label: user.name, user: { id: user.id, name: user.name } });
      return { status: 'exist' as const, User_name: user.name };
    },
  );

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

  app.get('/setup', { config: { policy: account }, schema: { response: { 200: SetupStatusSchema } } }, async () => ({ needsSetup: await needsSetup(app.db) }));

  /** Creates the first admin; open only while the shop has no user at all. */
  app.post(
    '/setup',
    { config: { policy: account }, preValidation: setupOpen, schema: { body: SetupInputSchema, response: { 201: LoginAnswerSchema } } },
    async (request, reply) => {
      const { User_name: name, Password: password, Mobile_number: mobile } = request.body;

      const outcome = await createFirstAdmin(app.db, { name, password, mobile });
      if (outcome.status === 'closed') throw forbidden(SETUP_CLOSED);
      const created = outcome.user;
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
    },
  );
}

import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { unauthorized } from '../lib/http-errors.ts';

export const SESSION_COOKIE = 'sid';
const SESSION_IN_HEADER = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

export interface SessionUser {
  id: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

// Only the token's hash is stored: a copy of the database does not hand out live sessions.
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Database, userId: string, days: number): Promise<{ token: string; expires: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + days * 86_400_000);
  await db
    .insertInto('sessions')
    .values({ id: sessionIdOf(token), user_id: userId, expires_at: expires.toISOString(), created_at: new Date().toISOString() })
    .execute();
  return { token, expires };
}

export async function deleteSession(db: Database, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom('sessions').where('id', '=', sessionIdOf(token)).execute();
}

async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id as id', 'users.name as name'])
    .where('sessions.id', '=', sessionIdOf(token))
    .where('sessions.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row ?? null;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}

/** Resolves the session cookie into `request.user` (null for visitors). */
export function registerSession(app: FastifyInstance, db: Database): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    request.user = await findSessionUser(db, token);
  });
  // Expired sessions are swept now and then rather than on every request.
  const sweep = setInterval(() => {
    db.deleteFrom('sessions')
      .where('expires_at', '<=', new Date().toISOString())
      .execute()
      .catch(() => {});
  }, 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

/**
 * The request carries a session cookie, valid or not (an expired one too): a person whose answers may
 * differ from a visitor's, so nothing for them is shared or kept. Read from the raw header as well, so
 * it holds before the cookie plugin has parsed it and for a cookie it could not decode.
 */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return request.cookies?.[SESSION_COOKIE] !== undefined || SESSION_IN_HEADER.test(request.headers.cookie ?? '');
}

/** The check a route declaring `access: 'session'` gets (plugins/route-policies.ts): 401 without a signed-in user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

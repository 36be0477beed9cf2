import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit.hooks.ts';

/**
 * A failed login in the activity log. The name typed is kept only when it names an account: any
 * other text may be a password typed into the wrong field, and the log is kept for months and
 * read by every admin. The record id says which account was tried.
 */
export async function recordFailedLogin(request: FastifyRequest, typedName: string, account: { id: string } | undefined): Promise<void> {
  const name = account ? typedName : '';
  await recordAudit(request, { action: 'login-failed', entity: 'user', recordId: account?.id ?? null, label: name, user: null, userName: name });
}

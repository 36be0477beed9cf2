import { expect } from 'vitest';
import { AuditListSchema, type AuditEntry } from '../../../contract/audit.ts';
import type { SignedInTestApp } from '../../test-support/use-test-app.ts';

/** The address every audited call of these tests comes from, which the entries must name. */
export const ADDRESS = '203.0.113.7';

/** The audit tests' calls on the signed-in test app: a write from ADDRESS, the activity log, and one entity's trail. */
export function auditCalls(t: SignedInTestApp) {
  const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = { cookie: t.cookie }) =>
    t.app.inject({ method, url, headers, payload: payload as never, remoteAddress: ADDRESS });

  async function audit(query = ''): Promise<AuditEntry[]> {
    const res = await t.app.inject({ url: `/api/audit${query}`, headers: { cookie: t.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return AuditListSchema.parse(res.json()).result;
  }
  /** The entries of one entity, oldest first (easier to read in a test). */
  const trail = async (entity: string) => (await audit(`?entity=${entity}`)).reverse();
  return { call, audit, trail };
}

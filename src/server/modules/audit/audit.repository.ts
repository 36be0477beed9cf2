import { sql } from 'kysely';
import { AUDIT_PAGE, type AuditChanges, type AuditEntry, type AuditQuery } from '../../../contract/audit.ts';
import type { Database } from '../../db/database.ts';
import type { AuditLogTable } from '../../db/schema.ts';
import { containsText } from '../../lib/contains-text.ts';
import { newId, nowIso } from '../../lib/ids.ts';

export interface AuditRecord {
  userId: string | null;
  userName: string;
  ip: string;
  action: string;
  entity: string;
  recordId: string | null;
  label: string;
  changes: AuditChanges;
}

export async function writeAudit(db: Database, records: AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  const rows: AuditLogTable[] = records.map((r) => ({
    id: newId(),
    at: nowIso(),
    user_id: r.userId,
    user_name: r.userName.slice(0, 200),
    ip: r.ip,
    action: r.action,
    entity: r.entity,
    record_id: r.recordId,
    label: r.label.slice(0, 300),
    changes: JSON.stringify(r.changes),
  }));
  await db.insertInto('audit_log').values(rows).execute();
}

function parseChanges(text: string): AuditChanges {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as AuditChanges) : {};
  } catch {
    return {};
  }
}

const toEntry = (r: AuditLogTable): AuditEntry => ({
  _id: r.id,
  at: r.at,
  userId: r.user_id,
  userName: r.user_name,
  ip: r.ip,
  action: r.action,
  entity: r.entity,
  recordId: r.record_id,
  label: r.label,
  changes: parseChanges(r.changes),
});

/**
 * Newest first. `user` is a user id or a user name (any case): the name also finds failed logins.
 * `q` is text within the record's name or the user's name.
 */
export async function listAudit(db: Database, query: AuditQuery): Promise<AuditEntry[]> {
  let q = db.selectFrom('audit_log').selectAll();
  if (query.entity) q = q.where('entity', '=', query.entity);
  const user = query.user;
  if (user) q = q.where((eb) => eb.or([eb('user_id', '=', user), eb(sql`lower(${sql.ref('user_name')})`, '=', user.toLowerCase())]));
  const text = query.q;
  if (text) q = q.where((eb) => eb.or([containsText('label', text), containsText('user_name', text)]));
  const rows = await q
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit ?? AUDIT_PAGE.default)
    .offset(query.offset ?? 0)
    .execute();
  return rows.map(toEntry);
}

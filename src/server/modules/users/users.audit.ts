import type { AuditChanges } from '../../../contract/audit.ts';
import type { AuditedEntity } from '../audit/audit.entities.ts';
import { findUserById } from './users.repository.ts';

/** How the activity log reads a user (decision 046). */
export const userAudit: AuditedEntity = {
  // Named field by field: the row also holds the password's hash.
  read: async (db, id) => {
    const u = await findUserById(db, id);
    return u && { name: u.name, mobile: u.mobile };
  },
  extra: (request): AuditChanges => {
    const password = (request.body as { Password?: unknown } | null)?.Password;
    return request.method === 'PUT' && typeof password === 'string' && password !== '' ? { password: { before: null, after: 'changed' } } : {};
  },
};

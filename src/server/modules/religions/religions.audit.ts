import type { AuditedEntity } from '../audit/audit.entities.ts';
import { findReligion } from './religions.repository.ts';

/** How the activity log reads a religion (decision 046). */
export const religionAudit: AuditedEntity = {
  read: async (db, id) => {
    const r = await findReligion(db, id);
    return r && { name: r.name };
  },
};
